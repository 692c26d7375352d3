/**
 * Design aid for slot strips: builds strips from per-reel symbol counts (scatters spread evenly, no two
 * equal symbols adjacent), prints exact RTP and hit frequency, and with --emit the strips as TS literals.
 * Usage: npx tsx apps/house-games/scripts/slot-design.ts <config.json> [--emit]
 * config: { base: SlotDefinition without reels/declaredRtp, counts: Record<symbol, number>[5], seed }
 */
import { readFileSync } from 'node:fs';
import { sfc32 } from '../src/engine/prng.ts';
import { type SlotDefinition, computeHitFrequency, rtpBreakdown } from '../src/engine/slots.ts';

interface DesignConfig {
  base: Omit<SlotDefinition, 'reels' | 'declaredRtp'>;
  counts: Record<string, number>[];
  seed: number;
}

export function buildStrip(counts: Record<string, number>, scatter: string, seed: number): string[] {
  const rand = sfc32(seed);
  const length = Object.values(counts).reduce((a, b) => a + b, 0);
  const scatters = counts[scatter] ?? 0;
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const strip = new Array<string | null>(length).fill(null);
    for (let k = 0; k < scatters; k++) strip[Math.floor((k * length) / scatters)] = scatter;
    const pool: string[] = [];
    for (const [sym, n] of Object.entries(counts))
      if (sym !== scatter) for (let i = 0; i < n; i++) pool.push(sym);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rand() % (i + 1);
      [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
    }
    let p = 0;
    for (let i = 0; i < length; i++) if (strip[i] === null) strip[i] = pool[p++] as string;
    const ok = strip.every((s, i) => s !== strip[(i + 1) % length]);
    if (ok) return strip as string[];
  }
  throw new Error('could not arrange strip');
}

function main(): void {
  const [path, flag] = process.argv.slice(2);
  if (!path) throw new Error('config path required');
  const cfg = JSON.parse(readFileSync(path, 'utf8')) as DesignConfig;
  const reels = cfg.counts.map((c, i) => buildStrip(c, cfg.base.scatter, cfg.seed + i));
  const def: SlotDefinition = { ...cfg.base, reels, declaredRtp: 0 };
  const b = rtpBreakdown(def);
  const hit = computeHitFrequency(def);
  console.log(
    JSON.stringify({
      lengths: reels.map((r) => r.length),
      ...b,
      trigger1in: 1 / b.freeSpinsTrigger,
      hit,
      declared: Math.round(b.total * 1e4) / 1e4,
    }),
  );
  if (flag === '--emit') {
    for (const r of reels) console.log(`  [${r.map((s) => `'${s}'`).join(', ')}],`);
  }
}

main();
