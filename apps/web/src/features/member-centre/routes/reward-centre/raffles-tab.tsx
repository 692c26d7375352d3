import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { formatCountdown, formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import type { ClaimRaffleValue } from '@portal/contract';
import { useClaimRaffle, useRaffleSchedules, type RaffleSchedule } from '../../api/tickets';
import { RaffleWonDialog } from './raffle-won-dialog';
import './tickets.css';

/**
 * The RAFFLE tab (decision 0050): the raffle sessions on now or starting within a day, each with its
 * countdown; a session on now and not claimed yet gives its ticket with one tap ("Open it" then leads to the
 * ticket). Crossing a session's start or end asks for the list again.
 */
export default function RafflesTab() {
  const { t } = useTranslation();
  const schedules = useRaffleSchedules();
  const [now, setNow] = useState(() => Date.now());
  const [won, setWon] = useState<ClaimRaffleValue | null>(null);
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  // The next boundary of any listed session: past it, the list is asked for again.
  const boundary = Math.min(
    ...(schedules.data ?? [])
      .flatMap((s) => [Date.parse(s.startTime), Date.parse(s.endTime)])
      .filter((x) => x > now - 1000),
  );
  const { refetch } = schedules;
  const crossed = Number.isFinite(boundary) && boundary <= now;
  useEffect(() => {
    if (crossed) void refetch();
  }, [crossed, refetch]);

  if (schedules.isPending)
    return (
      <div aria-busy="true" className="rc__list">
        {[0, 1].map((i) => (
          <Skeleton key={i} height={96} />
        ))}
      </div>
    );
  if (!schedules.data) return <QueryError error={schedules.error} onRetry={() => void refetch()} />;
  const live = schedules.data.filter((s) => Date.parse(s.endTime) > now);
  return (
    <>
      {live.length === 0 ? (
        <EmptyState icon="gift" title={t('memberCentre.rewards.raffles.empty')} />
      ) : (
        <ul className="tk-list">
          {live.map((s) => (
            <li key={s.raffleScheduleId}>
              <RaffleCard schedule={s} now={now} onWon={setWon} />
            </li>
          ))}
        </ul>
      )}
      <RaffleWonDialog claim={won} onClose={() => setWon(null)} />
    </>
  );
}

function RaffleCard({
  schedule: s,
  now,
  onWon,
}: {
  schedule: RaffleSchedule;
  now: number;
  onWon: (value: ClaimRaffleValue) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const claim = useClaimRaffle();
  const start = Date.parse(s.startTime);
  const end = Date.parse(s.endTime);
  const open = now >= start && now < end;
  const state = s.isClaimed ? 'CLAIMED' : open ? 'OPEN' : 'SOON';
  return (
    <article
      className={`tk-card tk-card--RAFFLE${state === 'SOON' ? ' tk-card--off' : ''}`}
      data-testid="raffle-card"
      data-state={state}
    >
      <span className="tk-card__icon" aria-hidden="true">
        <Icon name="gift" size={24} />
      </span>
      <div className="tk-card__body">
        <h4 className="tk-card__name">{s.name}</h4>
        <small className="tk-card__type">
          {t(`memberCentre.rewards.tickets.types.${s.ticketType}`)} ·{' '}
          {t('memberCentre.rewards.raffles.when', {
            start: formatDateTime(s.startTime, lang),
            end: formatDateTime(s.endTime, lang),
          })}
        </small>
        <span className="tk-card__countdown">
          <Icon name="clock" size={14} />
          {open
            ? t('memberCentre.rewards.raffles.endsIn', { time: formatCountdown((end - now) / 1000) })
            : t('memberCentre.rewards.raffles.startsIn', { time: formatCountdown((start - now) / 1000) })}
        </span>
        {claim.error && (
          <p className="missions__error" role="alert">
            {errorText(claim.error)}
          </p>
        )}
      </div>
      {state === 'CLAIMED' ? (
        <span className="tk-card__badge">{t('memberCentre.rewards.raffles.claimed')}</span>
      ) : (
        <button
          type="button"
          className="btn btn--primary tk-card__open"
          disabled={state === 'SOON' || claim.isPending}
          onClick={() => claim.mutate(s, { onSuccess: onWon })}
          data-testid="raffle-claim"
        >
          {claim.isPending
            ? t('memberCentre.rewards.raffles.claiming')
            : t('memberCentre.rewards.raffles.claim')}
        </button>
      )}
    </article>
  );
}
