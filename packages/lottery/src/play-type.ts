/**
 * A play type: its codes, prize mode, content grammar and parser, bet count, prize levels with their exact
 * expected wins, settlement and rules text. Plays are written per group in plays/*.ts with definePlay,
 * which also checks its own worked example at load time.
 */
import type { ContentErrorKey, Failure } from './errors.ts';
import type { BallResult, DrawResult, GroupCode, GroupFamily, PrizeMode, VnResult } from './groups.ts';
import { formatWinNo, GROUPS, parseWinNo, vnSpecial } from './groups.ts';
import type { PrizeLevel } from './odds.ts';
import type { Parsed } from './content.ts';
import { badCount, invalid, MAX_CONTENT_LENGTH } from './content.ts';
import { composeRules } from './rules.ts';
import type { Text } from './text.ts';

export type ResultOf<G extends GroupCode> = G extends 'VNC_27' | 'VNC_18' ? VnResult : BallResult;

/**
 * Stake bounds of one order line, in minor units for the reference base unit of 200 (2.00 in a
 * two-decimal currency); order.ts scales them by unitBaseMinor / 200.
 */
export interface StakeLimits {
  readonly min: bigint;
  readonly max: bigint;
}
export const DEFAULT_STAKE_LIMITS: StakeLimits = { min: 2n, max: 20_000_000n };

/** How the record pages show the winning number for a play (inventory 3.6 for VN). */
export interface WinningNumberView {
  readonly balls: readonly string[];
  readonly text: string;
  /** The special prize is shown in bold. */
  readonly bold: boolean;
}

export interface PlaySpec<S, G extends GroupCode> {
  /** Numeric playId, unique across the engine. */
  readonly id: number;
  /** Unique within the group (the same code names the same kind of play in another group). */
  readonly code: string;
  readonly group: G;
  readonly prizeMode: PrizeMode;
  readonly name: Text;
  /** The content format in words (the code comment of each play shows it with an example). */
  readonly grammar: Text;
  readonly how: Text;
  readonly wins: Text;
  readonly levels: readonly PrizeLevel[];
  /** Content is already trimmed and length-checked. */
  parse(content: string): Parsed<S>;
  /** Normalised content (sorted, zero-padded) for storage and display. */
  format(value: S): string;
  betCount(value: S): number;
  /** Winning single bets per level key (levels without wins may be left out). */
  winningBets(value: S, result: ResultOf<G>): Record<string, number>;
  readonly example: { readonly content: string; readonly winNo: string };
  readonly stakeLimits?: StakeLimits;
  winningNumber?(result: ResultOf<G>): WinningNumberView;
}

/** A parsed, validated content; only the play that made it accepts it. */
export interface Selection {
  readonly group: GroupCode;
  readonly playCode: string;
  /** Normalised content. */
  readonly content: string;
  readonly betCount: number;
  readonly value: unknown;
}

export type ParseOutcome = { readonly ok: true; readonly selection: Selection } | Failure<ContentErrorKey>;

export interface PlayType {
  readonly id: number;
  readonly code: string;
  readonly group: GroupCode;
  readonly family: GroupFamily;
  readonly prizeMode: PrizeMode;
  /** The records' playMenuType: 2 shows odds (entertainment plays), 1 the bet count (inventory 3.5). */
  readonly playMenuType: 1 | 2;
  readonly name: Text;
  readonly grammar: Text;
  readonly how: Text;
  readonly wins: Text;
  readonly levels: readonly PrizeLevel[];
  readonly rules: Text;
  readonly stakeLimits: StakeLimits;
  readonly example: { readonly content: string; readonly winNo: string };
  parse(content: string): ParseOutcome;
  /** Winning single bets per level key, every level present (0 when none). */
  winningBets(selection: Selection, result: DrawResult): Record<string, number>;
  winningNumber(result: DrawResult): WinningNumberView;
}

const MAX_BET_COUNT = 10_000_000;

export function defaultWinningNumber(result: DrawResult): WinningNumberView {
  if ('prizes' in result) {
    const special = vnSpecial(result);
    return { balls: [special], text: special, bold: true };
  }
  const text = formatWinNo(result);
  return { balls: text.split(','), text, bold: false };
}

export function definePlay<S, G extends GroupCode>(spec: PlaySpec<S, G>): PlayType {
  const group = GROUPS[spec.group];
  const levelKeys = spec.levels.map((l) => l.key);
  if (new Set(levelKeys).size !== levelKeys.length || levelKeys.length === 0) {
    throw new Error(`${spec.group}/${spec.code}: level keys must be unique and non-empty`);
  }

  const parse = (content: string): ParseOutcome => {
    if (typeof content !== 'string') return invalid('content must be text');
    if (content.length > MAX_CONTENT_LENGTH) return invalid(`content longer than ${MAX_CONTENT_LENGTH}`);
    const r = spec.parse(content.trim());
    if (!r.ok) return r;
    const betCount = spec.betCount(r.value);
    if (betCount < 1) return badCount('the content makes no single bet');
    if (betCount > MAX_BET_COUNT) return badCount(`more than ${MAX_BET_COUNT} single bets`);
    return {
      ok: true,
      selection: {
        group: spec.group,
        playCode: spec.code,
        content: spec.format(r.value),
        betCount,
        value: r.value,
      },
    };
  };

  const winningBets = (selection: Selection, result: DrawResult): Record<string, number> => {
    if (selection.group !== spec.group || selection.playCode !== spec.code) {
      throw new TypeError(
        `selection of ${selection.group}/${selection.playCode} given to ${spec.group}/${spec.code}`,
      );
    }
    if (result.group !== spec.group)
      throw new TypeError(`a ${result.group} result given to a ${spec.group} play`);
    const raw = spec.winningBets(selection.value as S, result as ResultOf<G>);
    const out: Record<string, number> = {};
    for (const k of levelKeys) out[k] = raw[k] ?? 0;
    return out;
  };

  const exampleParsed = parse(spec.example.content);
  const exampleResult = parseWinNo(spec.group, spec.example.winNo);
  if (!exampleParsed.ok || !exampleResult) {
    throw new Error(`${spec.group}/${spec.code}: its rules example does not parse`);
  }

  return {
    id: spec.id,
    code: spec.code,
    group: spec.group,
    family: group.family,
    prizeMode: spec.prizeMode,
    playMenuType: spec.prizeMode === 'ELOTT' ? 2 : 1,
    name: spec.name,
    grammar: spec.grammar,
    how: spec.how,
    wins: spec.wins,
    levels: spec.levels,
    stakeLimits: spec.stakeLimits ?? DEFAULT_STAKE_LIMITS,
    example: spec.example,
    rules: composeRules({
      group,
      prizeMode: spec.prizeMode,
      how: spec.how,
      grammar: spec.grammar,
      wins: spec.wins,
      levels: spec.levels,
      example: {
        content: exampleParsed.selection.content,
        winNo: spec.example.winNo,
        betCount: exampleParsed.selection.betCount,
        winningBets: winningBets(exampleParsed.selection, exampleResult),
      },
    }),
    parse,
    winningBets,
    winningNumber(result: DrawResult) {
      if (result.group !== spec.group)
        throw new TypeError(`a ${result.group} result given to a ${spec.group} play`);
      return spec.winningNumber ? spec.winningNumber(result as ResultOf<G>) : defaultWinningNumber(result);
    },
  };
}

/** A single-level play's level. */
export const winLevel = (expected: PrizeLevel['expected'], name: Text): PrizeLevel => ({
  key: 'win',
  name,
  expected,
});
