/**
 * A table round from the fair floats, the same way on the server and on the verify page.
 * Card tables commit to a whole shoe: its floats (SHOE_FLOATS) shuffle it once, then rounds deal from
 * the front until the cut card, so a shoe's rounds are replayed from the shoe alone. Roulette and sic bo
 * commit round by round (ROULETTE_FLOATS, SICBO_FLOATS).
 */
import { type BaccaratOutcome, dealBaccarat } from './baccarat.ts';
import { type Card, SHOE_FLOATS, type TableGame, shoeFinished } from './cards.ts';
import { type DragonTigerOutcome, dealDragonTiger } from './dragon-tiger.ts';
import type { BaccaratResult } from './roads.ts';
import { ROULETTE_FLOATS, type RouletteOutcome, spinRoulette } from './roulette.ts';
import { SICBO_FLOATS, type SicBoOutcome, rollSicBo } from './sicbo.ts';

export type ShoeGame = 'baccarat' | 'baccarat-nc' | 'dragon-tiger';
export type DiceGame = 'roulette' | 'sicbo';

export const isShoeGame = (game: TableGame): game is ShoeGame =>
  game === 'baccarat' || game === 'baccarat-nc' || game === 'dragon-tiger';

/** The floats one commitment takes: a shoe for card tables, a round for roulette and sic bo. */
export function tableFloats(game: TableGame): number {
  if (isShoeGame(game)) return SHOE_FLOATS;
  if (game === 'roulette') return ROULETTE_FLOATS;
  if (game === 'sicbo') return SICBO_FLOATS;
  throw new RangeError(`not a table game: ${String(game)}`);
}

/** The next round of a card table at this shoe position. */
export function dealShoeRound(
  game: ShoeGame,
  shoe: readonly Card[],
  position: number,
): { outcome: BaccaratOutcome | DragonTigerOutcome; used: number } {
  return game === 'dragon-tiger' ? dealDragonTiger(shoe, position) : dealBaccarat(shoe, position);
}

/** Every round of a shoe in order, from position 0 to the cut card, each with the position it was dealt at. */
export function replayShoe(
  game: ShoeGame,
  shoe: readonly Card[],
): { position: number; outcome: BaccaratOutcome | DragonTigerOutcome; used: number }[] {
  const rounds = [];
  for (let position = 0; !shoeFinished(position);) {
    const round = dealShoeRound(game, shoe, position);
    rounds.push({ position, ...round });
    position += round.used;
  }
  return rounds;
}

export function drawDiceRound(game: 'roulette', floats: readonly number[]): RouletteOutcome;
export function drawDiceRound(game: 'sicbo', floats: readonly number[]): SicBoOutcome;
export function drawDiceRound(game: DiceGame, floats: readonly number[]): RouletteOutcome | SicBoOutcome;
export function drawDiceRound(game: DiceGame, floats: readonly number[]): RouletteOutcome | SicBoOutcome {
  return game === 'roulette' ? spinRoulette(floats) : rollSicBo(floats);
}

/** A baccarat hand as the road maps read it. */
export function baccaratResultOf(outcome: BaccaratOutcome): BaccaratResult {
  return {
    winner: outcome.winner,
    playerPair: outcome.playerPair,
    bankerPair: outcome.bankerPair,
    total: outcome.winner === 'player' ? outcome.playerTotal : outcome.bankerTotal,
  };
}
