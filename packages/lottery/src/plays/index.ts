/** The play registry: every play type by group and code, and what each game offers per prize mode. */
import type { GameDef } from '../games.ts';
import type { GroupCode, PrizeMode } from '../groups.ts';
import type { PlayType } from '../play-type.ts';
import { X5_PLAYS } from './11x5.ts';
import { K3_PLAYS } from './k3.ts';
import { LF_PLAYS } from './lf.ts';
import { PK10_PLAYS } from './pk10.ts';
import { SSC_PLAYS } from './ssc.ts';
import { VN_PLAYS } from './vn.ts';

export const ALL_PLAYS: readonly PlayType[] = [
  ...SSC_PLAYS,
  ...X5_PLAYS,
  ...PK10_PLAYS,
  ...K3_PLAYS,
  ...LF_PLAYS,
  ...VN_PLAYS,
].sort((a, b) => a.id - b.id);

const byGroup = new Map<GroupCode, Map<string, PlayType>>();
const byId = new Map<number, PlayType>();
for (const p of ALL_PLAYS) {
  let m = byGroup.get(p.group);
  if (!m) byGroup.set(p.group, (m = new Map()));
  if (m.has(p.code)) throw new Error(`duplicate play ${p.group}/${p.code}`);
  if (byId.has(p.id)) throw new Error(`duplicate play id ${p.id}`);
  m.set(p.code, p);
  byId.set(p.id, p);
}

export function findPlay(group: GroupCode, code: string): PlayType | undefined {
  return byGroup.get(group)?.get(code);
}

export function playById(id: number): PlayType | undefined {
  return byId.get(id);
}

export function playsOfGroup(group: GroupCode): readonly PlayType[] {
  return [...(byGroup.get(group)?.values() ?? [])];
}

/** The plays a game offers in a prize mode (its list, or every play of its group in that mode). */
export function gamePlays(game: GameDef, mode: PrizeMode): PlayType[] {
  const listed = game.plays[mode];
  const all = playsOfGroup(game.group).filter((p) => p.prizeMode === mode);
  return listed ? all.filter((p) => listed.includes(p.code)) : all;
}

export function gameOffers(game: GameDef, play: PlayType, mode?: PrizeMode): boolean {
  if (play.group !== game.group) return false;
  return gamePlays(game, mode ?? play.prizeMode).some((p) => p.code === play.code);
}
