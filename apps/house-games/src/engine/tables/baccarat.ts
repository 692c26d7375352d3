/**
 * Baccarat (punto banco) from the 8-deck shoe (cards.ts). A hand at position p deals
 *   player 1st = shoe[p], banker 1st = shoe[p+1], player 2nd = shoe[p+2], banker 2nd = shoe[p+3]
 * then, when drawn, the player's third card and then the banker's third card from the next positions.
 * Points: A = 1, 2..9 face value, 10/J/Q/K = 0; a total is the sum mod 10.
 * Drawing: a natural (either side's two cards total 8 or 9) stands both. Otherwise the player draws on
 * 0..5 and stands on 6..7. If the player stood, the banker draws on 0..5. If the player drew a third card
 * worth v, the banker with 0..2 draws; 3 draws unless v = 8; 4 draws on v = 2..7; 5 on v = 4..7;
 * 6 on v = 6..7; 7 stands.
 * Spots (to 1): player 1, banker 0.95 (commission; no-commission tables: 1, but 0.5 on a banker win with
 * 6), tie 8, player pair / banker pair 11 (the side's first two cards have the same rank). On a tie the
 * player and banker stakes are returned.
 */
import { type Card, SHOE_CARDS, cardRank, takeCards } from './cards.ts';
import { type ReturnHundredths, type SpotDef, type Weighted, winReturn } from './spot.ts';

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

export const cardPoints = (c: Card): number => {
  const rank = cardRank(c);
  return rank >= 10 ? 0 : rank;
};

const total = (cards: readonly Card[]): number => cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;

/** Does the banker draw with this total, given the player's third card's points (null: the player stood)? */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird >= 6 && playerThird <= 7;
    default:
      return false;
  }
}

export function dealBaccarat(
  shoe: readonly Card[],
  position: number,
): { outcome: BaccaratOutcome; used: number } {
  const [p1, b1, p2, b2] = takeCards(shoe, position, 4) as [Card, Card, Card, Card];
  const player = [p1, p2];
  const banker = [b1, b2];
  let used = 4;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      const [c] = takeCards(shoe, position + used++, 1) as [Card];
      player.push(c);
      playerThird = cardPoints(c);
    }
    if (bankerDraws(total(banker), playerThird)) {
      const [c] = takeCards(shoe, position + used++, 1) as [Card];
      banker.push(c);
    }
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const outcome: BaccaratOutcome = {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: cardRank(p1) === cardRank(p2),
    bankerPair: cardRank(b1) === cardRank(b2),
    natural,
  };
  return { outcome, used };
}

export function baccaratSpots(noCommission: boolean): readonly SpotDef[] {
  return [
    { id: 'player', group: 'main', pays: 1 },
    { id: 'banker', group: 'main', pays: noCommission ? 1 : 0.95 },
    { id: 'tie', group: 'main', pays: 8 },
    { id: 'player-pair', group: 'side', pays: 11 },
    { id: 'banker-pair', group: 'side', pays: 11 },
  ];
}

export function baccaratReturn(
  outcome: Pick<BaccaratOutcome, 'winner' | 'bankerTotal' | 'playerPair' | 'bankerPair'>,
  spot: string,
  noCommission: boolean,
): ReturnHundredths {
  const { winner } = outcome;
  switch (spot) {
    case 'player':
      return winner === 'player' ? winReturn(1) : winner === 'tie' ? 100 : 0;
    case 'banker':
      if (winner === 'tie') return 100;
      if (winner !== 'banker') return 0;
      if (!noCommission) return winReturn(0.95);
      return outcome.bankerTotal === 6 ? winReturn(0.5) : winReturn(1);
    case 'tie':
      return winner === 'tie' ? winReturn(8) : 0;
    case 'player-pair':
      return outcome.playerPair ? winReturn(11) : 0;
    case 'banker-pair':
      return outcome.bankerPair ? winReturn(11) : 0;
    default:
      throw new RangeError(`not a baccarat spot: ${spot}`);
  }
}

type Summary = Pick<BaccaratOutcome, 'winner' | 'playerTotal' | 'bankerTotal' | 'playerPair' | 'bankerPair'>;

/**
 * Exact 8-deck combinatorial count: every sequence of card points dealt from a full shoe without
 * replacement (416 cards: 128 worth 0, 32 of each 1..9), weighted by its probability, summed by
 * (player total, banker total). Pairs do not change who wins, so they come as their own two outcomes:
 * the first two cards of a side share a rank with probability 13 * 32/416 * 31/415 = 31/415.
 */
function enumerate(): { totals: Weighted<Summary>[]; pair: number } {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const byTotals = new Map<number, number>();
  let left = SHOE_CARDS;
  const add = (pt: number, bt: number, p: number) => {
    const key = pt * 10 + bt;
    byTotals.set(key, (byTotals.get(key) ?? 0) + p);
  };
  // Draw one card of each point value with its probability, then undo.
  const draw = (p: number, next: (v: number, p: number) => void) => {
    for (let v = 0; v < 10; v++) {
      const n = counts[v]!;
      if (n === 0) continue;
      const q = (p * n) / left;
      counts[v] = n - 1;
      left--;
      next(v, q);
      left++;
      counts[v] = n;
    }
  };
  draw(1, (p1, q1) =>
    draw(q1, (b1, q2) =>
      draw(q2, (p2, q3) =>
        draw(q3, (b2, q4) => {
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (pt >= 8 || bt >= 8) return add(pt, bt, q4);
          const bankerStep = (ptFinal: number, playerThird: number | null, q: number) => {
            if (bankerDraws(bt, playerThird)) draw(q, (b3, q6) => add(ptFinal, (bt + b3) % 10, q6));
            else add(ptFinal, bt, q);
          };
          if (pt <= 5) draw(q4, (p3, q5) => bankerStep((pt + p3) % 10, p3, q5));
          else bankerStep(pt, null, q4);
        }),
      ),
    ),
  );
  const totals: Weighted<Summary>[] = [...byTotals].map(([key, p]) => {
    const playerTotal = Math.floor(key / 10);
    const bankerTotal = key % 10;
    const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
    return { outcome: { winner, playerTotal, bankerTotal, playerPair: false, bankerPair: false }, p };
  });
  let pair = 0;
  for (let rank = 1; rank <= 13; rank++) pair += (32 / SHOE_CARDS) * (31 / (SHOE_CARDS - 1));
  return { totals, pair };
}

let cache: ReturnType<typeof enumerate> | undefined;

/** The exact RTP of a baccarat spot (8-deck shoe, see enumerate). */
export function baccaratRtp(spot: string, noCommission: boolean): number {
  cache ??= enumerate();
  if (spot === 'player-pair' || spot === 'banker-pair') {
    const paired = { winner: 'tie', bankerTotal: 0, playerPair: true, bankerPair: true } as const;
    return (cache.pair * baccaratReturn(paired, spot, noCommission)) / 100;
  }
  let rtp = 0;
  for (const { outcome, p } of cache.totals) rtp += (p * baccaratReturn(outcome, spot, noCommission)) / 100;
  return rtp;
}

/** The distribution of (player total, banker total) from a full 8-deck shoe, for the rules page. */
export function baccaratTotalsDistribution(): readonly Weighted<Summary>[] {
  cache ??= enumerate();
  return cache.totals;
}
