import { useRef, useState } from 'react';
import type { SportId } from '../../../../src/engine/sports/index.ts';
import type { SportsBetValue } from '../../../../src/shared/sports-api.ts';
import { HouseApiError } from '../../api/client.ts';
import { useI18n } from '../../i18n/react.tsx';
import { formatOdds } from '../../lib/sports-slip.ts';
import { Loading } from '../../shell/PlayApp.tsx';
import { errorKey, useHouse } from '../../shell/house.tsx';
import { marketLabel, marketOfId, pickLabel, teamName } from './labels.ts';
import { dayAndTime, usePoll } from './use-sports.ts';

const resultKeys = ['won', 'lost', 'push', 'half-won', 'half-lost', 'void', 'partial'] as const;
type ResultKey = (typeof resultKeys)[number];
const isResult = (r: string | null): r is ResultKey =>
  r !== null && (resultKeys as readonly string[]).includes(r);

/** Polls after a settlement that read the balance again: the win may reach the wallet a moment later. */
const BALANCE_READS_AFTER_SETTLEMENT = 2;

/**
 * The member's sports bets, polled on every view of the sportsbook (not only on My bets): when a bet
 * settles, the balance is read again at that poll and the next (its win goes through the platform's wallet
 * a moment after the bet is marked settled), and a win shows as the last win.
 */
export function useMyBets(refreshKey: number): { bets: SportsBetValue[] | null; error: string | null } {
  const { t } = useI18n();
  const house = useHouse();
  const [bets, setBets] = useState<SportsBetValue[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const settledIds = useRef<Set<string> | null>(null);
  const balanceReads = useRef(0);

  usePoll(
    async () => {
      try {
        const answer = await house.api.sportsBets(50);
        const settled = answer.bets.filter((b) => b.status !== 'placed');
        const fresh = settledIds.current ? settled.filter((b) => !settledIds.current!.has(b.betId)) : [];
        settledIds.current = new Set(settled.map((b) => b.betId));
        setBets(answer.bets);
        setError(null);
        if (fresh.length > 0) {
          balanceReads.current = BALANCE_READS_AFTER_SETTLEMENT;
          const won = fresh.reduce((sum, b) => sum + (b.payout ?? 0), 0);
          if (won > 0) house.setLastWin(won);
        }
        if (balanceReads.current > 0) {
          balanceReads.current--;
          house.setBalance((await house.api.balance()).balance);
        }
      } catch (e) {
        if (e instanceof HouseApiError && e.sessionGone) house.fail(e);
        else setError(t(errorKey(e)));
      }
    },
    5000,
    String(refreshKey),
  );
  return { bets, error };
}

/** The member's sports bets, open and settled, with every leg's status (from useMyBets). */
export function MyBets({
  bets,
  error,
  onWatch,
}: {
  bets: SportsBetValue[] | null;
  error: string | null;
  onWatch: (eventId: string, sport: SportId) => void;
}) {
  const i18n = useI18n();
  const { t, lang, locale } = i18n;
  const house = useHouse();
  const [filter, setFilter] = useState<'open' | 'settled'>('open');

  if (bets === null) return error ? <p className="sb-note sb-note--error">{error}</p> : <Loading />;
  const shown = bets.filter((b) => (filter === 'open' ? b.status === 'placed' : b.status !== 'placed'));
  const time = (iso: string) => dayAndTime(iso, locale);

  return (
    <div className="sb-bets">
      <div className="segmented" role="group" aria-label={t('sports.view.bets')}>
        <button type="button" aria-pressed={filter === 'open'} onClick={() => setFilter('open')}>
          {t('sports.bets.open')} ({bets.filter((b) => b.status === 'placed').length})
        </button>
        <button type="button" aria-pressed={filter === 'settled'} onClick={() => setFilter('settled')}>
          {t('sports.bets.settled')}
        </button>
      </div>
      {error && <p className="sb-note sb-note--error">{error}</p>}
      {shown.length === 0 && <p className="sb-empty muted">{t('sports.bets.none')}</p>}
      <ul className="sb-bets__list">
        {shown.map((b) => {
          const status = b.status === 'placed' ? 'open' : isResult(b.result) ? b.result : b.status;
          return (
            <li key={b.betId} className={`sb-bet sb-bet--${status}`}>
              <header className="sb-bet__head">
                <strong>
                  {b.legs.length > 1
                    ? t('sports.slip.parlayOf', { count: b.legs.length })
                    : t('sports.slip.single')}
                </strong>
                <span className={`sb-status sb-status--${status}`}>
                  {b.status === 'placed'
                    ? t('sports.result.open')
                    : isResult(b.result)
                      ? t(`sports.result.${b.result}`)
                      : t('sports.result.void')}
                </span>
              </header>
              <ul className="sb-legs">
                {b.legs.map((l) => {
                  const sport = l.sport ?? 'football';
                  const m = marketOfId(sport, l.marketId, l.homeId, l.awayId);
                  const legStatus = l.result ?? 'open';
                  return (
                    <li key={`${l.eventId}-${l.marketId}`} className="sb-leg">
                      <div className="sb-leg__main">
                        <strong className="sb-leg__pick">
                          {pickLabel(i18n, sport, m.kind, m.line, l.selectionId, {
                            homeId: l.homeId,
                            awayId: l.awayId,
                          })}
                        </strong>
                        <span className="sb-leg__market muted">{marketLabel(t, m.kind, m.line)}</span>
                        <span className="sb-leg__event muted">
                          {teamName(sport, l.homeId, lang)} – {teamName(sport, l.awayId, lang)}
                          {l.kickoffAt && ` · ${time(l.kickoffAt)}`}
                        </span>
                      </div>
                      <span className="sb-leg__odds">{formatOdds(l.odds)}</span>
                      {l.sport && l.kickoffAt && Date.parse(l.kickoffAt) <= Date.now() && (
                        <button
                          type="button"
                          className="btn btn--ghost sb-watch"
                          onClick={() => onWatch(l.eventId, sport)}
                        >
                          {t('sports.watch')}
                        </button>
                      )}
                      <span className={`sb-status sb-status--${legStatus}`}>
                        {isResult(legStatus) ? t(`sports.result.${legStatus}`) : t('sports.result.open')}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <dl className="sb-sum">
                <dt>{t('sports.slip.stake')}</dt>
                <dd>{house.money(b.stake)}</dd>
                <dt>{t('sports.bets.odds')}</dt>
                <dd>{formatOdds(b.odds)}</dd>
                <dt>{b.payout === null ? t('sports.slip.potential') : t('sports.bets.payout')}</dt>
                <dd className={b.payout ? 'pos' : ''}>{house.money(b.payout ?? b.potentialPayout)}</dd>
              </dl>
              <p className="sb-bet__time muted small">
                {time(b.time)} · {b.betId}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
