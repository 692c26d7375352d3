import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { EmptyState } from '@/components/empty-state';
import { Icon, type IconName } from '@/components/icon';
import { Modal } from '@/components/modal';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useMoney } from '@/hooks/use-money';
import { ApiError } from '@/lib/api-client';
import { formatCountdown } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import {
  useCancelTicket,
  useClaimTicket,
  usePrizeWheel,
  useTickets,
  type PrizeWheel,
  type Ticket,
  type TicketClaim,
  type TicketType,
} from '../../api/tickets';
import { useMemberCentreNav } from '../../hooks/use-member-centre-nav';
import './tickets.css';

const typeIcons: Record<TicketType, IconName> = {
  PRIZE_WHEEL: 'refresh',
  GOLDEN_EGG: 'crown',
  RAFFLE: 'gift',
  CASH_VOUCHER: 'receipt',
  GIFT_CODE: 'key',
};

/** The tickets tab (decision 0047): the member's tickets, openable first, each opened with its own animation. */
export default function TicketsTab() {
  const { t } = useTranslation();
  const tickets = useTickets();
  const [open, setOpen] = useState<Ticket | null>(null);
  const now = useNow();
  // `&ticket=<transactionId>` (a raffle's "Open it", decision 0050) opens that ticket once it is listed.
  const { params, go } = useMemberCentreNav();
  const wanted = params.get('ticket');
  useEffect(() => {
    if (!wanted || !tickets.data) return;
    const ticket = tickets.data.find((x) => x.transactionId === wanted && x.status === 'AVAILABLE');
    if (ticket) setOpen(ticket);
    go('rewardCenter', { section: 'tickets' }, { replace: true });
  }, [wanted, tickets.data, go]);
  // The dialog outlives the list: after the result the ticket leaves the list (and the list may be empty).
  let body: ReactNode;
  if (tickets.isPending)
    body = (
      <div aria-busy="true" className="rc__list">
        {[0, 1].map((i) => (
          <Skeleton key={i} height={96} />
        ))}
      </div>
    );
  else if (!tickets.data) body = <QueryError error={tickets.error} onRetry={() => void tickets.refetch()} />;
  else if (!tickets.data.length)
    body = <EmptyState icon="gift" title={t('memberCentre.rewards.tickets.empty')} />;
  else
    body = (
      <ul className="tk-list">
        {tickets.data.map((ticket) => (
          <li key={ticket.transactionId}>
            <TicketCard ticket={ticket} now={now} onOpen={() => setOpen(ticket)} />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      {body}
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.name ?? ''}
        width="min(440px, 100%)"
        closeOnOverlayClick={false}
      >
        {open && <Opener key={open.transactionId} ticket={open} onDone={() => setOpen(null)} />}
      </Modal>
    </>
  );
}

function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

function Countdown({ end, now }: { end: string; now: number }) {
  const { t } = useTranslation();
  return (
    <span className="tk-card__countdown">
      <Icon name="clock" size={14} />
      {t('memberCentre.rewards.tickets.endsIn', { time: formatCountdown((Date.parse(end) - now) / 1000) })}
    </span>
  );
}

function TicketCard({ ticket, now, onOpen }: { ticket: Ticket; now: number; onOpen: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { hrefOf } = useMemberCentreNav();
  const available = ticket.status === 'AVAILABLE';
  const figure = (kind: string, v: number) =>
    kind === 'DEPOSIT_AMOUNT' || kind === 'VALID_BET' || kind === 'NET_LOSS' ? money.major(v) : String(v);
  return (
    <article
      className={`tk-card tk-card--${ticket.type} ${available ? '' : 'tk-card--off'}`}
      data-testid="ticket-card"
      data-type={ticket.type}
      data-status={ticket.status}
    >
      <span className="tk-card__icon" aria-hidden="true">
        <Icon name={typeIcons[ticket.type]} size={24} />
      </span>
      <div className="tk-card__body">
        <h4 className="tk-card__name">{ticket.name}</h4>
        <small className="tk-card__type">{t(`memberCentre.rewards.tickets.types.${ticket.type}`)}</small>
        {ticket.description && <p className="mc-hint">{ticket.description}</p>}
        {ticket.endDate && ticket.reason !== 'PENDING_DELIVERY' && (
          <Countdown end={ticket.endDate} now={now} />
        )}
        {ticket.reason === 'NOT_STARTED' && ticket.startDate && (
          <p className="mc-hint">
            {t('memberCentre.rewards.tickets.startsAt', {
              date: new Date(ticket.startDate).toLocaleString(),
            })}
          </p>
        )}
        {ticket.conditions.length > 0 && (
          <ul className="tk-conds" aria-label={t('memberCentre.rewards.tickets.conditions')}>
            {ticket.conditions.map((c, i) => (
              <li key={i} className={c.achieved ? 'tk-cond tk-cond--done' : 'tk-cond'}>
                <Icon name={c.achieved ? 'check' : 'clock'} size={14} />
                <span>
                  {t(`memberCentre.rewards.tickets.cond.${c.condition}`)}{' '}
                  <strong>
                    {figure(c.condition, c.actual)} / {figure(c.condition, c.target)}
                  </strong>{' '}
                  <small>({t(`memberCentre.rewards.tickets.duration.${c.duration}`)})</small>
                </span>
                {!c.achieved &&
                  (c.condition.startsWith('DEPOSIT') ? (
                    <Link className="tk-cond__go" to={hrefOf('depositv2')}>
                      {t('memberCentre.rewards.tickets.go')}
                    </Link>
                  ) : c.condition === 'INVITED_FRIENDS' ? (
                    <Link className="tk-cond__go" to={hrefOf('referral')}>
                      {t('memberCentre.rewards.tickets.go')}
                    </Link>
                  ) : (
                    <Link className="tk-cond__go" to="/">
                      {t('memberCentre.rewards.tickets.go')}
                    </Link>
                  ))}
              </li>
            ))}
          </ul>
        )}
      </div>
      {ticket.reason === 'PENDING_DELIVERY' ? (
        <span className="tk-card__badge">{t('memberCentre.rewards.records.delivery.PENDING_DELIVERY')}</span>
      ) : (
        <button
          type="button"
          className="btn btn--primary tk-card__open"
          disabled={!available}
          onClick={onOpen}
          data-testid="ticket-open"
        >
          {t(`memberCentre.rewards.tickets.open.${ticket.type}`)}
        </button>
      )}
    </article>
  );
}

/** How long each opening animation runs (none with prefers-reduced-motion). */
const SPIN_MS = 4200;
const SMASH_MS = 1100;
const RAIN_MS = 10_000;

/** One ticket's opening: its animation, the claim, then the result (RETRY: spin again or give up). */
function Opener({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const { t } = useTranslation();
  const claim = useClaimTicket();
  const cancel = useCancelTicket();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [result, setResult] = useState<TicketClaim | null>(null);
  const [animating, setAnimating] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Claims, lets the animation run `ms` (it starts with the answer), then shows the result. */
  const draw = (ms: number, onAnswer?: (r: TicketClaim) => void) => {
    setResult(null);
    claim.mutate(ticket.transactionId, {
      onSuccess: (r) => {
        onAnswer?.(r);
        setAnimating(true);
        timer.current = window.setTimeout(
          () => {
            setAnimating(false);
            setResult(r);
            claim.refresh();
          },
          reduced ? 0 : ms,
        );
      },
      onError: () => claim.refresh(),
    });
  };
  const busy = claim.isPending || animating;
  const final = result && result.value.type !== 'RETRY';

  let stage: ReactNode;
  if (ticket.type === 'PRIZE_WHEEL')
    stage = <WheelStage ticket={ticket} busy={busy} draw={draw} reduced={reduced} result={result} />;
  else if (ticket.type === 'RAFFLE')
    stage = <RainStage busy={busy} done={!!final} draw={draw} reduced={reduced} />;
  else
    stage = <RevealStage type={ticket.type} busy={busy} animating={animating} opened={!!final} draw={draw} />;

  return (
    <div className="tk-opener" data-testid="ticket-opener">
      {stage}
      {claim.isError && (
        <p className="missions__error" role="alert">
          {claim.error instanceof ApiError
            ? errorText(claim.error)
            : t('memberCentre.rewards.tickets.failed')}
        </p>
      )}
      {result && <Result claim={result} />}
      {result?.value.type === 'RETRY' && (
        <div className="tk-opener__actions">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(ticket.transactionId, { onSuccess: onDone })}
            data-testid="ticket-give-up"
          >
            {t('memberCentre.rewards.tickets.giveUp')}
          </button>
        </div>
      )}
      {final && (
        <div className="tk-opener__actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={onDone}
            data-testid="ticket-done"
            autoFocus
          >
            {t('memberCentre.rewards.close')}
          </button>
        </div>
      )}
    </div>
  );
}

function Result({ claim }: { claim: TicketClaim }) {
  const { t } = useTranslation();
  const money = useMoney();
  const v = claim.value;
  const text =
    v.type === 'MONEY'
      ? t('memberCentre.rewards.tickets.won.MONEY', { amount: money.major(v.value) })
      : v.type === 'POINT'
        ? t('memberCentre.rewards.tickets.won.POINT', { n: v.value })
        : v.type === 'MERCHANDISE'
          ? t('memberCentre.rewards.tickets.won.MERCHANDISE', { product: v.productName ?? '' })
          : v.type === 'GIFT_CODE'
            ? t('memberCentre.rewards.tickets.won.GIFT_CODE')
            : t(`memberCentre.rewards.tickets.won.${v.type}`);
  return (
    <div
      className={`tk-result tk-result--${v.type}`}
      role="status"
      data-testid="ticket-result"
      data-result={v.type}
    >
      <Icon name={v.type === 'NONE' ? 'info' : v.type === 'RETRY' ? 'refresh' : 'gift'} size={28} />
      <p className="tk-result__text">{text}</p>
      {v.type === 'GIFT_CODE' && v.giftCode && (
        <p className="tk-result__code">
          <code>{v.giftCode}</code>
          <CopyButton text={v.giftCode} label={t('memberCentre.rewards.tickets.giftCode')} />
        </p>
      )}
      {claim.fair.serverSeed && (
        <details className="tk-fair">
          <summary>{t('memberCentre.rewards.tickets.fair')}</summary>
          <dl>
            <dt>{t('memberCentre.rewards.tickets.seedHash')}</dt>
            <dd>{claim.fair.serverSeedHash}</dd>
            <dt>{t('memberCentre.rewards.tickets.seed')}</dt>
            <dd>{claim.fair.serverSeed}</dd>
            <dt>{t('memberCentre.rewards.tickets.clientSeed')}</dt>
            <dd>{claim.fair.clientSeed}</dd>
            <dt>{t('memberCentre.rewards.tickets.nonce')}</dt>
            <dd>{claim.fair.nonce}</dd>
          </dl>
        </details>
      )}
    </div>
  );
}

type Draw = (ms: number, onAnswer?: (r: TicketClaim) => void) => void;

/** A wheel slot's text: the amount, the points, the product, or "again" / "thanks". */
function useSlotLabel() {
  const { t } = useTranslation();
  const money = useMoney();
  return (s: PrizeWheel['prizeWheelData'][number]): string => {
    if (s.rewardType === 'MONEY') return money.major(s.value);
    if (s.rewardType === 'POINT') return t('memberCentre.rewards.pointsN', { n: s.value });
    if (s.rewardType === 'MERCHANDISE') return s.productName ?? '';
    return t(`memberCentre.rewards.tickets.slot.${s.rewardType}`);
  };
}

/** A real wheel: one sector per slot, turned so the drawn slot stops under the pointer. */
function WheelStage({
  ticket,
  busy,
  draw,
  reduced,
  result,
}: {
  ticket: Ticket;
  busy: boolean;
  draw: Draw;
  reduced: boolean;
  result: TicketClaim | null;
}) {
  const { t } = useTranslation();
  const slotLabel = useSlotLabel();
  const wheel = usePrizeWheel(ticket.transactionId);
  const [angle, setAngle] = useState(0);
  if (wheel.isPending) return <Skeleton height={280} />;
  if (!wheel.data) return <QueryError error={wheel.error} onRetry={() => void wheel.refetch()} />;
  const slots = wheel.data.prizeWheelData;
  const n = slots.length;
  const step = 360 / n;
  const r = 100;
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return [r + r * Math.cos(rad), r + r * Math.sin(rad)];
  };
  const spin = () =>
    draw(SPIN_MS, (claim) => {
      const i = Math.max(
        0,
        slots.findIndex((s) => s.configId === claim.value.configId),
      );
      const centre = (i + 0.5) * step;
      setAngle((a) => {
        const rest = (((-centre - a) % 360) + 360) % 360;
        return a + 5 * 360 + rest;
      });
    });
  const final = result && result.value.type !== 'RETRY';
  return (
    <div className="tk-wheel">
      <div className="tk-wheel__pointer" aria-hidden="true" />
      <svg
        viewBox="0 0 200 200"
        className="tk-wheel__disc"
        role="img"
        aria-label={t('memberCentre.rewards.tickets.wheelLabel', {
          slots: slots.map(slotLabel).join(', '),
        })}
        style={{
          transform: `rotate(${angle}deg)`,
          transition: reduced ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.1, 1)`,
        }}
        data-testid="wheel"
      >
        {slots.map((s, i) => {
          const [x1, y1] = point(i * step);
          const [x2, y2] = point((i + 1) * step);
          const mid = (i + 0.5) * step;
          return (
            <g key={s.configId}>
              <path
                d={`M${r},${r} L${x1},${y1} A${r},${r} 0 ${step > 180 ? 1 : 0} 1 ${x2},${y2} Z`}
                className={`tk-wheel__slot tk-wheel__slot--${i % 2 ? 'b' : 'a'} tk-wheel__slot--${s.rewardType}`}
              />
              <text
                x={r}
                y={22}
                transform={`rotate(${mid} ${r} ${r})`}
                textAnchor="middle"
                className="tk-wheel__text"
              >
                {slotLabel(s).slice(0, 12)}
              </text>
            </g>
          );
        })}
        <circle cx={r} cy={r} r={14} className="tk-wheel__hub" />
      </svg>
      {!final && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={spin}
          data-testid="wheel-spin"
        >
          {result?.value.type === 'RETRY'
            ? t('memberCentre.rewards.tickets.spinAgain')
            : t('memberCentre.rewards.tickets.open.PRIZE_WHEEL')}
        </button>
      )}
    </div>
  );
}

/** Golden egg (smash), cash voucher (reveal), gift code (reveal): one button, one short animation. */
function RevealStage({
  type,
  busy,
  animating,
  opened,
  draw,
}: {
  type: TicketType;
  busy: boolean;
  animating: boolean;
  opened: boolean;
  draw: Draw;
}) {
  const { t } = useTranslation();
  const state = opened ? 'opened' : animating ? 'opening' : 'closed';
  return (
    <div className={`tk-reveal tk-reveal--${type} tk-reveal--${state}`}>
      <div className="tk-reveal__art" aria-hidden="true">
        {type === 'GOLDEN_EGG' ? (
          <>
            <span className="tk-egg__half tk-egg__half--top" />
            <span className="tk-egg__half tk-egg__half--bottom" />
          </>
        ) : (
          <span className="tk-voucher">
            <Icon name={type === 'GIFT_CODE' ? 'key' : 'receipt'} size={36} />
          </span>
        )}
      </div>
      {!opened && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => draw(SMASH_MS)}
          data-testid="ticket-reveal"
        >
          {t(`memberCentre.rewards.tickets.open.${type}`)}
        </button>
      )}
    </div>
  );
}

/** Red-envelope rain: ten seconds of falling envelopes to tap, then the claim. */
function RainStage({
  busy,
  done,
  draw,
  reduced,
}: {
  busy: boolean;
  done: boolean;
  draw: Draw;
  reduced: boolean;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'ready' | 'raining' | 'over'>('ready');
  const [left, setLeft] = useState(RAIN_MS / 1000);
  const [caught, setCaught] = useState<Set<number>>(new Set());
  const envelopes = useRef(
    Array.from({ length: 18 }, (_, i) => ({
      id: i,
      x: (i * 37) % 90,
      delay: (i * 530) % 8000,
      speed: 2200 + ((i * 311) % 1500),
    })),
  );
  const drawRef = useRef(draw);
  drawRef.current = draw;
  useEffect(() => {
    if (phase !== 'raining') return;
    const started = Date.now();
    const id = window.setInterval(() => {
      const rest = Math.max(0, RAIN_MS - (Date.now() - started));
      setLeft(Math.ceil(rest / 1000));
      if (rest === 0) {
        window.clearInterval(id);
        setPhase('over');
        drawRef.current(0);
      }
    }, 250);
    return () => window.clearInterval(id);
  }, [phase]);
  if (done) return null;
  if (phase === 'ready')
    return (
      <div className="tk-rain tk-rain--ready">
        <p className="mc-hint">{t('memberCentre.rewards.tickets.rainHint')}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => (reduced ? (setPhase('over'), draw(0)) : setPhase('raining'))}
          data-testid="rain-start"
        >
          {t('memberCentre.rewards.tickets.open.RAFFLE')}
        </button>
      </div>
    );
  return (
    <div className="tk-rain" aria-busy={busy}>
      <p className="tk-rain__status" aria-live="polite">
        {phase === 'raining'
          ? t('memberCentre.rewards.tickets.rainLeft', { s: left, n: caught.size })
          : t('memberCentre.rewards.tickets.rainOver', { n: caught.size })}
      </p>
      {phase === 'raining' && (
        <div className="tk-rain__sky">
          {envelopes.current.map((e) =>
            caught.has(e.id) ? null : (
              <button
                key={e.id}
                type="button"
                className="tk-rain__envelope"
                style={{ left: `${e.x}%`, animationDelay: `${e.delay}ms`, animationDuration: `${e.speed}ms` }}
                aria-label={t('memberCentre.rewards.tickets.envelope')}
                onClick={() => setCaught((c) => new Set(c).add(e.id))}
              />
            ),
          )}
        </div>
      )}
    </div>
  );
}
