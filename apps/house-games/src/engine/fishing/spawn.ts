/**
 * The scene: which fish swim when and where. Cosmetic and deterministic from the session's spawn seed, so
 * the page draws it and the server rebuilds the same waves to check that a shot's fish is on screen (a page
 * cannot claim a dragon that is not there). Time is milliseconds since the fishing session started.
 */
import { sfc32 } from '../prng.ts';
import { FISH_KINDS, type FishKind, type FishKindId } from './fish.ts';

export const WAVE_MS = 20_000;
/** A dragon swims in every BOSS_EVERY-th wave; the crab in about CRAB_CHANCE of waves. */
const BOSS_EVERY = 4;
const CRAB_CHANCE = 0.45;
const FISH_PER_WAVE = 16;
const weights: Partial<Record<FishKindId, number>> = {
  clownfish: 6,
  angelfish: 5,
  pufferfish: 4,
  lanternfish: 3,
  swordfish: 2.5,
  turtle: 2,
  ray: 1.5,
  shark: 1,
};
const common = FISH_KINDS.filter((k) => weights[k.id]);
const totalWeight = common.reduce((s, k) => s + weights[k.id]!, 0);

export interface Fish {
  id: string;
  kind: FishKindId;
  /** Enters at startMs and leaves the scene at endMs (session time). */
  startMs: number;
  endMs: number;
  /** true: swims left to right. */
  fromLeft: boolean;
  /** Base height (share of the scene's height), wave amplitude and phase of its path. */
  y: number;
  amp: number;
  phase: number;
}

/** FNV-1a of the text: one uint32 seed per (spawn seed, wave). */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function pick(u: number): FishKind {
  let r = u * totalWeight;
  for (const k of common) {
    r -= weights[k.id]!;
    if (r < 0) return k;
  }
  return common[common.length - 1]!;
}

const cache = new Map<string, Fish[]>();

/** The fish that enter during wave `wave` (its fish may still swim in the next one). */
export function waveFish(spawnSeed: string, wave: number): Fish[] {
  const key = `${spawnSeed}:${wave}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const next = sfc32(seedOf(key));
  const u = () => next() / 4294967296;
  const kinds: FishKind[] = [];
  for (let i = 0; i < FISH_PER_WAVE; i++) kinds.push(pick(u()));
  if (wave % BOSS_EVERY === BOSS_EVERY - 1) kinds.push(FISH_KINDS.find((k) => k.role === 'boss')!);
  if (u() < CRAB_CHANCE) kinds.push(FISH_KINDS.find((k) => k.role === 'bonus')!);
  const fish = kinds.map((k, i): Fish => {
    const boss = k.role === 'boss';
    const startMs = wave * WAVE_MS + Math.floor((boss ? 0.1 + 0.2 * u() : u() * 0.85) * WAVE_MS);
    const endMs = startMs + Math.floor(k.crossSeconds * 1000 * (0.9 + 0.2 * u()));
    return {
      id: `w${wave}f${i}`,
      kind: k.id,
      startMs,
      endMs,
      fromLeft: u() < 0.5,
      y: boss ? 0.3 + 0.15 * u() : 0.12 + 0.6 * u(),
      amp: k.path === 'straight' ? 0 : 0.03 + 0.07 * u(),
      phase: u() * Math.PI * 2,
    };
  });
  if (cache.size > 64) cache.clear();
  cache.set(key, fish);
  return fish;
}

export const waveAt = (tMs: number) => Math.floor(Math.max(0, tMs) / WAVE_MS);

/** Every fish on screen at `tMs` (entered in this wave or the one before). */
export function fishAt(spawnSeed: string, tMs: number): Fish[] {
  const w = waveAt(tMs);
  const out: Fish[] = [];
  for (const wave of [w - 1, w]) {
    if (wave < 0) continue;
    for (const f of waveFish(spawnSeed, wave)) if (tMs >= f.startMs && tMs <= f.endMs) out.push(f);
  }
  return out;
}

/** The fish `id` if it is on screen at `tMs` give or take `slackMs` (a shot flies and batches wait). */
export function fishOnScreen(spawnSeed: string, id: string, tMs: number, slackMs: number): Fish | null {
  const m = /^w(\d{1,7})f(\d{1,3})$/.exec(id);
  if (!m) return null;
  const wave = Number(m[1]);
  const cur = waveAt(tMs);
  if (wave > cur + 1 || wave < cur - 2) return null;
  const fish = waveFish(spawnSeed, wave)[Number(m[2])];
  if (!fish || tMs < fish.startMs - slackMs || tMs > fish.endMs + slackMs) return null;
  return fish;
}

/** Where the fish is at `tMs`: x, y as shares of the scene (x beyond 0..1 = off screen), heading in radians. */
export function fishPosition(
  fish: Fish,
  kind: FishKind,
  tMs: number,
): { x: number; y: number; angle: number } {
  const life = Math.max(1, fish.endMs - fish.startMs);
  const p = Math.min(1, Math.max(0, (tMs - fish.startMs) / life));
  const margin = kind.size;
  const along = -margin + p * (1 + 2 * margin);
  const x = fish.fromLeft ? along : 1 - along;
  let y = fish.y;
  let dy = 0;
  if (kind.path === 'sine') {
    y += fish.amp * Math.sin(fish.phase + p * Math.PI * 4);
    dy = fish.amp * Math.cos(fish.phase + p * Math.PI * 4) * Math.PI * 4;
  } else if (kind.path === 'arc') {
    y += fish.amp * 2 * Math.sin(p * Math.PI) * (fish.phase > Math.PI ? 1 : -1);
    dy = fish.amp * 2 * Math.cos(p * Math.PI) * Math.PI * (fish.phase > Math.PI ? 1 : -1);
  }
  const dx = (fish.fromLeft ? 1 : -1) * (1 + 2 * margin);
  return { x, y, angle: Math.atan2(dy, dx) };
}
