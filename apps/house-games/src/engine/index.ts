/**
 * Browser-safe surface of the engine (no node:* imports anywhere below this file). The server also
 * imports fair.ts and crash-chain.ts directly for the node:crypto implementations.
 */
export * from './fair-core.ts';
export * from './fair-web.ts';
export * from './slots.ts';
export * from './paylines.ts';
export * from './dragon-fortune.ts';
export * from './neon-fruits.ts';
export * from './slot-games.ts';
export * from './rtp-variants.ts';
export * from './dice.ts';
export * from './plinko.ts';
export * from './crash.ts';
export * from './crash-chain-web.ts';
export * from './verify.ts';
export * from './sports/index.ts';
