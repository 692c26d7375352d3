import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DashboardValue, ReportFigures } from '@portal/contract';
import {
  BarChart,
  Button,
  Card,
  ErrorState,
  LineChart,
  Page,
  Skeleton,
  Stat,
  type ChartSeries,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan, useMe } from '../../lib/auth';
import { formatDateTime, formatMinor, formatNumber } from '../../lib/format';
import { useMerchant } from '../../lib/session';
import { useT, type MessageKey } from '../../lib/i18n';
import { messages } from './messages';

/** How often the dashboard asks again. */
const POLL_MS = 30_000;

/** Two figures a row on a phone. */
const compactGrid = { gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' };

type Key = MessageKey<typeof messages>;

/** Today against yesterday at the same time of day: the change in percent, none when yesterday had none. */
export function change(today: number, yesterday: number): number | null {
  if (yesterday === 0) return null;
  return ((today - yesterday) / Math.abs(yesterday)) * 100;
}

/**
 * The home page: today's figures against yesterday's up to the same time, 14 days of charts, the queues
 * waiting for staff and members online (GET /bo/v1/dashboard every 30 s). Staff without `dashboard.read`
 * see a welcome instead.
 */
export default function DashboardPage() {
  const t = useT(messages);
  const me = useMe().data;
  const allowed = useCan('dashboard.read');
  if (!me) return <Skeleton />;
  if (!allowed)
    return (
      <Page title={t('title')} subtitle={t('welcome', { name: me.username })}>
        <Card>
          <p className="muted">{t('noDashboard')}</p>
        </Card>
      </Page>
    );
  return <Dashboard everyMerchant={me.merchantScope === null} />;
}

function Dashboard({ everyMerchant }: { everyMerchant: boolean }) {
  const t = useT(messages);
  const merchant = useMerchant();
  const [all, setAll] = useState(false);
  const pick = everyMerchant && all ? 'all' : undefined;
  const board = useQuery({
    queryKey: ['bo', 'dashboard', merchant, pick ?? ''],
    queryFn: ({ signal }) => api.get<DashboardValue>('/bo/v1/dashboard', { merchant: pick }, { signal }),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });
  const canDeposits = useCan('deposits.read');
  const canWithdrawals = useCan('withdrawals.read');
  const canAdjustments = useCan('members.adjust.approve');
  const v = board.data;

  const actions = (
    <div className="row">
      {everyMerchant ? (
        <label className="dt__filter">
          <span>{t('merchant')}</span>
          <select
            className="input input--sm"
            value={all ? 'all' : ''}
            onChange={(e) => setAll(e.target.value === 'all')}
          >
            <option value="">{merchant}</option>
            <option value="all">{t('allMerchants')}</option>
          </select>
        </label>
      ) : null}
      <Button size="sm" icon="refresh" busy={board.isFetching} onClick={() => void board.refetch()}>
        {t('refresh')}
      </Button>
    </div>
  );

  if (!v)
    return (
      <Page title={t('title')} actions={actions}>
        {board.isError ? (
          <ErrorState message={errorText(board.error)} onRetry={() => void board.refetch()} />
        ) : (
          <Skeleton lines={6} />
        )}
      </Page>
    );

  const money = (minor: number) => formatMinor(minor, v.decimals);
  const time = new Date(v.asOf).toLocaleTimeString(undefined, {
    timeZone: v.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const card = (
    label: Key,
    pickFigure: (f: ReportFigures) => number | null,
    format: (n: number) => string,
    hint?: (f: ReportFigures) => ReactNode,
  ) => {
    const today = pickFigure(v.today) ?? 0;
    const yesterday = pickFigure(v.yesterday) ?? 0;
    return (
      <Stat
        key={label}
        label={t(label)}
        value={format(today)}
        delta={change(today, yesterday)}
        hint={
          <>
            {t('yesterday', { value: format(yesterday) })}
            {hint ? <> · {hint(v.today)}</> : null}
          </>
        }
      />
    );
  };
  const labels = v.series.map((d) => d.day.slice(5));
  const line = (name: Key, values: number[]): ChartSeries => ({
    name: t(name),
    points: values.map((value, i) => ({ label: labels[i]!, value })),
  });

  return (
    <Page title={t('title')} subtitle={t('subtitle', { time, zone: v.timeZone })} actions={actions}>
      <Card title={t('queues')}>
        <div className="grid" style={compactGrid}>
          <Queue
            label={t('pendingDeposits')}
            n={v.pending.deposits}
            to={canDeposits ? '/deposits' : null}
            open={t('open')}
          />
          <Queue
            label={t('pendingWithdrawals')}
            n={v.pending.withdrawals}
            to={canWithdrawals ? '/withdrawals' : null}
            open={t('open')}
          />
          <Queue
            label={t('pendingAdjustments')}
            n={v.pending.adjustments}
            to={canAdjustments ? '/adjustments' : null}
            open={t('open')}
          />
          <Stat label={t('onlineSessions')} value={formatNumber(v.onlineSessions)} />
        </div>
      </Card>

      <div className="grid" style={compactGrid}>
        {card(
          'deposits',
          (f) => f.depositAmount,
          money,
          (f) => t('count', { n: formatNumber(f.depositCount ?? 0) }),
        )}
        {card(
          'withdrawals',
          (f) => f.withdrawalAmount,
          money,
          (f) => t('count', { n: formatNumber(f.withdrawalCount ?? 0) }),
        )}
        {card('turnover', (f) => f.turnover, money)}
        {card('ggr', (f) => f.ggr, money)}
        {card('bonuses', (f) => f.bonuses, money)}
        {card('ngr', (f) => f.ngr, money)}
        {card('activePlayers', (f) => f.activePlayers, formatNumber)}
        {card('newPlayers', (f) => f.newPlayers, formatNumber)}
        {card(
          'firstDeposits',
          (f) => f.firstDepositCount,
          (n) => t('people', { n: formatNumber(n) }),
          (f) => money(f.firstDepositAmount ?? 0),
        )}
      </div>

      <Card title={`${t('seriesTitle')} · ${t('moneyChart')}`}>
        <LineChart
          title={t('moneyChart')}
          format={money}
          series={[
            line(
              'deposits',
              v.series.map((d) => d.depositAmount),
            ),
            line(
              'withdrawals',
              v.series.map((d) => d.withdrawalAmount),
            ),
          ]}
        />
      </Card>
      <Card title={`${t('seriesTitle')} · ${t('resultChart')}`}>
        <BarChart
          title={t('resultChart')}
          format={money}
          series={[
            line(
              'ggr',
              v.series.map((d) => d.ggr),
            ),
            line(
              'ngr',
              v.series.map((d) => d.ngr),
            ),
          ]}
        />
      </Card>
      <Card title={`${t('seriesTitle')} · ${t('playersChart')}`}>
        <BarChart
          title={t('playersChart')}
          series={[
            line(
              'activePlayers',
              v.series.map((d) => d.activePlayers),
            ),
            line(
              'newPlayers',
              v.series.map((d) => d.newPlayers),
            ),
          ]}
        />
      </Card>
      <p className="muted">{t('updated', { time: formatDateTime(v.asOf) })}</p>
    </Page>
  );
}

/** A queue's count, linking to its page when the staff member may open it. */
function Queue({ label, n, to, open }: { label: string; n: number; to: string | null; open: string }) {
  return (
    <div className="stat">
      <div className="stat__label">{label}</div>
      <div className="stat__value">{formatNumber(n)}</div>
      {to ? (
        <div className="stat__hint">
          <Link to={to}>{open} →</Link>
        </div>
      ) : null}
    </div>
  );
}
