/**
 * One virtual event of any sport: its model (fixture + outcome table), its priced markets, its drawn
 * result and timeline, and the settlement of a selection on that result.
 *
 * Floats: an event uses at most SPORTS_FLOATS_PER_EVENT floats of the fair scheme, in the order each
 * sport's file documents; the first float always picks the outcome from the table (table.ts), so the
 * outcome never depends on the timeline's floats.
 */
import {
  type BasketballFixture,
  type BasketballScore,
  type BasketballTimeline,
  basketballMarketSpecs,
  basketballTable,
  basketballTimeline,
  gradeBasketball,
} from './basketball.ts';
import {
  type CockfightFixture,
  type CockfightResult,
  type CockfightTimeline,
  cockfightMarketSpecs,
  cockfightTable,
  cockfightTimeline,
  gradeCockfight,
} from './cockfight.ts';
import {
  type EsportsFixture,
  type EsportsSeries,
  type EsportsTimeline,
  esportsMarketSpecs,
  esportsTable,
  esportsTimeline,
  gradeEsports,
} from './esports.ts';
import {
  type FootballFixture,
  type FootballScore,
  type FootballTimeline,
  footballMarketSpecs,
  footballTable,
  footballTimeline,
  gradeFootball,
} from './football.ts';
import {
  DEFAULT_PRICING,
  type Grade,
  type SportId,
  type Market,
  type MarketSpec,
  type Pricing,
  priceMarkets,
} from './pricing.ts';
import { checkFloat, drawIndex, type FloatSource, type OutcomeTable } from './table.ts';

/** Enough for every sport's timeline (football needs at most 45): 8 HMAC blocks. */
export const SPORTS_FLOATS_PER_EVENT = 64;

interface SportTypes {
  football: { fixture: FootballFixture; outcome: FootballScore; timeline: FootballTimeline };
  basketball: { fixture: BasketballFixture; outcome: BasketballScore; timeline: BasketballTimeline };
  esports: { fixture: EsportsFixture; outcome: EsportsSeries; timeline: EsportsTimeline };
  cockfight: { fixture: CockfightFixture; outcome: CockfightResult; timeline: CockfightTimeline };
}

export type FixtureOf<S extends SportId> = SportTypes[S]['fixture'];
export type OutcomeOf<S extends SportId> = SportTypes[S]['outcome'];
export type TimelineOf<S extends SportId> = SportTypes[S]['timeline'];
export type SportOutcome = OutcomeOf<SportId>;

/** A fixture with its outcome table; build it once per fixture and share it across its events. */
export type SportModel<S extends SportId = SportId> = {
  [K in S]: {
    readonly sport: K;
    readonly fixture: FixtureOf<K>;
    readonly table: OutcomeTable<OutcomeOf<K>>;
  };
}[S];

export type DrawnEvent<S extends SportId = SportId> = {
  [K in S]: {
    readonly sport: K;
    /** Index in the model's table. */
    readonly outcomeIndex: number;
    readonly outcome: OutcomeOf<K>;
    readonly timeline: TimelineOf<K>;
  };
}[S];

/**
 * The model with each sport's default parameters. A schedule that tunes them (FootballParams,
 * BasketballParams) builds the same plain object itself: { sport, fixture, table: footballTable(fixture,
 * params) }.
 */
export function sportModel<S extends SportId>(sport: S, fixture: FixtureOf<S>): SportModel<S>;
export function sportModel(sport: SportId, fixture: FixtureOf<SportId>): SportModel {
  switch (sport) {
    case 'football':
      return { sport, fixture: fixture as FootballFixture, table: footballTable(fixture as FootballFixture) };
    case 'basketball': {
      const f = fixture as BasketballFixture;
      return { sport, fixture: f, table: basketballTable(f) };
    }
    case 'esports':
      return { sport, fixture: fixture as EsportsFixture, table: esportsTable(fixture as EsportsFixture) };
    case 'cockfight':
      return {
        sport,
        fixture: fixture as CockfightFixture,
        table: cockfightTable(fixture as CockfightFixture),
      };
  }
}

/** The market list before pricing (basketball's lines depend on the table). */
export function marketSpecs(model: SportModel): MarketSpec[] {
  switch (model.sport) {
    case 'football':
      return footballMarketSpecs();
    case 'basketball':
      return basketballMarketSpecs(model.table);
    case 'esports':
      return esportsMarketSpecs();
    case 'cockfight':
      return cockfightMarketSpecs();
  }
}

/** Every market of the event, priced (pricing.ts); unofferable selections and empty markets left out. */
export function priceEvent(model: SportModel, pricing: Pricing = DEFAULT_PRICING): Market[] {
  const specs = marketSpecs(model);
  switch (model.sport) {
    case 'football':
      return priceMarkets(model.sport, model.table, specs, gradeFootball, pricing);
    case 'basketball':
      return priceMarkets(model.sport, model.table, specs, gradeBasketball, pricing);
    case 'esports':
      return priceMarkets(model.sport, model.table, specs, gradeEsports, pricing);
    case 'cockfight':
      return priceMarkets(model.sport, model.table, specs, gradeCockfight, pricing);
  }
}

/** First float: the outcome; the following ones: the timeline (see each sport's file). */
export function drawEvent<S extends SportId>(
  sport: S,
  model: SportModel<S>,
  next: FloatSource,
): DrawnEvent<S>;
export function drawEvent(sport: SportId, model: SportModel, next: FloatSource): DrawnEvent {
  if (model.sport !== sport) throw new RangeError(`a ${model.sport} model cannot draw a ${sport} event`);
  const outcomeIndex = drawIndex(model.table.cdf, checkFloat(next()));
  switch (model.sport) {
    case 'football': {
      const outcome = model.table.outcomes[outcomeIndex] as FootballScore;
      return { sport: model.sport, outcomeIndex, outcome, timeline: footballTimeline(outcome, next) };
    }
    case 'basketball': {
      const outcome = model.table.outcomes[outcomeIndex] as BasketballScore;
      return { sport: model.sport, outcomeIndex, outcome, timeline: basketballTimeline(outcome, next) };
    }
    case 'esports': {
      const outcome = model.table.outcomes[outcomeIndex] as EsportsSeries;
      return { sport: model.sport, outcomeIndex, outcome, timeline: esportsTimeline(outcome, next) };
    }
    case 'cockfight': {
      const outcome = model.table.outcomes[outcomeIndex] as CockfightResult;
      return { sport: model.sport, outcomeIndex, outcome, timeline: cockfightTimeline(outcome, next) };
    }
  }
}

/** The grade of one selection (or its id) of a market on the event's outcome. */
export function settleSelection(
  market: Pick<Market, 'sport' | 'kind' | 'line'>,
  selection: { readonly id: string } | string,
  outcome: SportOutcome,
): Grade {
  if (market.sport !== outcome.sport)
    throw new RangeError(`a ${market.sport} market cannot settle on a ${outcome.sport} result`);
  const pick = typeof selection === 'string' ? selection : selection.id;
  switch (outcome.sport) {
    case 'football':
      return gradeFootball(market.kind, market.line, pick, outcome);
    case 'basketball':
      return gradeBasketball(market.kind, market.line, pick, outcome);
    case 'esports':
      return gradeEsports(market.kind, market.line, pick, outcome);
    case 'cockfight':
      return gradeCockfight(market.kind, market.line, pick, outcome);
  }
}
