/**
 * The verify page's sports part (issue 19): recompute a virtual event from its revealed server seed in
 * the browser, with the engine (src/engine/sports) on the WebCrypto fair source, and compare it with what
 * the server published: the seed's hash (published before betting), the result, the timeline that was
 * played, and every market's settlement on the recomputed result.
 */
import { hashSeedWeb } from '../../../src/engine/fair-web.ts';
import { isServerSeed } from '../../../src/engine/fair-core.ts';
import {
  type FixtureOf,
  type Grade,
  marketSpecs,
  settleSelection,
  type SportId,
  sportModel,
  type SportOutcome,
  verifySportsEventWeb,
} from '../../../src/engine/sports/index.ts';
import { type Check, combineChecks } from './verify-logic.ts';

/** What the page needs of an event (the event API's `event`). */
export interface PublishedEvent {
  readonly id: string;
  readonly sport: SportId;
  readonly fixture: unknown;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** Revealed once the event is settled or void. */
  readonly serverSeed: string | null;
  /** The settled outcome with its `timeline`. */
  readonly outcome: unknown;
}

export interface MarketSettlement {
  readonly id: string;
  readonly kind: string;
  readonly line: number | null;
  /** Every pick of the market with its grade on the recomputed result. */
  readonly picks: readonly { readonly id: string; readonly grade: Grade }[];
}

export interface SportsReport {
  readonly hashCheck: Check;
  readonly resultCheck: Check;
  readonly timelineCheck: Check;
  readonly outcome: SportOutcome;
  readonly timeline: unknown;
  readonly markets: readonly MarketSettlement[];
}

export type SportsVerifyError = 'seed.missing' | 'seed.invalid' | 'fixture.invalid';

/** Equal as JSON values, whatever the order of object keys (the server stores outcomes as JSONB). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The stored outcome split into the result and its timeline (null before settlement). */
export function storedResult(outcome: unknown): { result: unknown; timeline: unknown } | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const { timeline, ...result } = outcome as Record<string, unknown>;
  return { result, timeline };
}

const check = (ok: boolean | null): Check => (ok === null ? 'unknown' : ok ? 'match' : 'mismatch');

/**
 * Recomputes the event. `serverSeed` is the one to check (the revealed one, or one the player pasted);
 * without one, or with a malformed one, the answer is an error code for the page to translate.
 */
export async function verifySportsEvent(
  event: PublishedEvent,
  serverSeed: string | null = event.serverSeed,
): Promise<SportsReport | SportsVerifyError> {
  const seed = serverSeed?.trim().toLowerCase() ?? '';
  if (!seed) return 'seed.missing';
  if (!isServerSeed(seed)) return 'seed.invalid';
  let model;
  try {
    model = sportModel(event.sport, event.fixture as FixtureOf<SportId>);
  } catch {
    return 'fixture.invalid';
  }
  const [hash, drawn] = await Promise.all([
    hashSeedWeb(seed),
    verifySportsEventWeb(model, seed, event.clientSeed, event.nonce),
  ]);
  const stored = storedResult(event.outcome);
  const markets = marketSpecs(model).map((spec): MarketSettlement => ({
    id: spec.id,
    kind: spec.kind,
    line: spec.line,
    picks: spec.picks.map((id) => ({
      id,
      grade: settleSelection({ sport: event.sport, kind: spec.kind, line: spec.line }, id, drawn.outcome),
    })),
  }));
  return {
    hashCheck: check(hash === event.serverSeedHash.trim().toLowerCase()),
    resultCheck: check(stored ? sameJson(stored.result, drawn.outcome) : null),
    timelineCheck: check(stored ? sameJson(stored.timeline, drawn.timeline) : null),
    outcome: drawn.outcome,
    timeline: drawn.timeline,
    markets,
  };
}

/** The page's verdict on the event. */
export const sportsVerdict = (report: SportsReport): Check =>
  combineChecks([report.hashCheck, report.resultCheck, report.timelineCheck]);
