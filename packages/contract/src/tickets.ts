import { z } from 'zod';
import { localizedInput } from './backoffice-brands.ts';

/**
 * Tickets of the reward centre (issue 16 item 4, inventory 1.4.2 and the reward records of 1.4.1, decision
 * 0047): golden eggs, red-envelope rain (RAFFLE), prize wheels, cash vouchers and gift codes. Money on the
 * wire is in major units.
 */
export const ticketType = z.enum(['GOLDEN_EGG', 'RAFFLE', 'PRIZE_WHEEL', 'CASH_VOUCHER', 'GIFT_CODE']);
export type TicketType = z.infer<typeof ticketType>;
export const ticketRewardType = z.enum(['MONEY', 'POINT', 'MERCHANDISE', 'RETRY', 'NONE']);
export const ticketStatus = z.enum(['AVAILABLE', 'UNAVAILABLE']);
/** FIRST: the first deposit; AFTER_CLAIM: since the ticket was issued; HISTORY: everything. */
export const ticketDuration = z.enum(['FIRST', 'AFTER_CLAIM', 'HISTORY']);
/** Rule-engine kinds a ticket may require (decision 0040). */
export const ticketConditionKind = z.enum([
  'DEPOSIT_AMOUNT',
  'DEPOSIT_COUNT',
  'VALID_BET',
  'BET_COUNT',
  'NET_LOSS',
  'INVITED_FRIENDS',
]);
export const deliveryStatus = z.enum(['PENDING_DELIVERY', 'DELIVERED']);

const csv = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(item).max(10).optional(),
  );

// ---- member calls ----

export const getTicketsQuery = z.object({
  status: csv(ticketStatus),
  ticketType: csv(ticketType),
  includePendingDeliveryTickets: z
    .preprocess((v) => v === true || v === 'true', z.boolean())
    .optional()
    .default(false),
});
export const ticketCondition = z.object({
  condition: ticketConditionKind,
  /** Money kinds in major units; counts as counts. */
  target: z.number(),
  actual: z.number(),
  achieved: z.boolean(),
  duration: ticketDuration,
  gameVendor: z.string().nullable(),
  gameType: z.string().nullable(),
});
export const ticketItem = z.object({
  id: z.string(),
  ticketId: z.string(),
  transactionId: z.string(),
  type: ticketType,
  name: z.string(),
  description: z.string(),
  status: ticketStatus,
  /** Why an UNAVAILABLE ticket cannot be opened now. */
  reason: z.enum(['NOT_STARTED', 'CONDITIONS', 'PENDING_DELIVERY']).nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  conditions: z.array(ticketCondition),
  achievedConditionSize: z.number().int(),
  /** The provably fair commitment: hex SHA-256 of this ticket's server seed (decision 0047). */
  serverSeedHash: z.string(),
  /** Draws made so far (a prize wheel's RETRY results); the next draw uses this nonce. */
  spins: z.number().int(),
});
export type TicketItem = z.infer<typeof ticketItem>;
export const getTicketsValue = z.array(ticketItem);

export const transactionRequest = z.object({ transactionId: z.string().min(1).max(64) });
export const prizeWheelQuery = transactionRequest;
export const prizeWheelSlot = z.object({
  configId: z.string(),
  rewardType: ticketRewardType,
  /** MONEY in major units, POINT whole points, otherwise 0. */
  value: z.number(),
  productName: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export const prizeWheelValue = z.object({
  transactionId: z.string(),
  serverSeedHash: z.string(),
  spins: z.number().int(),
  prizeWheelData: z.array(prizeWheelSlot),
});
export type PrizeWheelValue = z.infer<typeof prizeWheelValue>;

export const claimTicketsRequest = z.object({
  transactionId: z.string().min(1).max(64),
  /** The member's own seed for this draw (decision 0047); the transaction id when absent. */
  clientSeed: z.string().min(1).max(64).optional(),
});
export const claimTicketsValue = z.object({
  value: z.object({
    type: z.enum(['MONEY', 'POINT', 'MERCHANDISE', 'RETRY', 'NONE', 'GIFT_CODE']),
    configId: z.string().nullable(),
    value: z.number(),
    productName: z.string().nullable(),
    giftCode: z.string().nullable(),
  }),
  /** The draw's proof: after a final result the server seed is revealed (null while a RETRY keeps it secret). */
  fair: z.object({
    serverSeedHash: z.string(),
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    roll: z.number().nullable(),
  }),
});
export type ClaimTicketsValue = z.infer<typeof claimTicketsValue>;

export const claimHistoryQuery = z.object({
  ticketType: ticketType.optional().or(z.literal('').transform(() => undefined)),
  claimDateFrom: z.iso.date().optional(),
  claimDateTo: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(13),
});
export const claimHistoryRow = z.object({
  id: z.string(),
  name: z.string(),
  type: ticketType,
  usedDate: z.string(),
  rewardType: z.string().nullable(),
  productName: z.string().nullable(),
  deliveryStatus: z.enum(['PENDING_DELIVERY', 'DELIVERED', 'ENCASHED']).nullable(),
  giftCode: z.string().nullable(),
  amount: z.number(),
  point: z.number(),
});
export const claimHistoryValue = z.object({
  list: z.array(claimHistoryRow),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  totalAmount: z.number(),
  totalPoint: z.number(),
});
export type ClaimHistoryValue = z.infer<typeof claimHistoryValue>;

// ---- back office ----

const localizedText = z.object({
  TW: z.string().max(2000).optional(),
  EN: z.string().max(2000).optional(),
  VI: z.string().max(2000).optional(),
});
export const ticketPrizeInput = z.object({
  rewardType: ticketRewardType,
  /** MONEY in major units, POINT whole points; ignored for the others. */
  value: z.number().min(0).max(1e10).default(0),
  productName: z.string().trim().max(120).nullable().default(null),
  weight: z.number().int().min(0).max(1_000_000),
});
export const ticketConditionInput = z.object({
  condition: ticketConditionKind,
  /** Money kinds in major units; counts as counts. */
  target: z.number().min(0).max(1e10),
  duration: ticketDuration.default('HISTORY'),
  gameVendor: z.string().trim().max(40).nullable().default(null),
  gameType: z.string().trim().max(40).nullable().default(null),
});
export const ticketTemplateInput = z
  .object({
    type: ticketType,
    name: localizedInput(80),
    description: localizedText.default({}),
    startTime: z.iso.datetime({ offset: true }).nullable().default(null),
    endTime: z.iso.datetime({ offset: true }).nullable().default(null),
    /** Days a ticket stays valid after it is issued (capped by endTime); null: until endTime. */
    validDays: z.number().int().min(1).max(3650).nullable().default(null),
    conditions: z.array(ticketConditionInput).max(10).default([]),
    prizes: z.array(ticketPrizeInput).max(24).default([]),
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
    issueOnRegistration: z.boolean().default(false),
    enabled: z.boolean().default(true),
  })
  .refine((c) => !c.startTime || !c.endTime || Date.parse(c.endTime) > Date.parse(c.startTime), {
    path: ['endTime'],
    message: 'range',
  })
  .refine((c) => c.type === 'GIFT_CODE' || (c.prizes.length > 0 && c.prizes.some((p) => p.weight > 0)), {
    path: ['prizes'],
    message: 'empty',
  })
  .refine((c) => c.type === 'PRIZE_WHEEL' || c.prizes.every((p) => p.rewardType !== 'RETRY'), {
    path: ['prizes'],
    message: 'retry',
  })
  .refine((c) => c.prizes.every((p) => p.rewardType !== 'MERCHANDISE' || !!p.productName), {
    path: ['prizes'],
    message: 'product',
  })
  .refine(
    (c) => c.prizes.every((p) => (p.rewardType !== 'MONEY' && p.rewardType !== 'POINT') || p.value > 0),
    { path: ['prizes'], message: 'value' },
  )
  .refine((c) => c.prizes.some((p) => p.rewardType !== 'RETRY' && p.weight > 0) || c.type === 'GIFT_CODE', {
    path: ['prizes'],
    message: 'retry',
  });
export type TicketTemplateInput = z.input<typeof ticketTemplateInput>;

export const boTicketTemplate = z.object({
  id: z.string(),
  type: ticketType,
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  validDays: z.number().nullable(),
  conditions: z.array(ticketConditionInput.required()),
  prizes: z.array(ticketPrizeInput.required().extend({ configId: z.string(), probability: z.number() })),
  turnoverMultiple: z.number(),
  issueOnRegistration: z.boolean(),
  enabled: z.boolean(),
  issued: z.number(),
  used: z.number(),
  giftCodesFree: z.number(),
  giftCodesTotal: z.number(),
});
export type BoTicketTemplate = z.infer<typeof boTicketTemplate>;
export const ticketIdParam = z.object({ id: z.string().regex(/^\d{1,12}$/) });
export const issueTicketsInput = z.object({
  templateId: z.string().regex(/^\d{1,9}$/),
  usernames: z.array(z.string().trim().min(1).max(40)).min(1).max(500),
});
export const issueTicketsValue = z.object({
  issued: z.array(z.object({ username: z.string(), transactionId: z.string() })),
  unknown: z.array(z.string()),
});
export const giftCodesInput = z.object({
  codes: z.array(z.string().trim().min(1).max(64)).min(1).max(5000),
});
export const boTicket = z.object({
  id: z.string(),
  transactionId: z.string(),
  username: z.string(),
  templateId: z.string(),
  type: ticketType,
  name: z.string(),
  source: z.string(),
  status: z.enum(['AVAILABLE', 'USED', 'CANCELLED']),
  issuedAt: z.string(),
  usedAt: z.string().nullable(),
  endDate: z.string().nullable(),
  rewardType: z.string().nullable(),
  amount: z.number(),
  points: z.number(),
  productName: z.string().nullable(),
  giftCode: z.string().nullable(),
  deliveryStatus: deliveryStatus.nullable(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
});
export type BoTicket = z.infer<typeof boTicket>;
export const boTicketsQuery = z.object({
  templateId: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  delivery: deliveryStatus.optional(),
});

// ---- scheduled raffles ----

const raffleIds = {
  promotionId: z.coerce.string().regex(/^\d{1,9}$/),
  raffleScheduleId: z.coerce.string().regex(/^\d{1,9}$/),
};
export const claimRaffleRequest = z.object(raffleIds);
export const raffleStatusQuery = z.object({
  rafflePromotionId: raffleIds.promotionId,
  raffleScheduleId: raffleIds.raffleScheduleId,
});
export const raffleStatusValue = z.object({
  isClaimed: z.boolean(),
  hasStarted: z.boolean(),
  hasEnded: z.boolean(),
  /** The next boundary: the schedule's start before it started, then its end. */
  due: z.string(),
  /** Seconds until `due` (0 once ended). */
  time: z.number().int(),
});
export type RaffleStatusValue = z.infer<typeof raffleStatusValue>;
/** `getRaffleSchedules` (decision 0050): the raffle schedules open now or starting within a day. */
export const raffleScheduleItem = z.object({
  promotionId: z.string(),
  raffleScheduleId: z.string(),
  name: z.string(),
  /** The type of the ticket a claim gives. */
  ticketType: z.enum(['GOLDEN_EGG', 'RAFFLE', 'PRIZE_WHEEL', 'CASH_VOUCHER', 'GIFT_CODE']),
  startTime: z.string(),
  endTime: z.string(),
  hasStarted: z.boolean(),
  isClaimed: z.boolean(),
});
export type RaffleScheduleItem = z.infer<typeof raffleScheduleItem>;
export const raffleSchedulesValue = z.array(raffleScheduleItem);
export const claimRaffleValue = z.object({
  promotionId: z.string(),
  raffleScheduleId: z.string(),
  ticket: ticketItem,
});
export type ClaimRaffleValue = z.infer<typeof claimRaffleValue>;
const raffleScheduleInput = z
  .object({
    /** An existing schedule kept (its times may change only while nobody claimed it); none: a new one. */
    id: z
      .string()
      .regex(/^\d{1,9}$/)
      .optional(),
    startTime: z.iso.datetime({ offset: true }),
    endTime: z.iso.datetime({ offset: true }),
  })
  .refine((x) => Date.parse(x.endTime) > Date.parse(x.startTime), {
    path: ['endTime'],
    message: 'range',
  });
export const rafflePromotionInput = z.object({
  name: localizedInput(80),
  templateId: z.string().regex(/^\d{1,9}$/),
  enabled: z.boolean().default(true),
  schedules: z
    .array(raffleScheduleInput)
    .min(1)
    .max(500)
    .refine(
      (list) => {
        const sorted = list
          .map((x) => [Date.parse(x.startTime), Date.parse(x.endTime)] as const)
          .sort((a, b) => a[0] - b[0]);
        return sorted.every((x, i) => i === 0 || x[0] >= sorted[i - 1]![1]);
      },
      { message: 'overlap' },
    ),
});
export type RafflePromotionInput = z.input<typeof rafflePromotionInput>;
export const boRafflePromotion = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  templateId: z.string(),
  enabled: z.boolean(),
  schedules: z.array(
    z.object({ id: z.string(), startTime: z.string(), endTime: z.string(), claims: z.number() }),
  ),
});
export type BoRafflePromotion = z.infer<typeof boRafflePromotion>;
