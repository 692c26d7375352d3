import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import { useAuthModal } from '@/features/auth';
import { useIsLoggedIn } from '@/lib/session';
import { useOpenedNumeros } from '../../api/get-opened';
import { useNowSelect } from '../../hooks/use-now';
import { useRefetchAtZero } from '../../hooks/use-refetch-at-zero';
import { lockDeadline } from '../../lib/countdown';
import { LiveCountdown } from '../countdown';

const SHOWN = 5;

/**
 * The countdown list (inventory 3.4, `lottCountDown`): numeros on sale with the time to their lock
 * (remainTime − lockTime × 1000, corrected by half the round trip); at 0 it asks again, at most every
 * 5 s. The call is a member's, so a visitor is asked to log in.
 */
export function CountdownList() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  const query = useOpenedNumeros();
  const data = query.data;
  const rows = (data?.value ?? []).slice(0, SHOWN).map((n) => ({
    ...n,
    lockAt: data ? lockDeadline(n, data) : null,
  }));
  // The list re-renders when a countdown reaches zero, not every second: each countdown ticks itself.
  const anyZero = useNowSelect((now) => rows.some((r) => r.lockAt !== null && r.lockAt <= now));
  useRefetchAtZero(anyZero, () => void query.refetch());
  return (
    <section className="lhome__card" aria-labelledby="lhome-countdown">
      <h3 id="lhome-countdown" className="lhome__title">
        {t('lottery.home.countdown')}
      </h3>
      {!loggedIn ? (
        <EmptyState
          icon="clock"
          title={t('lottery.home.countdownLogin')}
          action={
            <button type="button" className="btn btn--primary btn--sm" onClick={() => open('login')}>
              {t('lottery.orders.login')}
            </button>
          }
        />
      ) : query.isPending ? (
        <div className="lcountlist">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState icon="clock" title={t('lottery.home.noneOnSale')} />
      ) : (
        <ul className="lcountlist">
          {rows.map((row) => (
            <li key={row.gameCode} className="lcountlist__row">
              <span className="lcountlist__game">
                <span className="lcountlist__name">{row.remark}</span>
                <span className="lcountlist__numero">{row.numero}</span>
              </span>
              <LiveCountdown
                until={row.lockAt}
                label={t('lottery.clock.closesIn')}
                size="sm"
                urgentWithin={10}
              />
              <Link
                className="btn btn--primary btn--sm"
                to={links.lottery(row.gameCode, { playType: row.defaultPlayType })}
                aria-label={t('lottery.home.betOn', { game: row.remark })}
              >
                {t('lottery.home.bet')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
