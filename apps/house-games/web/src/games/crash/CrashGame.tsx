import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CrashState } from '../../../../src/shared/api.ts';
import { HouseApiError, type ClientErrorCode } from '../../api/client.ts';
import { useI18n } from '../../i18n/react.tsx';
import { clampBet } from '../../lib/bet.ts';
import { crashView, crashWinMinor, parseCashout, type CrashView } from '../../lib/crash-clock.ts';
import { formatMultiplier } from '../../lib/money.ts';
import { BetSelector, useBetRules } from '../../shell/BetSelector.tsx';
import { CopyButton } from '../../shell/FairnessDrawer.tsx';
import { useAnimationFrame, useSpaceKey } from '../../shell/hooks.ts';
import { useHouse } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import { verifyCrashHref } from '../../shell/links.ts';
import { CrashCanvas } from './CrashCanvas.tsx';
import { useCrashFeed } from './useCrashFeed.ts';
import '../games.css';
import './crash.css';

interface MyBet {
  readonly roundId: string;
  readonly bet: number;
  readonly autoCashout: number | null;
  readonly cashedOutAt: number | null;
  readonly win: number;
}

const chipTone = (m: number) => (m < 200 ? 'low' : m < 1000 ? 'mid' : 'high');
const short = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash);

function toView(state: CrashState | null, now: number): CrashView {
  if (!state) return { phase: 'betting', multiplier: 100, elapsed: 0, countdown: 0 };
  return crashView(
    {
      phase: state.phase,
      startsAt: Date.parse(state.startsAt),
      multiplier: state.multiplier,
      crashPoint: state.crashPoint,
    },
    now,
  );
}

/** Re-renders its children's numbers every frame while active (kept small: the multiplier, the button). */
function useLiveView(
  state: CrashState | null,
  now: () => number,
  active: boolean,
  reducedMotion: boolean,
): CrashView {
  const [view, setView] = useState(() => toView(state, now()));
  const last = useRef(0);
  useAnimationFrame((t) => {
    if (t - last.current < (reducedMotion ? 250 : 33)) return;
    last.current = t;
    setView(toView(state, now()));
  }, active);
  // A new message always shows at once.
  useEffect(() => setView(toView(state, now())), [state, now]);
  return view;
}

function BigMultiplier({
  view,
  locale,
  t,
}: {
  view: CrashView;
  locale: string;
  t: ReturnType<typeof useI18n>['t'];
}) {
  if (view.phase === 'betting') {
    return (
      <div className="crash__big crash__big--betting">
        <span className="crash__big-label">{t('crash.nextRound')}</span>
        <strong>{(view.countdown / 1000).toFixed(1)}s</strong>
      </div>
    );
  }
  return (
    <div className={`crash__big crash__big--${view.phase}`}>
      <strong>{formatMultiplier(view.multiplier, locale)}</strong>
      {view.phase === 'crashed' && (
        <span className="crash__big-label">
          {t('crash.crashedAt', { multiplier: formatMultiplier(view.multiplier, locale) })}
        </span>
      )}
    </div>
  );
}

export default function CrashGame() {
  const house = useHouse();
  const { t, locale, lang } = useI18n();
  const rules = useBetRules(1);
  const bet = clampBet(house.bet, rules);
  const autoId = useId();
  const [mine, setMine] = useState<MyBet | null>(null);
  const [queued, setQueued] = useState(false);
  const [busy, setBusy] = useState(false);
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState('2.00');
  const checking = useRef(false);
  const { api, fail, setBalance, setLastWin, cue } = house;

  // When the feed keeps failing, ask once whether the session itself has gone.
  const onDown = useCallback(
    (attempt: number) => {
      if (attempt < 1 || checking.current) return;
      checking.current = true;
      api
        .balance()
        .catch((e: unknown) => {
          if (e instanceof HouseApiError && e.sessionGone) fail(e);
        })
        .finally(() => {
          checking.current = false;
        });
    },
    [api, fail],
  );
  const onRefused = useCallback(
    (code: string, message: string) => fail(new HouseApiError(code as ClientErrorCode, message)),
    [fail],
  );
  const feed = useCrashFeed(house.session.session, onDown, onRefused);
  const { state } = feed;

  // Rounds seen crashing while the page is open, with what the verify page needs.
  const [seen, setSeen] = useState<
    ReadonlyMap<string, { hash: string; roundNumber?: number; crashPoint: number }>
  >(new Map());
  useEffect(() => {
    if (state?.phase !== 'crashed' || !state.hash || state.crashPoint === null) return;
    const { roundId, hash, roundNumber, crashPoint } = state;
    setSeen((old) => (old.has(roundId) ? old : new Map(old).set(roundId, { hash, roundNumber, crashPoint })));
  }, [state]);
  const crashLink = (roundId: string | undefined) => {
    if (!state) return null;
    const round = roundId ? seen.get(roundId) : undefined;
    return verifyCrashHref(lang, { chain: state.chainTerminatingHash, salt: state.salt, ...round });
  };
  const { now } = feed;
  const phase = state?.phase ?? 'betting';
  const view = useLiveView(state, now, phase !== 'crashed', house.reducedMotion);
  const autoCashout = autoOn ? parseCashout(autoText) : null;
  const me = house.session.player.name;

  // Follow my bet through the round: auto cash-outs happen on the server and show in the bets list.
  const prevPhase = useRef<string | null>(null);
  useEffect(() => {
    if (!state) return;
    const entry = state.bets.find((b) => b.mine) ?? state.bets.find((b) => b.player === me);
    if (mine && mine.roundId === state.roundId && entry?.cashedOutAt && !mine.cashedOutAt) {
      setMine({ ...mine, cashedOutAt: entry.cashedOutAt, win: entry.win });
      setLastWin(entry.win);
      cue('win');
    }
    if (prevPhase.current !== 'crashed' && state.phase === 'crashed' && mine?.roundId === state.roundId) {
      if (!mine.cashedOutAt && !entry?.cashedOutAt) {
        setLastWin(0);
        cue('lose');
      }
      api
        .balance()
        .then((b) => setBalance(b.balance))
        .catch(fail);
    }
    prevPhase.current = state.phase;
  }, [state, mine, me, api, fail, setBalance, setLastWin, cue]);

  const placeBet = useCallback(async () => {
    if (busy) return;
    if (autoOn && autoCashout === null) {
      fail(new HouseApiError('bet.invalid', t('crash.autoInvalid')));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.crashBet(house.major(bet), autoCashout ?? undefined);
      setBalance(answer.balance);
      setMine({ roundId: answer.roundId, bet: house.major(bet), autoCashout, cashedOutAt: null, win: 0 });
      cue('tick');
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }, [busy, autoOn, autoCashout, api, house, bet, setBalance, cue, fail, t]);

  // A bet asked for during a round goes in as soon as the next one takes bets.
  useEffect(() => {
    if (queued && state?.phase === 'betting' && mine?.roundId !== state.roundId) {
      setQueued(false);
      void placeBet();
    }
  }, [queued, state, mine, placeBet]);

  const cashOut = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await api.crashCashout();
      setBalance(answer.balance);
      setLastWin(answer.win);
      setMine((m) => (m ? { ...m, cashedOutAt: answer.multiplier, win: answer.win } : m));
      cue('win');
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const live = mine && state && mine.roundId === state.roundId ? mine : null;
  const canCashOut = phase === 'running' && live !== null && live.cashedOutAt === null;
  const inBetting = phase === 'betting' && state !== null;
  const hasBetThisRound = inBetting && live !== null;

  const action = () => {
    if (canCashOut) void cashOut();
    else if (inBetting && !hasBetThisRound) void placeBet();
    else if (!inBetting) setQueued((q) => !q);
  };
  useSpaceKey(action, true);

  const currentWin = live ? house.major(crashWinMinor(house.minor(live.bet), view.multiplier)) : 0;
  let button: { label: string; tone: string; disabled: boolean };
  if (canCashOut)
    button = {
      label: t('crash.cashOut', { amount: house.money(currentWin) }),
      tone: 'cashout',
      disabled: busy,
    };
  else if (hasBetThisRound) button = { label: t('crash.betPlaced'), tone: 'waiting', disabled: true };
  else if (inBetting) button = { label: t('crash.placeBet'), tone: 'bet', disabled: busy };
  else if (queued) button = { label: t('crash.cancelQueued'), tone: 'queued', disabled: false };
  else button = { label: t('crash.betNext'), tone: 'bet', disabled: false };

  const history = state?.history ?? [];

  return (
    <div className="game-layout crash">
      <section className="panel game-layout__controls" aria-label={t('game.controls')}>
        <BetSelector rules={rules} disabled={hasBetThisRound || canCashOut || busy} />
        <div className="field">
          <div className="field__row">
            <input
              id={`${autoId}-on`}
              type="checkbox"
              className="check"
              checked={autoOn}
              onChange={(e) => setAutoOn(e.target.checked)}
              disabled={hasBetThisRound || canCashOut}
            />
            <label htmlFor={`${autoId}-on`} className="field__label">
              {t('crash.autoCashout')}
            </label>
          </div>
          <div className="input-suffix">
            <input
              id={autoId}
              className="input"
              inputMode="decimal"
              value={autoText}
              disabled={!autoOn || hasBetThisRound || canCashOut}
              onChange={(e) => setAutoText(e.target.value)}
              aria-label={t('crash.autoCashoutAt')}
              aria-invalid={autoOn && autoCashout === null}
            />
            <span aria-hidden="true">×</span>
          </div>
          {autoOn && autoCashout === null && (
            <span className="field__help field__help--error">{t('crash.autoInvalid')}</span>
          )}
        </div>
        <button
          type="button"
          className={`btn btn--lg btn--block play-btn crash__action crash__action--${button.tone}`}
          onClick={action}
          disabled={button.disabled}
          aria-keyshortcuts="Space"
        >
          {button.label}
        </button>
        <p className="hint">{t('game.spaceHint')}</p>

        <div className="crash__bets">
          <h2 className="panel__title">
            {t('crash.liveBets')} <span className="muted">({state?.bets.length ?? 0})</span>
          </h2>
          <table className="bets-table">
            <thead>
              <tr>
                <th scope="col">{t('crash.player')}</th>
                <th scope="col">{t('crash.bet')}</th>
                <th scope="col">{t('crash.at')}</th>
                <th scope="col">{t('crash.win')}</th>
              </tr>
            </thead>
            <tbody>
              {(state?.bets ?? []).map((b, i) => (
                <tr
                  key={`${b.player}-${i}`}
                  className={(b.mine ?? b.player === me) ? 'bets-table__me' : undefined}
                >
                  <td>{b.player}</td>
                  <td>{house.money(b.bet)}</td>
                  <td>{b.cashedOutAt ? formatMultiplier(b.cashedOutAt, locale) : '—'}</td>
                  <td className={b.win > 0 ? 'pos' : undefined}>{b.win > 0 ? house.money(b.win) : '—'}</td>
                </tr>
              ))}
              {(state?.bets.length ?? 0) === 0 && (
                <tr>
                  <td colSpan={4} className="muted">
                    {t('crash.noBets')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>

      <section className="stage crash__stage" aria-label={t(`game.${house.code}`)}>
        <ol className="results" aria-label={t('crash.lastPoints')}>
          {history.slice(0, 16).map((h) => (
            <li key={h.roundId}>
              {seen.has(h.roundId) ? (
                <a
                  className={`result-chip result-chip--${chipTone(h.crashPoint)}`}
                  href={crashLink(h.roundId) ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t('crash.verify')}
                >
                  {formatMultiplier(h.crashPoint, locale)}
                </a>
              ) : (
                <span className={`result-chip result-chip--${chipTone(h.crashPoint)}`}>
                  {formatMultiplier(h.crashPoint, locale)}
                </span>
              )}
            </li>
          ))}
        </ol>
        <div className="crash__screen">
          <CrashCanvas
            view={() => toView(state, now())}
            reducedMotion={house.reducedMotion}
            label={t('crash.canvasLabel')}
          />
          <div className="crash__overlay" aria-hidden="true">
            <BigMultiplier view={view} locale={locale} t={t} />
            {view.phase === 'betting' && state && (
              <div className="crash__countdown">
                <span style={{ width: `${Math.min(100, (view.countdown / 10_000) * 100)}%` }} />
              </div>
            )}
            {live && live.cashedOutAt && (
              <div className="crash__mine">
                {t('crash.youCashedOut', {
                  multiplier: formatMultiplier(live.cashedOutAt, locale),
                  amount: house.money(live.win),
                })}
              </div>
            )}
          </div>
          {feed.status !== 'open' && (
            <div className="crash__status" role="status">
              <span className="spinner spinner--sm" />{' '}
              {feed.status === 'connecting' ? t('crash.connecting') : t('crash.reconnecting')}
            </div>
          )}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {phase === 'crashed' && state?.crashPoint
            ? t('crash.crashedAt', { multiplier: formatMultiplier(state.crashPoint, locale) })
            : phase === 'running'
              ? t('crash.running')
              : t('crash.betting')}
        </p>
        {state && (
          <div className="crash__chain">
            <span className="muted">{t('crash.chainHash')}</span>
            <code title={state.chainTerminatingHash}>{short(state.chainTerminatingHash)}</code>
            <CopyButton text={state.chainTerminatingHash} label={t('common.copy')} />
            {state.phase === 'crashed' && state.hash && (
              <>
                <span className="muted">{t('crash.roundHash')}</span>
                <code title={state.hash}>{short(state.hash)}</code>
              </>
            )}
            <a
              className="link"
              href={crashLink(state.phase === 'crashed' ? state.roundId : history[0]?.roundId) ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('crash.verify')} <Icon name="external" size={14} />
            </a>
          </div>
        )}
      </section>
    </div>
  );
}
