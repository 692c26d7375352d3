/**
 * The fish of the ocean (HOUSEFH_OCEAN): what each pays and how it looks and moves. Looks and paths are
 * cosmetic (spawn.ts); only `pays` enters the money (shot.ts).
 */
export type PathFamily = 'straight' | 'sine' | 'arc';

export type FishKindId =
  | 'clownfish'
  | 'angelfish'
  | 'pufferfish'
  | 'lanternfish'
  | 'swordfish'
  | 'turtle'
  | 'ray'
  | 'shark'
  | 'dragon'
  | 'crab';

export interface FishKind {
  id: FishKindId;
  /**
   * The multipliers a catch pays, each equally likely (drawn with the shot's second float): one value for an
   * ordinary fish, the boss's range for the golden dragon, the bonus wheel's segments for the crab.
   */
  pays: readonly number[];
  /** 'boss': a banner and glow; 'bonus': its catch spins the bonus wheel. */
  role: 'fish' | 'boss' | 'bonus';
  /** Body length as a share of the scene's width. */
  size: number;
  /** Seconds to cross the scene. */
  crossSeconds: number;
  path: PathFamily;
  /** Body and fin colours of the drawn sprite. */
  colors: readonly [string, string];
  names: { TW: string; EN: string; VI: string };
}

export const FISH_KINDS: readonly FishKind[] = [
  {
    id: 'clownfish',
    pays: [2],
    role: 'fish',
    size: 0.045,
    crossSeconds: 9,
    path: 'sine',
    colors: ['#ff8a1f', '#ffffff'],
    names: { TW: '小丑魚', EN: 'Clownfish', VI: 'Cá hề' },
  },
  {
    id: 'angelfish',
    pays: [3],
    role: 'fish',
    size: 0.05,
    crossSeconds: 10,
    path: 'sine',
    colors: ['#ffd23f', '#3f8efc'],
    names: { TW: '神仙魚', EN: 'Angelfish', VI: 'Cá thần tiên' },
  },
  {
    id: 'pufferfish',
    pays: [5],
    role: 'fish',
    size: 0.055,
    crossSeconds: 12,
    path: 'arc',
    colors: ['#c9b27c', '#6b4f2a'],
    names: { TW: '河豚', EN: 'Pufferfish', VI: 'Cá nóc' },
  },
  {
    id: 'lanternfish',
    pays: [8],
    role: 'fish',
    size: 0.06,
    crossSeconds: 11,
    path: 'straight',
    colors: ['#3d5a80', '#f4e409'],
    names: { TW: '燈籠魚', EN: 'Lanternfish', VI: 'Cá đèn lồng' },
  },
  {
    id: 'swordfish',
    pays: [10],
    role: 'fish',
    size: 0.09,
    crossSeconds: 7,
    path: 'straight',
    colors: ['#4a6fa5', '#c0d6f0'],
    names: { TW: '劍魚', EN: 'Swordfish', VI: 'Cá kiếm' },
  },
  {
    id: 'turtle',
    pays: [15],
    role: 'fish',
    size: 0.09,
    crossSeconds: 16,
    path: 'arc',
    colors: ['#2e8b57', '#a3d977'],
    names: { TW: '海龜', EN: 'Sea turtle', VI: 'Rùa biển' },
  },
  {
    id: 'ray',
    pays: [20],
    role: 'fish',
    size: 0.11,
    crossSeconds: 14,
    path: 'sine',
    colors: ['#5c4b8a', '#b8a9e3'],
    names: { TW: '魟魚', EN: 'Manta ray', VI: 'Cá đuối' },
  },
  {
    id: 'shark',
    pays: [40],
    role: 'fish',
    size: 0.15,
    crossSeconds: 13,
    path: 'straight',
    colors: ['#6c7a89', '#dfe6ed'],
    names: { TW: '鯊魚', EN: 'Shark', VI: 'Cá mập' },
  },
  {
    id: 'dragon',
    pays: [100, 150, 200, 250, 300],
    role: 'boss',
    size: 0.22,
    crossSeconds: 20,
    path: 'sine',
    colors: ['#ffbf00', '#ff3b3b'],
    names: { TW: '黃金龍王', EN: 'Golden dragon', VI: 'Rồng vàng' },
  },
  {
    id: 'crab',
    pays: [10, 15, 20, 25, 30, 50, 75, 100],
    role: 'bonus',
    size: 0.06,
    crossSeconds: 15,
    path: 'arc',
    colors: ['#e63946', '#ffb4a2'],
    names: { TW: '彩金蟹', EN: 'Bonus crab', VI: 'Cua thưởng' },
  },
];

export const fishKindIds = FISH_KINDS.map((k) => k.id);

const byId = new Map<string, FishKind>(FISH_KINDS.map((k) => [k.id, k]));

export function fishKind(id: string): FishKind | undefined {
  return byId.get(id);
}

/** The expected multiplier of a catch as a fraction sum/count (the boss's 200, the wheel's 325/8). */
export function meanPays(kind: FishKind): { num: number; den: number } {
  return { num: kind.pays.reduce((a, b) => a + b, 0), den: kind.pays.length };
}
