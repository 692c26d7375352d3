/**
 * Exact fractions on bigint: win probabilities and prizes are rationals (1/216, 27/100, xiên's
 * inclusion-exclusion over 100^27), and money must never pass through a float.
 */
export interface Rational {
  /** Numerator; carries the sign. */
  readonly n: bigint;
  /** Denominator, always > 0, coprime with n. */
  readonly d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function rat(n: bigint | number, d: bigint | number = 1n): Rational {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('zero denominator');
  if (dd < 0n) {
    nn = -nn;
    dd = -dd;
  }
  const g = gcd(nn, dd);
  return g > 1n ? { n: nn / g, d: dd / g } : { n: nn, d: dd };
}

export const ZERO = rat(0);
export const ONE = rat(1);

export const add = (a: Rational, b: Rational) => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational) => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational) => rat(a.n * b.n, a.d * b.d);
export function div(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError('division by zero');
  return rat(a.n * b.d, a.d * b.n);
}
export const cmp = (a: Rational, b: Rational) => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};
export const eq = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;

export function sum(items: Iterable<Rational>): Rational {
  let s = ZERO;
  for (const r of items) s = add(s, r);
  return s;
}

/** Largest integer ≤ r (money is paid rounded down to the minor unit). */
export function floor(r: Rational): bigint {
  const q = r.n / r.d;
  return r.n < 0n && q * r.d !== r.n ? q - 1n : q;
}

/** Decimal text rounded down to `places` (display only; never parsed back). */
export function toFixedFloor(r: Rational, places: number): string {
  const scale = 10n ** BigInt(places);
  const scaled = floor(mul(r, rat(scale)));
  const negative = scaled < 0n;
  const digits = abs(scaled)
    .toString()
    .padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const frac = digits.slice(digits.length - places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${frac}` : ''}`;
}

/** "n/d" (or "n" when whole), e.g. "27/100". */
export const ratText = (r: Rational) => (r.d === 1n ? r.n.toString() : `${r.n}/${r.d}`);

/** Approximate value, for display and statistics only. */
export function toNumber(r: Rational): number {
  // Scale first so huge numerators and denominators (xiên) do not overflow to Infinity/Infinity.
  const shift = BigInt(Math.max(0, r.d.toString().length - 300));
  const s = 10n ** shift;
  return Number(r.n / s) / Number(r.d / s);
}
