import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import { gameByCode } from '@portal/lottery/games';
import { useLongDragon } from '../api/get-long-dragon';
import { useNowSelect } from '../hooks/use-now';
import { useRefetchAtZero } from '../hooks/use-refetch-at-zero';
import { lockDeadline } from '../lib/countdown';
import { longDragonBet } from '../lib/quick-bet';
import { LiveCountdown } from './countdown';

/**
 * Long dragon (長龍, inventory 3.3): fast games whose big/small or odd/even result repeated, longest
 * streak first, with the numero on sale, its countdown and links to bet along or against the streak.
 */
export function LongDragonList({ limit }: { limit?: number }) {
  const { t } = useTranslation();
  const query = useLongDragon();
  const timing = query.data;
  // Re-renders when a countdown reaches zero, not every second: each countdown ticks by itself.
  const anyZero = useNowSelect(
    (now) => timing !== undefined && timing.value.some((s) => lockDeadline(s, timing) <= now),
  );
  useRefetchAtZero(anyZero, () => void query.refetch());
  if (query.isPending)
    return (
      <div className="ldragon" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={52} />
        ))}
      </div>
    );
  if (!query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { value: streaks } = query.data;
  if (streaks.length === 0) return <EmptyState icon="fire" title={t('lottery.dragon.none')} />;
  return (
    <ul className="ldragon">
      {streaks.slice(0, limit).map((s) => {
        const group = gameByCode(s.gameCode)?.group ?? '';
        const link = (against: boolean) => {
          const bet = longDragonBet(group, s.subject, s.value, against);
          return links.lottery(
            s.gameCode,
            bet ? { playType: 2, play: bet.playCode, content: bet.content } : {},
          );
        };
        const lockAt = lockDeadline(s, query.data);
        return (
          <li key={`${s.gameCode}:${s.subject}`} className="ldragon__row">
            <div className="ldragon__what">
              <span className="ldragon__game">{s.gameName}</span>
              <span className="ldragon__subject">
                {t(`lottery.dragon.subjects.${s.subject}` as 'lottery.dragon.subjects.total.size')}
              </span>
            </div>
            <span className={`ldragon__value ldragon__value--${s.value}`}>
              {t(`lottery.dragon.values.${s.value}`)}
              <strong className="ldragon__streak">{t('lottery.dragon.streak', { count: s.streak })}</strong>
            </span>
            <LiveCountdown until={lockAt} label={t('lottery.clock.closesIn')} size="sm" />
            <span className="ldragon__actions">
              <Link className="btn btn--primary btn--sm" to={link(false)}>
                {t('lottery.dragon.along')}
              </Link>
              <Link className="btn btn--outline btn--sm" to={link(true)}>
                {t('lottery.dragon.against')}
              </Link>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
