/**
 * The house sportsbook's engine (virtual sports, issue 19): pure, deterministic, no I/O.
 *
 *   const model = sportModel('football', { home, away });      // exact outcome table, once per fixture
 *   const markets = priceEvent(model, { margin: 0.05 });        // odds in thousandths, RTP 1 - margin
 *   const event = drawEvent('football', model, source);         // outcome (1st float) + timeline
 *   settleSelection(market, selection, event.outcome);           // won, lost, push, half-won, half-lost
 *   settleBet(gradedLegs, stake, maxPayout);                     // singles and parlays, bigint payouts
 *
 * `source` comes from the fair scheme: sportsFloatSource / drawSportsEvent (server, node:crypto, in
 * fair-source-node.ts, not exported here so this index stays browser-safe) or sportsFloatSourceWeb /
 * verifySportsEventWeb (browser). simulateSport runs the same draw on the fast PRNG.
 * The rules a player can recompute are documented at the top of each file: table.ts (drawing),
 * pricing.ts (odds), football.ts, basketball.ts, esports.ts, cockfight.ts (models, float order,
 * markets), settle.ts (bets).
 */
export * from './table.ts';
export * from './pricing.ts';
export * from './football.ts';
export * from './basketball.ts';
export * from './esports.ts';
export * from './cockfight.ts';
export * from './event.ts';
export * from './settle.ts';
export * from './simulate.ts';
export * from './fair-source.ts';
