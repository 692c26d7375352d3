/**
 * Casino table engines (issue 20): pure, deterministic, browser-safe (no node:* imports).
 *
 *   const shoe = shuffleShoe(floats(serverSeed, clientSeed, nonce, SHOE_FLOATS)); // baccarat, dragon tiger
 *   const { outcome, used } = dealBaccarat(shoe, position);       // until shoeFinished(position)
 *   spinRoulette(floats(..., ROULETTE_FLOATS)); rollSicBo(floats(..., SICBO_FLOATS));
 *   spotReturn(game, outcome, spot, stake);                        // bigint minor units, stake included
 *   spotName / outcomeText (names.ts) for every page and the betting record; baccaratRoads for road maps;
 *   rounds.ts: tableFloats, replayShoe (a shoe's rounds again, for the verify page), baccaratResultOf.
 * The rules a player can recompute are at the top of each file: cards.ts (shoe), baccarat.ts,
 * dragon-tiger.ts, roulette.ts, sicbo.ts, spots.ts (money), roads.ts.
 */
export * from './cards.ts';
export * from './spot.ts';
export * from './baccarat.ts';
export * from './dragon-tiger.ts';
export * from './roulette.ts';
export * from './sicbo.ts';
export * from './spots.ts';
export * from './roads.ts';
export * from './names.ts';
export * from './rounds.ts';
