import { memberProfileField } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { turnoverWeights } from '../wallet/turnover.ts';
import * as repo from './metrics-repository.ts';
import type { BetFilter, Span } from './metrics-repository.ts';

/**
 * The rewards rule engine (decision 0040): a condition is a kind, a target, a filter and a window; one
 * metrics repository measures a member's actual value of a kind over a window from real rows, and the
 * evaluator answers {condition, actual, target, met}. Sign-in, newbie tasks, rescue fund, tickets and
 * missions all evaluate their conditions here.
 */
export const CONDITION_KINDS = [
  'DEPOSIT_AMOUNT',
  'DEPOSIT_COUNT',
  'VALID_BET',
  'BET_COUNT',
  'NET_LOSS',
  'PROFIT_MULTIPLIER',
  'PROFILE_COMPLETE',
  'INVITED_FRIENDS',
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

/** Profile fields PROFILE_COMPLETE may require. */
export const PROFILE_FIELDS = memberProfileField.options;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * Where a condition looks:
 * - FIRST: the first completed deposit (deposit kinds count that deposit alone; the others count from it on);
 * - AFTER_CLAIM: from `since` (the moment the reward or its previous claim was taken) on;
 * - HISTORY: everything;
 * - RANGE: [start, end).
 */
export type Window =
  | { type: 'FIRST' }
  | { type: 'AFTER_CLAIM'; since: Date }
  | { type: 'HISTORY' }
  | { type: 'RANGE'; start: Date; end: Date };

/**
 * Units of `target` and `actual`: money kinds in minor units; counts as counts; PROFIT_MULTIPLIER in
 * hundredths of the payout-to-stake ratio (250 = 2.5x); PROFILE_COMPLETE the number of required fields
 * present (target: how many fields `filter.fields` lists).
 */
export interface Condition {
  kind: ConditionKind;
  target: bigint;
  filter?: BetFilter & { fields?: ProfileField[] };
  window: Window;
}

export interface Evaluation {
  condition: ConditionKind;
  actual: bigint;
  target: bigint;
  met: boolean;
}

/** How money kinds render (major units) against counts and ratios. */
export const isMoneyKind = (k: ConditionKind) =>
  k === 'DEPOSIT_AMOUNT' || k === 'VALID_BET' || k === 'NET_LOSS';

/** Valid bet of one category: the turnover weight of decision 0020 (wallet/turnover.ts) applied. */
export const validBetOf = (gameType: string, bet: bigint) =>
  (bet * BigInt(turnoverWeights[gameType] ?? 100)) / 100n;

export function createConditions(db: Db) {
  /** The span a window covers for one member (null: the window has not started, e.g. no first deposit). */
  async function spanOf(customerId: number, window: Window): Promise<Span | null> {
    switch (window.type) {
      case 'HISTORY':
        return {};
      case 'AFTER_CLAIM':
        return { from: window.since };
      case 'RANGE':
        return { from: window.start, to: window.end };
      case 'FIRST': {
        const first = await repo.firstDeposit(db, customerId);
        return first?.settled_at ? { from: new Date(first.settled_at) } : null;
      }
    }
  }

  async function measure(customerId: number, c: Condition): Promise<bigint> {
    if (c.kind === 'PROFILE_COMPLETE') return profileScore(customerId, c.filter?.fields ?? []);
    const span = await spanOf(customerId, c.window);
    if (!span) return 0n;
    // A FIRST window's deposits are the first deposit alone.
    const depositSpan: Span =
      c.window.type === 'FIRST' ? { from: span.from, to: new Date(span.from!.getTime() + 1) } : span;
    switch (c.kind) {
      case 'DEPOSIT_AMOUNT':
        return (await repo.deposits(db, customerId, depositSpan)).total;
      case 'DEPOSIT_COUNT':
        return c.window.type === 'FIRST' ? 1n : (await repo.deposits(db, customerId, span)).count;
      case 'INVITED_FRIENDS': {
        const p = await repo.profile(db, customerId);
        const codes = [p?.affiliate_code, p?.username].filter((x): x is string => !!x);
        return repo.invitedFriends(db, customerId, codes, span);
      }
      default: {
        const rows = await repo.betsByCategory(db, customerId, span, c.filter ?? {});
        let sum = 0n;
        for (const r of rows) {
          if (c.kind === 'VALID_BET') sum += validBetOf(r.game_type, BigInt(r.bet));
          else if (c.kind === 'BET_COUNT') sum += BigInt(r.n);
          else if (c.kind === 'NET_LOSS') sum += BigInt(r.bet) - BigInt(r.win);
          else if (BigInt(r.best) > sum) sum = BigInt(r.best);
        }
        return c.kind === 'NET_LOSS' && sum < 0n ? 0n : sum;
      }
    }
  }

  async function profileScore(customerId: number, fields: ProfileField[]): Promise<bigint> {
    const p = await repo.profile(db, customerId);
    if (!p) return 0n;
    const has: Record<ProfileField, boolean> = {
      // A number checked by an SMS code, at registration or when bound in the security centre (decision 0051).
      MOBILE_VERIFIED: p.mobile_verified_at !== null,
      BANK_CARD: p.cards > 0,
      EMAIL: !!p.email,
      PAYEE_NAME: !!p.payee_name,
      BIRTHDAY: !!p.profile?.birthday,
      ADDRESS: !!p.profile?.address,
      AVATAR: !!p.avatar,
      NICKNAME: !!p.nickname,
      // Sign-in's "contact number" (inventory 1.4.1): a mobile number on file, verified or not.
      CONTACT_NUMBER: !!p.mobile_num,
      // Contacts and the ID number of the profile (registration or the security centre, decision 0051).
      QQ: !!p.profile?.qqNum,
      LINE: !!p.profile?.line,
      WHATSAPP: !!p.profile?.whatsapp,
      ZALO: !!p.profile?.zalo,
      FACEBOOK: !!p.profile?.facebook,
      WECHAT: !!p.profile?.wechat,
      ID_NUMBER: !!p.profile?.idNumber,
    };
    return BigInt(fields.filter((f) => has[f]).length);
  }

  return {
    spanOf,
    measure,
    /** One condition for one member: its actual value against its target. */
    async evaluate(customerId: number, c: Condition): Promise<Evaluation> {
      if (c.target < 0n) throw new AppError('request_param_err');
      const actual = await measure(customerId, c);
      return { condition: c.kind, actual, target: c.target, met: actual >= c.target };
    },
    /** Every condition (all are required): the evaluations and whether all are met. */
    async evaluateAll(customerId: number, cs: Condition[]) {
      const results = [];
      for (const c of cs) results.push(await this.evaluate(customerId, c));
      return { results, met: results.every((r) => r.met) };
    },
    now: () => clock.now(),
  };
}
export type Conditions = ReturnType<typeof createConditions>;
