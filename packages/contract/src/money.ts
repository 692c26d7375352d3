/**
 * Money on the wire and inside (ARCHITECTURE.md "Money"): integer minor units (bigint) inside, major
 * units as JSON numbers with at most `decimals` places outside, converted exactly. No floats in
 * arithmetic: amounts from a client are parsed from their decimal text.
 */

/** Minor units as a major-unit number; exact while |minor| < 2^53, which the ledger's limits keep. */
export function toMajor(minor: bigint, decimals = 2): number {
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('amount out of the exactly representable range');
  }
  return Number(minor) / 10 ** decimals;
}

/**
 * A major-unit amount (number or decimal text) as minor units, or null when it is not a plain decimal
 * with at most `decimals` places (1e-7, NaN, 1.005 for two places, and negative zero-padding are refused).
 */
export function toMinor(major: number | string, decimals = 2): bigint | null {
  const text = typeof major === 'number' ? (Number.isFinite(major) ? String(major) : '') : major.trim();
  const match = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const minor = BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return sign ? -minor : minor;
}

/** Basis points (1/100 of a percent) as a percent number for display: 150 → 1.5. */
export const bpToPercent = (bp: number) => bp / 100;

/** A share of an amount in basis points, rounded half up to the minor unit. */
export function shareOf(amount: bigint, bp: number): bigint {
  return (amount * BigInt(bp) + 5_000n) / 10_000n;
}

/**
 * The deposit fee the customer pays (inventory 1.2.2): amount × percent plus the fixed part, clamped
 * to the channel's minimum and maximum fee (a null bound is no bound).
 */
export function depositFee(
  amount: bigint,
  c: { feeBp: number; feeFixed: bigint; feeMin: bigint | null; feeMax: bigint | null },
): bigint {
  if (amount <= 0n) return 0n;
  let fee = shareOf(amount, c.feeBp) + c.feeFixed;
  if (c.feeMin !== null && fee < c.feeMin) fee = c.feeMin;
  if (c.feeMax !== null && fee > c.feeMax) fee = c.feeMax;
  return fee > amount ? amount : fee;
}

/**
 * A deposit's figures (inventory 1.2.2): the fee, the channel's rebate and what the wallet receives
 * (amount − fee + rebate). The one place both the deposit form's live summary and the order use.
 */
export function depositFigures(
  amount: bigint,
  c: { feeBp: number; feeFixed: bigint; feeMin: bigint | null; feeMax: bigint | null; rebateBp: number },
): { fee: bigint; rebate: bigint; credit: bigint } {
  const fee = depositFee(amount, c);
  const rebate = amount > 0n ? shareOf(amount, c.rebateBp) : 0n;
  return { fee, rebate, credit: amount - fee + rebate };
}

/** A deposit promotion's bonus rule (inventory 1.2.2), amounts in minor units. */
export type PromotionRule =
  | {
      bonusType: 'FIXED';
      minDeposit: bigint;
      maxDeposit: bigint | null;
      tiers: { minDeposit: bigint; bonus: bigint }[];
    }
  | {
      bonusType: 'PERCENTAGE';
      minDeposit: bigint;
      maxDeposit: bigint | null;
      percentBp: number;
      minBonus: bigint;
      maxBonus: bigint | null;
    };

/**
 * The bonus a deposit earns under a promotion, or null when the amount is outside the promotion's range.
 * FIXED: the bonus of the highest tier the amount reaches (0 below the first). PERCENTAGE: amount ×
 * percent, clamped to the minimum and maximum bonus.
 */
export function promotionBonus(amount: bigint, rule: PromotionRule): bigint | null {
  if (amount < rule.minDeposit || (rule.maxDeposit !== null && amount > rule.maxDeposit)) return null;
  if (rule.bonusType === 'FIXED') {
    let bonus = 0n;
    for (const tier of rule.tiers) if (amount >= tier.minDeposit && tier.bonus > bonus) bonus = tier.bonus;
    return bonus;
  }
  let bonus = shareOf(amount, rule.percentBp);
  if (bonus < rule.minBonus) bonus = rule.minBonus;
  if (rule.maxBonus !== null && bonus > rule.maxBonus) bonus = rule.maxBonus;
  return bonus;
}

/** The turnover a promotion bonus asks for before it is released (decision 0010): (deposit + bonus) × multiple. */
export function bonusTurnover(amount: bigint, bonus: bigint, multiple: number): bigint {
  return (amount + bonus) * BigInt(multiple);
}
