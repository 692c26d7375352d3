/**
 * The lottery engine: pure (no I/O, clock or Math.random; money as bigint minor units) and browser-safe,
 * so the web verify page and rules screens can import it. See each module's header for its rules.
 */
export * from './text.ts';
export * from './errors.ts';
export * from './rational.ts';
export * from './combinatorics.ts';
export * from './groups.ts';
export * from './games.ts';
export * from './schedule.ts';
export * from './draw.ts';
export * from './odds.ts';
export * from './content.ts';
export * from './play-type.ts';
export * from './plays/index.ts';
export { vnTails, xienProbability } from './plays/vn.ts';
export { K3_SUMS } from './plays/k3.ts';
export { GUANYA_SUMS } from './plays/pk10.ts';
export { DIGIT_SUMS_3 } from './plays/common.ts';
export * from './order.ts';
export * from './chase.ts';
export { composeRules, RULES_UNIT } from './rules.ts';
