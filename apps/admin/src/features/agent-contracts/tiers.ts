import { tierOrderProblems, type ContractKind, type ContractView } from '@portal/contract';

/** One input of a tier: an amount (two decimals), a percent (0–100), a head count or the rate type. */
export type TierFieldKind = 'amount' | 'percent' | 'count' | 'rateType';
export type TierField = { key: string; kind: TierFieldKind; optional?: boolean };

/** A salary tier: its bet threshold, active members, and a rate in percent or a fixed amount. */
const salaryFields = (threshold: string): TierField[] => [
  { key: threshold, kind: 'amount' },
  { key: 'activeMember', kind: 'count' },
  { key: 'rate', kind: 'amount' },
  { key: 'rateType', kind: 'rateType' },
];

/** The tier fields of each contract kind, in the inventory's order (2.1.10, 2.1.11). */
export const TIER_FIELDS: Record<ContractKind, TierField[]> = {
  DIVIDEND: [
    { key: 'minimumBet', kind: 'amount' },
    { key: 'netLoss', kind: 'amount' },
    { key: 'periodicTotalBet', kind: 'amount', optional: true },
    { key: 'activeMember', kind: 'count' },
    { key: 'contractRate', kind: 'percent' },
  ],
  DAILY: salaryFields('betVolume'),
  MR_DAILY: salaryFields('betVolume'),
  HOURLY: salaryFields('minimumBet'),
  REALTIME: [
    { key: 'betAmount', kind: 'amount' },
    { key: 'lossRate', kind: 'percent' },
    { key: 'winRate', kind: 'percent' },
  ],
};

/** A tier as typed: each field's text. */
export type TierDraft = Record<string, string>;
/** What is wrong with a field: empty, not a number of its kind, or not above the previous tier. */
export type TierProblem = 'required' | 'invalid' | 'order';

/** The fields a kind's tiers take: the dividend's periodic total bet only when the contract requires it. */
export const tierFieldsOf = (kind: ContractKind, periodic: boolean) =>
  TIER_FIELDS[kind].filter((f) => f.key !== 'periodicTotalBet' || periodic);

export const emptyTier = (kind: ContractKind): TierDraft =>
  Object.fromEntries(TIER_FIELDS[kind].map((f) => [f.key, f.kind === 'rateType' ? 'P' : '']));

/** A contract's tiers as drafts (modify starts from them). */
export const draftsOf = (c: ContractView): TierDraft[] =>
  (c.terms.tiers as Record<string, unknown>[]).map((tier) =>
    Object.fromEntries(
      TIER_FIELDS[c.kind].map((f) => [f.key, tier[f.key] === undefined ? '' : String(tier[f.key])]),
    ),
  );

function valueOf(f: TierField, text: string): number | string | null {
  const v = text.trim();
  if (f.kind === 'rateType') return v === 'P' || v === 'F' ? v : null;
  if (f.kind === 'count') return /^\d{1,6}$/.test(v) ? Number(v) : null;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return f.kind === 'percent' && n > 100 ? null : n;
}

/**
 * The drafts checked field by field and tier against tier (the contract package's `tierOrder`, as the
 * server checks it): the tiers to send when all is well, else the problems by tier index and field.
 */
export function checkTiers(
  kind: ContractKind,
  drafts: TierDraft[],
  periodic: boolean,
): {
  tiers: Record<string, number | string>[] | null;
  problems: Record<number, Record<string, TierProblem>>;
} {
  const fields = tierFieldsOf(kind, periodic);
  const problems: Record<number, Record<string, TierProblem>> = {};
  const flag = (i: number, key: string, p: TierProblem) => ((problems[i] ??= {})[key] ??= p);
  const tiers = drafts.map((d, i) => {
    const tier: Record<string, number | string> = {};
    for (const f of fields) {
      const text = d[f.key] ?? '';
      if (text.trim() === '') {
        if (!f.optional) flag(i, f.key, 'required');
        continue;
      }
      const v = valueOf(f, text);
      if (v === null) flag(i, f.key, 'invalid');
      else if (f.key === 'rate' && d.rateType === 'P' && Number(v) > 100) flag(i, f.key, 'invalid');
      else tier[f.key] = v;
    }
    return tier;
  });
  if (drafts.length === 0) flag(0, fields[0]!.key, 'required');
  for (const p of tierOrderProblems(kind, tiers)) {
    // Only a comparison of two typed values is an order problem.
    const prev = tiers[p.index - 1]!;
    const cur = tiers[p.index]!;
    if (cur[p.field] !== undefined && prev[p.field] !== undefined) flag(p.index, p.field, 'order');
  }
  return { tiers: Object.keys(problems).length === 0 ? tiers : null, problems };
}
