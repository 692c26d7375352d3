import { tierOrderProblems, type ContractTerms } from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import { AppError } from '../../lib/app-error.ts';

/**
 * Contract terms as stored (decision 0056): the wire's terms with amounts in minor units and percents in
 * basis points (integers only), so settlement never touches a float.
 */
export type StoredTier = Record<string, number | string>;
export interface StoredTerms {
  kind: ContractTerms['kind'];
  product: string;
  period?: string;
  periodicTotalBetRequired?: 'Y' | 'N';
  carryForward?: 0 | 1 | 2 | 3;
  /** Basis points of the team's deposit fees and promotions the agent bears. */
  costBearing?: { depositFee: number; promotion: number };
  tiers: StoredTier[];
}

const AMOUNTS = new Set(['minimumBet', 'netLoss', 'periodicTotalBet', 'betVolume', 'betAmount']);
const PERCENTS = new Set(['contractRate', 'lossRate', 'winRate']);

const minor = (v: number, decimals: number) => {
  const m = toMinor(v, decimals);
  if (m === null) throw new AppError('request_param_err');
  return Number(m);
};
const bp = (v: number) => minor(v, 2);

/** The period column of a contract: dividends' computation period, hourly's frequency, else ''. */
export const periodOfTerms = (t: ContractTerms): string =>
  t.kind === 'DIVIDEND' || t.kind === 'HOURLY' ? t.period : '';

/** Wire terms → stored, refusing tiers that are not each above the previous (inventory 2.1.10). */
export function storeTerms(t: ContractTerms, decimals: number): StoredTerms {
  const tiers: StoredTier[] = t.tiers.map((tier) => {
    const out: StoredTier = {};
    for (const [k, v] of Object.entries(tier)) {
      if (v === undefined) continue;
      if (AMOUNTS.has(k)) out[k] = minor(v as number, decimals);
      else if (PERCENTS.has(k)) out[k] = bp(v as number);
      else if (k === 'rate') {
        const rateType = (tier as { rateType: 'P' | 'F' }).rateType;
        if (rateType === 'P' && (v as number) > 100) throw new AppError('agent.contract.rate.invalid');
        out[k] = rateType === 'P' ? bp(v as number) : minor(v as number, decimals);
      } else out[k] = v as number | string;
    }
    return out;
  });
  const stored: StoredTerms = { kind: t.kind, product: t.product, tiers };
  if (t.kind === 'DIVIDEND') {
    stored.period = t.period;
    stored.periodicTotalBetRequired = t.periodicTotalBetRequired;
    stored.carryForward = t.carryForward as 0 | 1 | 2 | 3; // the schema bounds it to 0..3
    stored.costBearing = { depositFee: bp(t.costBearing.depositFee), promotion: bp(t.costBearing.promotion) };
    if (t.periodicTotalBetRequired === 'Y' && t.tiers.some((x) => x.periodicTotalBet === undefined))
      throw new AppError('agent.contract.tier.order');
    if (t.periodicTotalBetRequired === 'N') for (const x of tiers) delete x.periodicTotalBet;
  }
  if (t.kind === 'HOURLY') stored.period = t.period;
  checkTierOrder(stored);
  return stored;
}

/** Stored terms → wire. */
export function wireTerms(s: StoredTerms, decimals: number): ContractTerms {
  const tiers = s.tiers.map((tier) => {
    const out: Record<string, number | string> = {};
    for (const [k, v] of Object.entries(tier)) {
      if (AMOUNTS.has(k)) out[k] = toMajor(BigInt(v), decimals);
      else if (PERCENTS.has(k)) out[k] = toMajor(BigInt(v), 2);
      else if (k === 'rate') out[k] = toMajor(BigInt(v), tier.rateType === 'P' ? 2 : decimals);
      else out[k] = v;
    }
    return out;
  });
  const c = s.costBearing ?? { depositFee: 0, promotion: 0 };
  return {
    ...s,
    ...(s.kind === 'DIVIDEND'
      ? {
          costBearing: {
            depositFee: toMajor(BigInt(c.depositFee), 2),
            promotion: toMajor(BigInt(c.promotion), 2),
          },
        }
      : {}),
    tiers,
  } as unknown as ContractTerms;
}

/**
 * Each tier must be above the previous one ("Setting value in level must be higher than previous
 * level"): its bet threshold and rate strictly higher, its other conditions not lower. Salary tiers
 * keep one rate type. The rule (`tierOrder`) is the contract package's, shared with the back office form.
 */
export function checkTierOrder(s: StoredTerms): void {
  if (tierOrderProblems(s.kind, s.tiers).length > 0) throw new AppError('agent.contract.tier.order');
}

/**
 * The highest rate(s) of a contract, per rate kind, for the "never above my own" rule and
 * `downlineHigherRate`: dividend contractRate, salary rate by rateType (P percent, F fixed), real-time
 * lossRate and winRate.
 */
export function maxRates(s: StoredTerms): Record<string, number> {
  const out: Record<string, number> = {};
  const put = (k: string, v: number) => (out[k] = Math.max(out[k] ?? 0, v));
  for (const t of s.tiers) {
    if (s.kind === 'DIVIDEND') put('contractRate', Number(t.contractRate));
    else if (s.kind === 'REALTIME') {
      put('lossRate', Number(t.lossRate));
      put('winRate', Number(t.winRate));
    } else put(`rate${String(t.rateType)}`, Number(t.rate));
  }
  return out;
}

/** True when any rate of `a` is above the same rate of `b` (a rate kind `b` lacks counts as above). */
export function anyRateAbove(a: StoredTerms, b: StoredTerms): boolean {
  const ra = maxRates(a);
  const rb = maxRates(b);
  return Object.entries(ra).some(([k, v]) => v > 0 && (rb[k] === undefined || v > rb[k]));
}
