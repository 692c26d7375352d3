/**
 * The house sportsbook's engine (virtual sports): models -> exact outcome tables (table.ts), prices
 * (pricing.ts), results and timelines from fair floats (event.ts), settlement (settle.ts) and
 * simulation (simulate.ts). Browser-safe: the node float source is fair-source-node.ts.
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
