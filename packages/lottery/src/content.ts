/**
 * Bet-content grammar building blocks. Every play's content is plain text:
 * - positions separated by "|" (a fixed count per play; an empty position is allowed where the play says so)
 * - numbers or options inside a position separated by ","
 * - no spaces; numbers are decimal digits, with the play's width (SSC "7", 11X5/PK10 "7" or "07", VN "07")
 * Parsers return the first problem as an error key plus an English detail; the normalised content (sorted,
 * zero-padded) is what the order stores.
 */
import type { ContentErrorKey, Failure } from './errors.ts';
import { failure, LotteryErrors } from './errors.ts';

export const MAX_CONTENT_LENGTH = 8192;

export type Parsed<S> = { readonly ok: true; readonly value: S } | Failure<ContentErrorKey>;

export const invalid = (detail: string) => failure(LotteryErrors.contentInvalid, detail);
export const duplicate = (detail: string) => failure(LotteryErrors.contentDuplicate, detail);
export const outOfRange = (detail: string) => failure(LotteryErrors.contentRange, detail);
export const badCount = (detail: string) => failure(LotteryErrors.contentCount, detail);
export const parsed = <S>(value: S): Parsed<S> => ({ ok: true, value });

export function isFailure(x: unknown): x is Failure<ContentErrorKey> {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && (x as { ok?: unknown }).ok === false;
}

/** Exactly `count` "|"-separated segments. */
export function segments(content: string, count: number): string[] | Failure<ContentErrorKey> {
  if (!/^[0-9a-z,|:]*$/.test(content))
    return invalid('only digits, lower-case options and , | : are allowed');
  const parts = content.split('|');
  if (parts.length !== count)
    return badCount(`expected ${count} positions separated by "|", got ${parts.length}`);
  return parts;
}

export interface NumberSpec {
  readonly min: number;
  readonly max: number;
  /** Allowed token lengths: "7" and "07" for 11X5 (1-2), exactly 2 for VN "07". */
  readonly minWidth: number;
  readonly maxWidth: number;
  /** Fewest numbers in the segment (0 allows an empty position). */
  readonly minCount: number;
  readonly maxCount?: number;
  /** Names the segment in details, e.g. "position 2". */
  readonly label: string;
}

/** A ","-list of distinct numbers, sorted ascending. */
export function numbers(segment: string, spec: NumberSpec): number[] | Failure<ContentErrorKey> {
  if (segment.includes('|')) return badCount(`${spec.label}: one position expected, found "|"`);
  if (segment === '') {
    return spec.minCount === 0 ? [] : badCount(`${spec.label}: pick at least ${spec.minCount}`);
  }
  const out: number[] = [];
  const seen = new Set<number>();
  for (const token of segment.split(',')) {
    if (/^\d+$/.test(token) && token.length > spec.maxWidth && Number(token) > spec.max) {
      return outOfRange(`${spec.label}: ${token} is outside ${spec.min}-${spec.max}`);
    }
    if (!/^\d+$/.test(token) || token.length < spec.minWidth || token.length > spec.maxWidth) {
      const width =
        spec.minWidth === spec.maxWidth ? `${spec.minWidth}` : `${spec.minWidth}-${spec.maxWidth}`;
      return invalid(`${spec.label}: "${token}" is not a ${width}-digit number`);
    }
    const v = Number(token);
    if (v < spec.min || v > spec.max)
      return outOfRange(`${spec.label}: ${token} is outside ${spec.min}-${spec.max}`);
    if (seen.has(v)) return duplicate(`${spec.label}: ${token} appears twice`);
    seen.add(v);
    out.push(v);
  }
  if (out.length < spec.minCount) return badCount(`${spec.label}: pick at least ${spec.minCount}`);
  if (spec.maxCount !== undefined && out.length > spec.maxCount) {
    return badCount(`${spec.label}: pick at most ${spec.maxCount}`);
  }
  return out.sort((a, b) => a - b);
}

/** A ","-list of distinct option words from `allowed`, returned in `allowed` order. */
export function words<W extends string>(
  segment: string,
  allowed: readonly W[],
  label: string,
  minCount: number,
): W[] | Failure<ContentErrorKey> {
  if (segment.includes('|')) return badCount(`${label}: one position expected, found "|"`);
  if (segment === '') return minCount === 0 ? [] : badCount(`${label}: pick at least ${minCount}`);
  const seen = new Set<W>();
  for (const token of segment.split(',')) {
    if (!/^[a-z]+$/.test(token)) return invalid(`${label}: "${token}" is not an option`);
    if (!(allowed as readonly string[]).includes(token)) {
      return outOfRange(`${label}: "${token}" is not one of ${allowed.join(', ')}`);
    }
    if (seen.has(token as W)) return duplicate(`${label}: ${token} appears twice`);
    seen.add(token as W);
  }
  if (seen.size < minCount) return badCount(`${label}: pick at least ${minCount}`);
  return allowed.filter((w) => seen.has(w));
}

export const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const joinNumbers = (ns: readonly number[], width: number) => ns.map((n) => pad(n, width)).join(',');
