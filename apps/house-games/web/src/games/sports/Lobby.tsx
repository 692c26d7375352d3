import { useId, useState } from 'react';
import type { SportId } from '../../../../src/engine/sports/index.ts';
import type {
  SportsEventValue,
  SportsMarketValue,
  SportsRulesValue,
} from '../../../../src/shared/sports-api.ts';
import { useI18n } from '../../i18n/react.tsx';
import { formatOdds, pickKey, type SlipPick } from '../../lib/sports-slip.ts';
import { Loading } from '../../shell/PlayApp.tsx';
import { Icon } from '../../shell/icons.tsx';
import { marketLabel, pickLabel, teamName } from './labels.ts';
import { formatCountdown } from './use-sports.ts';

/** The markets each sport shows on its card; "more markets" opens all of them. */
const MAIN_MARKETS: Record<SportId, readonly string[]> = {
  football: ['1x2', 'total:2.5'],
  basketball: ['moneyline', 'spread@0', 'total@0'],
  esports: ['match-winner', 'total-maps:2.5'],
  cockfight: ['winner'],
};

export interface EventsState {
  readonly events: readonly SportsEventValue[] | null;
  /** The sport's schedule and the operator's current limits (with the events). */
  readonly rules: SportsRulesValue | null;
  readonly error: string | null;
}

export function sidesOfEvent(e: SportsEventValue): { homeId?: string; awayId?: string } {
  const f = (e.fixture ?? {}) as Record<string, { id?: string } | undefined>;
  return e.sport === 'cockfight'
    ? { homeId: f.meron?.id, awayId: f.wala?.id }
    : { homeId: f.home?.id, awayId: f.away?.id };
}

export function pickOf(
  e: SportsEventValue,
  m: SportsMarketValue,
  selectionId: string,
  odds: number,
): SlipPick {
  const sides = sidesOfEvent(e);
  return {
    eventId: e.id,
    sport: e.sport,
    homeId: sides.homeId ?? '',
    awayId: sides.awayId ?? '',
    kickoffAt: e.kickoffAt,
    marketId: m.id,
    kind: m.kind,
    line: m.line,
    selectionId,
    odds,
  };
}

function Countdown({ to, now, label }: { to: string; now: number; label: 'kickoffIn' | 'endsIn' }) {
  const { t } = useI18n();
  const left = Date.parse(to) - now;
  return (
    <span className="sb-countdown" aria-live="off">
      {t(`sports.${label}`, { time: formatCountdown(left) })}
    </span>
  );
}

/** A market's name and its prices: inline ('short' labels) or in the expanded list ('compact'). */
function MarketRow({
  event,
  market,
  picked,
  onPick,
  closed,
  mode,
}: {
  event: SportsEventValue;
  market: SportsMarketValue;
  picked: ReadonlySet<string>;
  onPick: (pick: SlipPick) => void;
  closed: boolean;
  mode: 'short' | 'compact';
}) {
  const i18n = useI18n();
  const sides = sidesOfEvent(event);
  const full = (id: string) => pickLabel(i18n, event.sport, market.kind, market.line, id, sides);
  return (
    <div className={`sb-market${mode === 'compact' ? ' sb-market--full' : ''}`}>
      <span className="sb-market__name">{marketLabel(i18n.t, market.kind, market.line)}</span>
      <div
        className={`sb-prices sb-prices--${market.selections.length > 3 ? 'grid' : market.selections.length}`}
      >
        {market.selections.map((s) => {
          const key = pickKey({ eventId: event.id, marketId: market.id, selectionId: s.id });
          const on = picked.has(key);
          return (
            <button
              key={s.id}
              type="button"
              className="sb-price"
              aria-pressed={on}
              disabled={closed}
              onClick={() => onPick(pickOf(event, market, s.id, s.odds))}
              aria-label={`${marketLabel(i18n.t, market.kind, market.line)}: ${full(s.id)} @ ${formatOdds(s.odds)}`}
              title={full(s.id)}
            >
              <span className="sb-price__pick">
                {pickLabel(i18n, event.sport, market.kind, market.line, s.id, sides, mode)}
              </span>
              <span className="sb-price__odds">{formatOdds(s.odds)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function EventCard({
  event,
  now,
  picked,
  onPick,
  onWatch,
}: {
  event: SportsEventValue;
  now: number;
  picked: ReadonlySet<string>;
  onPick: (pick: SlipPick) => void;
  onWatch: (event: SportsEventValue) => void;
}) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [more, setMore] = useState(false);
  const moreId = useId();
  const sides = sidesOfEvent(event);
  const markets = event.markets ?? [];
  const main = MAIN_MARKETS[event.sport]
    .map((id) => markets.find((m) => m.id === id))
    .filter((m): m is SportsMarketValue => !!m);
  // Betting closes at kick-off on the server's clock, whatever the last poll said.
  const closed = event.phase !== 'open' || Date.parse(event.kickoffAt) <= now;
  const home = teamName(event.sport, sides.homeId, lang);
  const away = teamName(event.sport, sides.awayId, lang);
  return (
    <article className={`sb-event${closed ? ' sb-event--closed' : ''}`} aria-label={`${home} – ${away}`}>
      <div className="sb-event__teams">
        <span className="sb-event__team">{home}</span>
        <span className="sb-event__vs">
          {event.sport === 'cockfight' ? t('sports.vsCock') : t('sports.vs')}
        </span>
        <span className="sb-event__team sb-event__team--away">{away}</span>
      </div>
      {closed ? (
        <p className="sb-event__closed muted">
          {event.phase === 'playing' || Date.parse(event.kickoffAt) <= now ? (
            <>
              <span className="sb-live">{t('sports.live')}</span>{' '}
              <Countdown to={event.endAt} now={now} label="endsIn" />
              <button type="button" className="btn btn--ghost sb-watch" onClick={() => onWatch(event)}>
                {t('sports.watch')}
              </button>
            </>
          ) : (
            t('sports.bettingClosed')
          )}
        </p>
      ) : (
        <>
          <div className="sb-event__main">
            {main.map((m) => (
              <MarketRow
                key={m.id}
                event={event}
                market={m}
                picked={picked}
                onPick={onPick}
                closed={closed}
                mode="short"
              />
            ))}
          </div>
          {markets.length > main.length && (
            <button
              type="button"
              className="sb-more"
              aria-expanded={more}
              aria-controls={moreId}
              onClick={() => setMore((v) => !v)}
            >
              {more
                ? t('sports.lessMarkets')
                : t('sports.moreMarkets', { count: markets.length - main.length })}
            </button>
          )}
          {more && (
            <div id={moreId} className="sb-event__all">
              {markets
                .filter((m) => !main.includes(m))
                .map((m) => (
                  <MarketRow
                    key={m.id}
                    event={event}
                    market={m}
                    picked={picked}
                    onPick={onPick}
                    closed={closed}
                    mode="compact"
                  />
                ))}
            </div>
          )}
        </>
      )}
    </article>
  );
}

/** Upcoming events by kick-off (football: a round of 8), the next one open, later ones folded. */
export function Lobby({
  sport,
  state,
  now,
  picked,
  onPick,
  onRetry,
  onWatch,
}: {
  sport: SportId;
  state: EventsState;
  now: number;
  picked: ReadonlySet<string>;
  onPick: (pick: SlipPick) => void;
  onRetry: () => void;
  onWatch: (event: SportsEventValue) => void;
}) {
  const { t, locale } = useI18n();
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(new Set());
  if (state.events === null) {
    if (state.error)
      return (
        <div className="sb-empty" role="alert">
          <Icon name="alert" size={28} />
          <p>{state.error}</p>
          <button type="button" className="btn btn--ghost" onClick={onRetry}>
            <Icon name="refresh" size={18} /> {t('sports.retry')}
          </button>
        </div>
      );
    return <Loading label={t('sports.loadingEvents')} />;
  }
  const live = state.events.filter(
    (e) => e.phase === 'playing' || (e.phase === 'open' && Date.parse(e.kickoffAt) <= now),
  );
  const upcoming = state.events.filter((e) => e.phase === 'open' && Date.parse(e.kickoffAt) > now);
  const groups = new Map<string, SportsEventValue[]>();
  for (const e of upcoming) groups.set(e.kickoffAt, [...(groups.get(e.kickoffAt) ?? []), e]);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(iso),
    );

  return (
    <div className="sb-lobby">
      {state.error && (
        <p className="sb-note sb-note--error" role="alert">
          {state.error}
        </p>
      )}
      {upcoming.length === 0 && (
        <div className="sb-empty">
          <p>{t('sports.noEvents')}</p>
        </div>
      )}
      {[...groups.entries()].map(([kickoff, events], i) => {
        const open = i === 0 || unfolded.has(kickoff);
        const first = events[0]!;
        return (
          <section key={kickoff} className="sb-group" aria-label={time(kickoff)}>
            <header className="sb-group__head">
              <h2 className="sb-group__title">
                {sport === 'football' && first.round !== null
                  ? t('sports.round', { round: first.round })
                  : t('sports.kickoffAt', { time: time(kickoff) })}
              </h2>
              <span className="sb-group__time">
                {sport === 'football' && <span className="muted">{time(kickoff)} · </span>}
                <Countdown to={kickoff} now={now} label="kickoffIn" />
              </span>
              {i > 0 && (
                <button
                  type="button"
                  className="sb-group__fold"
                  aria-expanded={open}
                  onClick={() =>
                    setUnfolded((s) => {
                      const next = new Set(s);
                      if (next.has(kickoff)) next.delete(kickoff);
                      else next.add(kickoff);
                      return next;
                    })
                  }
                >
                  {open ? t('sports.hide') : t('sports.show', { count: events.length })}
                </button>
              )}
            </header>
            {open && (
              <div className="sb-group__events">
                {events.map((e) => (
                  <EventCard
                    key={e.id}
                    event={e}
                    now={now}
                    picked={picked}
                    onPick={onPick}
                    onWatch={onWatch}
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
      {live.length > 0 && (
        <section className="sb-group" aria-label={t('sports.inPlay')}>
          <header className="sb-group__head">
            <h2 className="sb-group__title">{t('sports.inPlay')}</h2>
          </header>
          <div className="sb-group__events">
            {live.map((e) => (
              <EventCard key={e.id} event={e} now={now} picked={picked} onPick={onPick} onWatch={onWatch} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
