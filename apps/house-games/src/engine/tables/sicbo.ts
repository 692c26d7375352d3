/**
 * Sic bo (Macau rules): three floats give three dice, die i = floor(f[i] * 6) + 1.
 * Spots (to 1): big (total 11..17) and small (4..10), odd and even (of the total) 1, all four losing on
 * any triple; triple:k 180; any-triple 30; double:k 10 (at least two dice show k); total:t for t = 4..17
 * (4/17 60, 5/16 30, 6/15 17, 7/14 12, 8/13 8, 9..12 6); combo:a-b 5 (a < b both shown); single:k 1, 2
 * or 3 by how many dice show k.
 */
import { type ReturnHundredths, type SpotDef, type Weighted, winReturn } from './spot.ts';

export interface SicBoOutcome {
  dice: [number, number, number];
}

export const SICBO_FLOATS = 3;

export function rollSicBo(floats: readonly number[]): SicBoOutcome {
  const dice = [0, 1, 2].map((i) => {
    const f = floats[i];
    if (f === undefined || !(f >= 0 && f < 1))
      throw new RangeError(`rollSicBo needs 3 floats in [0, 1), got ${f}`);
    return Math.floor(f * 6) + 1;
  });
  return { dice: dice as [number, number, number] };
}

/** Total -> pays to 1. */
export const SICBO_TOTAL_PAYS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

const faces = [1, 2, 3, 4, 5, 6];

function buildSpots(): SpotDef[] {
  const spots: SpotDef[] = [
    { id: 'big', group: 'main', pays: 1 },
    { id: 'small', group: 'main', pays: 1 },
    { id: 'odd', group: 'main', pays: 1 },
    { id: 'even', group: 'main', pays: 1 },
  ];
  for (const k of faces) spots.push({ id: `triple:${k}`, group: 'side', pays: 180 });
  spots.push({ id: 'any-triple', group: 'side', pays: 30 });
  for (const k of faces) spots.push({ id: `double:${k}`, group: 'side', pays: 10 });
  for (let t = 4; t <= 17; t++) spots.push({ id: `total:${t}`, group: 'side', pays: SICBO_TOTAL_PAYS[t]! });
  for (const a of faces)
    for (const b of faces) if (a < b) spots.push({ id: `combo:${a}-${b}`, group: 'side', pays: 5 });
  for (const k of faces) spots.push({ id: `single:${k}`, group: 'side', pays: 1 });
  return spots;
}

export const sicBoSpots: readonly SpotDef[] = buildSpots();
const ids = new Set(sicBoSpots.map((s) => s.id));

export const sicBoTotal = (o: SicBoOutcome): number => o.dice[0] + o.dice[1] + o.dice[2];
export const isTriple = (o: SicBoOutcome): boolean => o.dice[0] === o.dice[1] && o.dice[1] === o.dice[2];

export function sicBoReturn(outcome: SicBoOutcome, spot: string): ReturnHundredths {
  if (!ids.has(spot)) throw new RangeError(`not a sic bo spot: ${spot}`);
  const total = sicBoTotal(outcome);
  const triple = isTriple(outcome);
  const count = (k: number) => outcome.dice.filter((d) => d === k).length;
  const [kind, arg = ''] = spot.split(':');
  const won = (ok: boolean, pays: number) => (ok ? winReturn(pays) : 0);
  switch (kind) {
    case 'big':
      return won(!triple && total >= 11, 1);
    case 'small':
      return won(!triple && total <= 10, 1);
    case 'odd':
      return won(!triple && total % 2 === 1, 1);
    case 'even':
      return won(!triple && total % 2 === 0, 1);
    case 'triple':
      return won(triple && outcome.dice[0] === Number(arg), 180);
    case 'any-triple':
      return won(triple, 30);
    case 'double':
      return won(count(Number(arg)) >= 2, 10);
    case 'total':
      return won(total === Number(arg), SICBO_TOTAL_PAYS[total] ?? 0);
    case 'combo': {
      const [a, b] = arg.split('-').map(Number) as [number, number];
      return won(count(a) >= 1 && count(b) >= 1, 5);
    }
    default: {
      const n = count(Number(arg));
      return n === 0 ? 0 : winReturn(n);
    }
  }
}

export function sicBoDistribution(): Weighted<SicBoOutcome>[] {
  const out: Weighted<SicBoOutcome>[] = [];
  for (const a of faces)
    for (const b of faces) for (const c of faces) out.push({ outcome: { dice: [a, b, c] }, p: 1 / 216 });
  return out;
}
