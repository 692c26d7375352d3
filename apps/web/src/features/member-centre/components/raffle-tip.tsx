import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useSecondsLeft } from '@/hooks/use-seconds-left';
import { formatCountdown } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import type { ClaimRaffleValue } from '@portal/contract';
import { useClaimRaffle, useRaffleSchedules, useRaffleStatus, type RaffleSchedule } from '../api/tickets';
import { RaffleWonDialog } from '../routes/reward-centre/raffle-won-dialog';
import './raffle-tip.css';

/** A session this close to its start already shows its countdown. */
const SOON_MS = 30 * 60_000;
const DISMISSED_KEY = 'portal-raffle-tip-hidden';

function readDismissed(): string[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** A clock that moves every 30 s: enough to notice a session coming within `SOON_MS`. */
function useCoarseNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * The scheduled raffle's countdown tip (inventory 1.4.2 "Scheduled raffle", decision 0050): a round button
 * above the floating menu while a raffle session the member has not claimed is on or starts within half an
 * hour. Its countdown runs to the session's next boundary from `getRafflePromotionStatus` (latency
 * compensated); at zero it asks again. Opened, it offers the claim (during the session) and hiding this
 * session's tip; a claim shows the ticket won.
 */
export function RaffleTip() {
  const { t } = useTranslation();
  const schedules = useRaffleSchedules();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [expanded, setExpanded] = useState(false);
  const [won, setWon] = useState<ClaimRaffleValue | null>(null);
  const now = useCoarseNow();
  const target: RaffleSchedule | null =
    schedules.data?.find(
      (s) =>
        !s.isClaimed &&
        !dismissed.includes(s.raffleScheduleId) &&
        Date.parse(s.endTime) > now &&
        Date.parse(s.startTime) - now <= SOON_MS,
    ) ?? null;
  const status = useRaffleStatus(target);
  const dueAt = status.data?.dueAt ?? null;
  const seconds = useSecondsLeft(dueAt);
  const claim = useClaimRaffle();

  // At a boundary: the status again (started, or ended) and the list (an ended session leaves it).
  const askedFor = useRef<number | null>(null);
  const { refetch: refetchStatus } = status;
  const { refetch: refetchSchedules } = schedules;
  useEffect(() => {
    if (dueAt === null || seconds > 0 || askedFor.current === dueAt) return;
    askedFor.current = dueAt;
    void refetchStatus();
    void refetchSchedules();
  }, [dueAt, seconds, refetchStatus, refetchSchedules]);

  const live = status.data && !status.data.isClaimed && !status.data.hasEnded ? status.data : null;
  if (!target || !live) return won ? <RaffleWonDialog claim={won} onClose={() => setWon(null)} /> : null;
  const open = live.hasStarted;
  const time = formatCountdown(seconds);
  const hide = () => {
    const next = [...dismissed, target.raffleScheduleId];
    setDismissed(next);
    setExpanded(false);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next.slice(-20)));
    } catch {
      // Private mode: hidden for this page only.
    }
  };
  const grab = () =>
    claim.mutate(target, {
      onSuccess: (value) => {
        setExpanded(false);
        setWon(value);
      },
    });
  const title = t(open ? 'memberCentre.rewards.raffles.tipOpen' : 'memberCentre.rewards.raffles.tipSoon', {
    name: target.name,
  });
  const when = t(open ? 'memberCentre.rewards.raffles.endsIn' : 'memberCentre.rewards.raffles.startsIn', {
    time,
  });
  return (
    <>
      <div className={`raffle-tip${open ? ' raffle-tip--open' : ''}`} data-testid="raffle-tip">
        {expanded && (
          <div className="raffle-tip__card" id="raffle-tip-card" role="group" aria-label={title}>
            <strong>{title}</strong>
            <span className="raffle-tip__when">
              <Icon name="clock" size={14} />
              {when}
            </span>
            {claim.error && (
              <span className="raffle-tip__error" role="alert">
                {errorText(claim.error)}
              </span>
            )}
            <div className="raffle-tip__actions">
              <button type="button" className="btn btn--ghost btn--sm" onClick={hide}>
                {t('memberCentre.rewards.raffles.tipDismiss')}
              </button>
              {open && (
                <button
                  type="button"
                  className="btn btn--primary btn--sm"
                  onClick={grab}
                  disabled={claim.isPending}
                  data-testid="raffle-tip-claim"
                >
                  {claim.isPending
                    ? t('memberCentre.rewards.raffles.claiming')
                    : t('memberCentre.rewards.raffles.claim')}
                </button>
              )}
            </div>
          </div>
        )}
        <button
          type="button"
          className="raffle-tip__toggle"
          aria-expanded={expanded}
          aria-controls="raffle-tip-card"
          aria-label={`${title} · ${when}`}
          onClick={() => setExpanded((x) => !x)}
          data-testid="raffle-tip-toggle"
        >
          <Icon name="gift" size={26} />
          <span className="raffle-tip__time" aria-hidden="true">
            {open ? t('memberCentre.rewards.raffles.open') : time}
          </span>
        </button>
      </div>
      <RaffleWonDialog claim={won} onClose={() => setWon(null)} />
    </>
  );
}
