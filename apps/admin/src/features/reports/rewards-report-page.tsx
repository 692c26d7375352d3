import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { RewardReportRow, RewardReportValue } from '@portal/contract';
import { BUSINESS_TIME_ZONE } from '@portal/contract/constants';
import {
  BarChart,
  Card,
  DataTable,
  Money,
  Page,
  useList,
  useListState,
  type Column,
  type Filter,
} from '../../components';
import { useMe } from '../../lib/auth';
import { formatNumber } from '../../lib/format';
import { useT, type MessageKey } from '../../lib/i18n';
import { useMerchant } from '../../lib/session';
import { messages } from './messages';

const ENDPOINT = '/bo/v1/reports/rewards';
type Key = MessageKey<typeof messages>;

/** The reward sources the platform's grants use (the first part of their ledger keys), with their names. */
const sourceNames: Record<string, Key> = {
  signin: 'srcSignin',
  mission: 'srcMission',
  'promo-app': 'srcPromoApp',
  deposit: 'srcDeposit',
  rebate: 'srcRebate',
  'points-earn': 'srcPointsEarn',
  register: 'srcRegister',
  promocode: 'srcPromoCode',
  issued: 'srcIssued',
  ticket: 'srcTicket',
  seed: 'srcSeed',
};

type Figure = Exclude<keyof RewardReportRow, 'source'>;
const figures: { key: Figure; label: Key; money?: boolean; wide?: boolean }[] = [
  { key: 'grants', label: 'colGrants', wide: true },
  { key: 'cost', label: 'colCost', money: true },
  { key: 'pointGrants', label: 'colPointGrants', wide: true },
  { key: 'points', label: 'colPoints' },
  { key: 'members', label: 'colMembers' },
  { key: 'turnover', label: 'colRewardTurnover', money: true },
  { key: 'turnoverPerCost', label: 'colTurnoverPerCost' },
];

/**
 * Cost per reward against the turnover it brought (decision 0048): per reward source, the cash and points
 * granted in the chosen business days, the members rewarded and the valid bets they placed afterwards.
 */
export default function RewardsReportPage() {
  const t = useT(messages);
  const me = useMe().data;
  const merchant = useMerchant();
  const everyMerchant = me?.merchantScope === null;
  const [params, setParams] = useSearchParams();
  const filters: Filter[] = [
    { key: 'date', label: t('filterDate'), type: 'dateRange', keys: ['from', 'to'] },
  ];
  const merchantPick = everyMerchant ? (params.get('merchant') ?? '') : '';
  const query = { merchant: merchantPick || undefined };
  const [state] = useListState(filters);
  const list = useList<RewardReportRow>(ENDPOINT, state, query);
  const value = list.data as RewardReportValue | undefined;
  const decimals = value?.decimals ?? 2;
  const nameOf = (source: string) => (sourceNames[source] ? t(sourceNames[source]) : source);
  const show = (v: number | null, money?: boolean): ReactNode =>
    v === null ? '—' : money ? <Money minor={v} decimals={decimals} /> : formatNumber(v);

  const columns: Column<RewardReportRow>[] = [
    {
      key: 'source',
      label: t('colSource'),
      render: (r) => (
        <span>
          {nameOf(r.source)} <span className="muted mono">{sourceNames[r.source] ? r.source : ''}</span>
        </span>
      ),
    },
    ...figures.map((c): Column<RewardReportRow> => ({
      key: c.key,
      label: t(c.label),
      align: 'right',
      hideOnMobile: c.wide,
      render: (r) => show(r[c.key], c.money),
    })),
  ];
  const scale = 10 ** decimals;
  return (
    <Page
      title={t('rewardsTitle')}
      subtitle={t('rewardsSubtitle', {
        zone: value?.timeZone ?? BUSINESS_TIME_ZONE,
        currency: value?.currency ?? '',
      })}
    >
      {everyMerchant ? (
        <label className="dt__filter">
          <span>{t('filterMerchant')}</span>
          <select
            className="input input--sm"
            value={merchantPick}
            onChange={(e) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (e.target.value) next.set('merchant', e.target.value);
                  else next.delete('merchant');
                  return next;
                },
                { replace: true },
              )
            }
          >
            <option value="">{t('currentMerchant', { code: merchant })}</option>
            <option value="all">{t('allMerchants')}</option>
            {(me?.merchants ?? []).map((m) => (
              <option key={m.code} value={m.code}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {value ? (
        <Card title={`${t('totals')} · ${value.from} – ${value.to}`}>
          <div className="grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
            {figures.map((c) => (
              <div key={c.key} className="stat">
                <div className="stat__label">{t(c.label)}</div>
                <div className="stat__value">{show(value.totals[c.key], c.money)}</div>
              </div>
            ))}
          </div>
          {value.rows.some((r) => r.cost > 0) ? (
            <BarChart
              title={t('rewardsChart')}
              format={(v) => formatNumber(Math.round(v))}
              series={[
                {
                  name: t('colCost'),
                  points: value.rows.map((r) => ({ label: nameOf(r.source), value: r.cost / scale })),
                },
                {
                  name: t('colRewardTurnover'),
                  points: value.rows.map((r) => ({ label: nameOf(r.source), value: r.turnover / scale })),
                },
              ]}
            />
          ) : null}
        </Card>
      ) : null}
      <DataTable<RewardReportRow>
        endpoint={ENDPOINT}
        query={query}
        columns={columns}
        filters={filters}
        csv="rewards-report"
        rowKey="source"
      />
      <p className="muted">{t('rewardsDefinitions')}</p>
    </Page>
  );
}
