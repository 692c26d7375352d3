import type { AgentIncome } from '@portal/contract';

export type LevelRow = AgentIncome['levels'][number];
export type ShownLevelRow = LevelRow & { hasChildren: boolean; open: boolean };

/**
 * The rows of My income's level tree to show (decision 0059): the direct downlines, and under each one that
 * is open its own rows, depth first, in the server's order (amount, largest first). A row whose parent is
 * not in the answer is shown at the top (the server lists every level-1 row and the path to each deeper one).
 */
export function shownLevels(levels: LevelRow[], open: ReadonlySet<number>): ShownLevelRow[] {
  const ids = new Set(levels.map((l) => l.customerId));
  const children = new Map<number, LevelRow[]>();
  const roots: LevelRow[] = [];
  for (const l of levels) {
    if (l.level === 1 || !ids.has(l.parentId)) roots.push(l);
    else children.set(l.parentId, [...(children.get(l.parentId) ?? []), l]);
  }
  const out: ShownLevelRow[] = [];
  const walk = (rows: LevelRow[]) => {
    for (const r of rows) {
      const below = children.get(r.customerId) ?? [];
      const isOpen = below.length > 0 && open.has(r.customerId);
      out.push({ ...r, hasChildren: below.length > 0, open: isOpen });
      if (isOpen) walk(below);
    }
  };
  walk(roots);
  return out;
}
