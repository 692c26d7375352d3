import { z } from 'zod';

/**
 * Bounds of what a client may send, so an out-of-range value is a 400 with a field message before it
 * reaches PostgreSQL (where it would be an int overflow, a 500). Ids follow their column type.
 */

/** Largest value of an int4 column (serial ids: channels, cards, promotions, customers, games). */
export const INT4_MAX = 2_147_483_647;

/** The id of a row of an int4 (serial) table, as a JSON number. */
export const serialId = z.number().int().min(1).max(INT4_MAX);

/** The id of a row of an int8 (bigserial) table, as decimal text: 18 digits always fit int8. */
export const bigserialId = z.string().regex(/^[1-9]\d{0,17}$/);

/**
 * Largest amount a client may send, in major units: 10^12 (10^14 minor units with two decimals) fits
 * int8 minor units with room for sums, and stays exactly representable as a JSON number.
 */
export const MAX_AMOUNT = 1e12;

/** A major-unit amount from a client: positive, at most two decimals (checked exactly on the server). */
export const amountInput = z.number().positive().multipleOf(0.01).max(MAX_AMOUNT);
