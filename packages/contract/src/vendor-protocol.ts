import { z } from 'zod';

/**
 * The vendor wallet protocol (API.md, server to server): `POST /vendor/v1/{vendorCode}/{action}` with
 * `X-Signature: hex(HMAC-SHA256(vendorSecret, rawBody))`. Answers are HTTP 200 with a status (401 for a
 * bad signature); a repeat of a transactionId returns the first answer and moves no money. Amounts are
 * major units with the currency's decimals. Decision record 0009.
 */
export const vendorActions = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type VendorAction = (typeof vendorActions)[number];

export const vendorStatuses = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INSUFFICIENT_BALANCE',
  'BET_NOT_FOUND',
  'BET_ROLLED_BACK',
  'ROUND_SETTLED',
  'DUPLICATE_CONFLICT',
  'VENDOR_UNAVAILABLE',
] as const;
export type VendorStatus = (typeof vendorStatuses)[number];

export const SIGNATURE_HEADER = 'x-signature';

const token = z.string().min(16).max(128);
const transactionId = z.string().min(1).max(100);
const roundId = z.string().min(1).max(100);
const amount = z.number().nonnegative().max(1e12);

export const vendorAuthenticateRequest = z.object({ token });
export const vendorBalanceRequest = z.object({ token });
/** A text in each of the portal's languages. */
const localizedText = z.object({
  TW: z.string().max(200),
  EN: z.string().max(200),
  VI: z.string().max(200),
});

/**
 * One leg of a sports bet as the betting record shows it (decision 0071): the vendor names the event, the
 * market and the selection in every language, so the platform shows any vendor's legs without knowing its
 * markets. Odds in integer thousandths (1875 = 1.875), the kick-off an ISO time.
 */
export const sportsBetLeg = z.object({
  eventId: z.string().min(1).max(100),
  /** football, basketball, esports, cockfight (an outside vendor may send its own). */
  sport: z.string().min(1).max(32),
  event: localizedText,
  market: localizedText,
  selection: localizedText,
  odds: z.number().int().positive().max(1e9),
  kickoffAt: z.string().datetime(),
});
export type SportsBetLeg = z.infer<typeof sportsBetLeg>;

/** A sports bet's legs, sent with its `bet`. */
export const sportsBetDetail = z.object({
  kind: z.literal('sports'),
  legs: z.array(sportsBetLeg).min(1).max(20),
});

/**
 * One line of a round in words (decision 0075): a table bet's spot and stake, a card room sitting's buy-in,
 * a fishing batch's shots; the amount in major units. The vendor names it in every language, so the platform
 * shows any game's round without knowing its rules.
 */
export const roundLine = z.object({ label: localizedText, amount });
export type RoundLine = z.infer<typeof roundLine>;

/**
 * A round of tables, card rooms or fishing, sent with its `bet`: what was staked, line by line, and the id
 * the vendor's verify page takes (`/verify?<verify.name>=<verify.id>`).
 */
export const linesBetDetail = z.object({
  kind: z.literal('lines'),
  lines: z.array(roundLine).min(1).max(200),
  verify: z
    .object({
      name: z.enum(['round', 'event', 'table-round', 'hand', 'fish']),
      id: z.string().min(1).max(100),
    })
    .optional(),
});

/** What a `bet` was for, for the betting record: a sports bet's legs, or any other round's lines. */
export const vendorBetDetail = z.discriminatedUnion('kind', [sportsBetDetail, linesBetDetail]);
export type VendorBetDetail = z.infer<typeof vendorBetDetail>;

/** How a leg settled: push is a stake returned on the line (a void event's leg is void). */
export const sportsLegResults = ['won', 'lost', 'push', 'half-won', 'half-lost', 'void'] as const;
export type SportsLegResult = (typeof sportsLegResults)[number];

/** Each leg's result, sent with the sports bet's `win` (legs in the bet's order). */
export const sportsWinDetail = z.object({
  kind: z.literal('sports'),
  legs: z
    .array(z.object({ eventId: z.string().min(1).max(100), result: z.enum(sportsLegResults) }))
    .min(1)
    .max(20),
});

/** A lines round's result in words (e.g. "Banker 7 : Player 5") and what each winning line returned. */
export const linesWinDetail = z.object({
  kind: z.literal('lines'),
  result: localizedText,
  lines: z.array(roundLine).max(200),
});

/** How a `bet` settled, for the betting record. */
export const vendorWinDetail = z.discriminatedUnion('kind', [sportsWinDetail, linesWinDetail]);
export type VendorWinDetail = z.infer<typeof vendorWinDetail>;

export const vendorBetRequest = z.object({
  token,
  transactionId,
  roundId,
  amount: amount.positive(),
  /** The vendor's game code, for the betting record. */
  gameCode: z.string().max(64).optional(),
  /** What was bet on, for the betting record (sports: the legs). Not part of the idempotency check. */
  detail: vendorBetDetail.optional(),
});
export const vendorWinRequest = z.object({
  token,
  transactionId,
  roundId,
  /** 0 settles a lost round. */
  amount,
  betTransactionId: transactionId,
  /** How the bet settled, for the betting record (sports: each leg's result). */
  detail: vendorWinDetail.optional(),
});
export const vendorRollbackRequest = z.object({
  token,
  transactionId,
  roundId,
  betTransactionId: transactionId,
});

export const vendorRequests = {
  authenticate: vendorAuthenticateRequest,
  balance: vendorBalanceRequest,
  bet: vendorBetRequest,
  win: vendorWinRequest,
  rollback: vendorRollbackRequest,
} as const;

export const vendorAnswer = z.object({
  status: z.enum(vendorStatuses),
  balance: z.number(),
  currency: z.string(),
});
export type VendorAnswer = z.infer<typeof vendorAnswer>;

/** authenticate also says who plays: an opaque player id, a display name, the currency's decimals. */
export const vendorAuthenticateAnswer = vendorAnswer.extend({
  playerId: z.string().optional(),
  playerName: z.string().optional(),
  decimals: z.number().int().optional(),
  gameCode: z.string().optional(),
  trial: z.boolean().optional(),
  language: z.string().optional(),
  /**
   * House vendor only: the RTP variant in percent the merchant chose for this game (decision 0034).
   * Optional: a vendor that does not know it ignores it, a house vendor without it plays its default.
   */
  rtp: z.number().int().optional(),
  /**
   * House vendor only: the merchant's stake limits for this game (decision 0034), in the same unit as every
   * amount of the protocol (major units with `decimals` places). Sent both or neither, only when the
   * merchant set limits; the platform refuses a `bet` outside them. Absent: the engine's own limits apply.
   */
  minBet: z.number().positive().optional(),
  maxBet: z.number().positive().optional(),
});
export type VendorAuthenticateAnswer = z.infer<typeof vendorAuthenticateAnswer>;

/**
 * The transfer API a transfer-mode vendor offers the platform: `POST /transfer/v1/{vendorCode}/{action}`,
 * same signature header, idempotent by transactionId. The vendor keeps the player's balance.
 */
export const transferActions = ['deposit', 'withdraw', 'balance', 'status'] as const;
export type TransferAction = (typeof transferActions)[number];
export const transferStatuses = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'INSUFFICIENT_BALANCE',
  'NOT_FOUND',
  'DUPLICATE_CONFLICT',
  /** The transactionId was asked about (status) before it arrived: it is refused for good. */
  'TX_CANCELLED',
] as const;
export const transferMoveRequest = z.object({
  playerId: z.string().min(1).max(64),
  currency: z.string().min(1).max(8),
  decimals: z.number().int().min(0).max(4),
  transactionId,
  amount: amount.positive(),
});
export const transferBalanceRequest = z.object({
  playerId: z.string().min(1).max(64),
  currency: z.string().min(1).max(8),
  decimals: z.number().int().min(0).max(4),
});
export const transferStatusRequest = z.object({ transactionId });
export const transferAnswer = z.object({
  status: z.enum(transferStatuses),
  balance: z.number(),
  /**
   * status: whether the transaction is known and its kind. Asking about an unknown transactionId
   * tombstones it, so a deposit or withdrawal delayed in the network can no longer land after the
   * platform gave it up (it answers TX_CANCELLED).
   */
  found: z.boolean().optional(),
  kind: z.enum(['deposit', 'withdraw']).optional(),
  /** status of a known transaction: its first answer's status (OK, or the refusal it got). */
  outcome: z.enum(transferStatuses).optional(),
});
export type TransferAnswer = z.infer<typeof transferAnswer>;
