import { useCallback, useMemo, useState } from 'react';
import type { SportId } from '../../../../src/engine/sports/index.ts';
import { sportsOfGame } from '../../../../src/shared/api.ts';
import { getSportsEvents } from '../../api/sports.ts';
import { useI18n } from '../../i18n/react.tsx';
import { pickChanges, pickKey, togglePick, type OddsChange, type SlipPick } from '../../lib/sports-slip.ts';
import { Drawer } from '../../shell/Drawer.tsx';
import { useMediaQuery } from '../../shell/hooks.ts';
import { errorKey, useHouse } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import { Loading } from '../../shell/PlayApp.tsx';
import { BetSlip, type SlipState } from './BetSlip.tsx';
import { Lobby, type EventsState } from './Lobby.tsx';
import { MyBets, useMyBets } from './MyBets.tsx';
import { ResultsView, StatsView, TableView } from './Results.tsx';
import { RulesPanel } from './Rules.tsx';
import { usePoll, useServerClock } from './use-sports.ts';
import { SportsWatch } from './watch/SportsWatch.tsx';
import '../games.css';
import './sports.css';

type View = 'lobby' | 'bets' | 'results' | 'table' | 'stats';

const ODDS_CHANGE_KEY = 'house.sports.oddsChange';

function storedOddsChange(): OddsChange {
  try {
    const v = localStorage.getItem(ODDS_CHANGE_KEY);
    return v === 'any' || v === 'higher' || v === 'none' ? v : 'higher';
  } catch {
    return 'higher';
  }
}

/**
 * The sportsbook of a session's code (issue 19): lobby with odds, bet slip (a right column on desktop,
 * a bottom sheet on phones), my bets, results, the football table, statistics and each sport's rules.
 */
export default function SportsGame() {
  const { t, lang } = useI18n();
  const house = useHouse();
  const sports = useMemo(() => sportsOfGame(house.code), [house.code]);
  const [sport, setSport] = useState<SportId>(sports[0] ?? 'football');
  const [view, setView] = useState<View>('lobby');
  const [events, setEvents] = useState<Partial<Record<SportId, EventsState>>>({});
  const [slip, setSlipState] = useState<SlipState>(() => ({
    picks: [],
    mode: 'singles',
    stakes: {},
    oddsChange: storedOddsChange(),
  }));
  const [slipOpen, setSlipOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [betsKey, setBetsKey] = useState(0);
  const myBets = useMyBets(betsKey);
  const [pollKey, setPollKey] = useState(0);
  const [watching, setWatching] = useState<{ eventId: string; sport: SportId } | null>(null);
  const desktop = useMediaQuery('(min-width: 900px)');
  const { now, sync } = useServerClock();

  const setSlip = useCallback((update: (s: SlipState) => SlipState) => {
    setSlipState((s) => {
      const next = update(s);
      if (next.oddsChange !== s.oddsChange)
        try {
          localStorage.setItem(ODDS_CHANGE_KEY, next.oddsChange);
        } catch {
          // Storage can be blocked in a third-party frame: the choice lasts for this page.
        }
      return next;
    });
  }, []);

  // Every sport of the lobby is polled: the slip may hold picks of the other tab, and their odds must be current.
  usePoll(
    async (signal) => {
      await Promise.all(
        sports.map(async (s) => {
          const sentAt = Date.now();
          try {
            const answer = await getSportsEvents(s, lang, signal);
            sync(answer.now, sentAt);
            setEvents((all) => ({
              ...all,
              [s]: { events: answer.events, rules: answer.rules, error: null },
            }));
          } catch (e) {
            if (signal.aborted) return;
            setEvents((all) => ({
              ...all,
              [s]: { events: all[s]?.events ?? null, rules: all[s]?.rules ?? null, error: t(errorKey(e)) },
            }));
          }
        }),
      );
    },
    5000,
    `${sports.join()}-${pollKey}`,
  );

  /** Current odds of every open selection, by pickKey (closed at kick-off on the server's clock). */
  const current = useMemo(() => {
    const map = new Map<string, number>();
    for (const s of sports)
      for (const e of events[s]?.events ?? [])
        if (e.phase === 'open' && Date.parse(e.kickoffAt) > now)
          for (const m of e.markets ?? [])
            for (const x of m.selections)
              map.set(pickKey({ eventId: e.id, marketId: m.id, selectionId: x.id }), x.odds);
    return map;
  }, [events, sports, now]);
  const changes = useMemo(() => pickChanges(slip.picks, current), [slip.picks, current]);
  const picked = useMemo(() => new Set(slip.picks.map(pickKey)), [slip.picks]);

  const onPick = useCallback(
    (pick: SlipPick) => setSlip((s) => ({ ...s, picks: togglePick(s.picks, pick) })),
    [setSlip],
  );
  const acceptChanges = () =>
    setSlip((s) => ({
      ...s,
      picks: s.picks.flatMap((p) => {
        const c = changes.get(pickKey(p));
        if (!c) return [p];
        return c.to === null ? [] : [{ ...p, odds: c.to }];
      }),
    }));

  // Stakes and the payout cap are the same for every sport: any sport's answer carries them.
  const rules = events[sport]?.rules ?? sports.map((s) => events[s]?.rules).find(Boolean) ?? null;
  const views: View[] = [
    'lobby',
    'bets',
    'results',
    ...(sports.includes('football') ? (['table'] as const) : []),
    'stats',
  ];
  const slipPanel = !rules ? (
    <Loading />
  ) : (
    <BetSlip
      limits={rules}
      slip={slip}
      setSlip={setSlip}
      changes={changes}
      onAcceptChanges={acceptChanges}
      onPlaced={() => setBetsKey((k) => k + 1)}
      onOddsChanged={() => setPollKey((k) => k + 1)}
    />
  );

  const content = (() => {
    if (watching)
      return (
        <SportsWatch eventId={watching.eventId} sport={watching.sport} onClose={() => setWatching(null)} />
      );
    switch (view) {
      case 'lobby':
        return (
          <Lobby
            sport={sport}
            state={events[sport] ?? { events: null, rules: null, error: null }}
            now={now}
            picked={picked}
            onPick={onPick}
            onRetry={() => setPollKey((k) => k + 1)}
            onWatch={(e) => setWatching({ eventId: e.id, sport: e.sport })}
          />
        );
      case 'bets':
        return (
          <MyBets
            bets={myBets.bets}
            error={myBets.error}
            onWatch={(eventId, s) => setWatching({ eventId, sport: s })}
          />
        );
      case 'results':
        return <ResultsView sport={sport} />;
      case 'table':
        return <TableView />;
      case 'stats':
        return <StatsView sport={sport} />;
    }
  })();

  return (
    <div className={`sb${desktop ? ' sb--desktop' : ''}`}>
      <nav className="sb-nav" aria-label={t('sports.nav')}>
        {sports.length > 1 && view !== 'table' && view !== 'bets' && (
          <div className="sb-tabs sb-tabs--sports" role="group" aria-label={t('sports.sportTabs')}>
            {sports.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={sport === s}
                className="sb-tab"
                onClick={() => {
                  setSport(s);
                  setWatching(null);
                }}
              >
                {t(`sports.sport.${s}`)}
              </button>
            ))}
          </div>
        )}
        <div className="sb-tabs sb-tabs--views" role="group" aria-label={t('sports.viewTabs')}>
          {views.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className="sb-tab sb-tab--view"
              onClick={() => {
                setView(v);
                setWatching(null);
              }}
            >
              {t(`sports.view.${v}`)}
            </button>
          ))}
          <button
            type="button"
            className="sb-tab sb-tab--view sb-tab--rules"
            onClick={() => setRulesOpen(true)}
          >
            <Icon name="book" size={16} /> {t('sports.rules.title')}
          </button>
        </div>
      </nav>
      <section className="sb-main" aria-label={t(`sports.view.${view}`)}>
        {content}
      </section>
      {desktop ? (
        <aside className="sb-side panel" aria-label={t('sports.slip.title')}>
          <h2 className="sb-side__title">
            {t('sports.slip.title')}{' '}
            {slip.picks.length > 0 && <span className="sb-badge">{slip.picks.length}</span>}
          </h2>
          {slipPanel}
        </aside>
      ) : (
        <>
          <button
            type="button"
            className="sb-slip-fab btn btn--primary"
            onClick={() => setSlipOpen(true)}
            aria-label={t('sports.slip.openCount', { count: slip.picks.length })}
            data-testid="sports-slip-open"
          >
            {t('sports.slip.title')}
            <span className="sb-badge">{slip.picks.length}</span>
          </button>
          <Drawer open={slipOpen} onClose={() => setSlipOpen(false)} title={t('sports.slip.title')}>
            {slipPanel}
          </Drawer>
        </>
      )}
      <Drawer
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        title={`${t('sports.rules.title')} · ${t(`sports.sport.${sport}`)}`}
      >
        {events[sport]?.rules ? (
          <RulesPanel sport={sport} rules={events[sport].rules} />
        ) : (
          <p className="muted">{t('app.loading')}</p>
        )}
      </Drawer>
    </div>
  );
}
