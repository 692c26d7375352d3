import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { DailyReportRow, DailyReportValue, ReportFigures } from '@portal/contract';
import { BUSINESS_TIME_ZONE, gameTypes } from '@portal/contract/constants';
import {
  Card,
  DataTable,
  Money,
  Page,
  Tabs,
  useList,
  useListState,
  type Column,
  type Filter,
} from '../../components';
import { useMe } from '../../lib/auth';
import { useMerchant } from '../../lib/session';
import { formatNumber } from '../../lib/format';
import { useT, type MessageKey } from '../../lib/i18n';
import { messages } from './messages';

const ENDPOINT = '/bo/v1/reports/daily';

/** Two figures a row on a phone. */
const compactGrid = { gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' };

type Figure = keyof ReportFigures;
type Key = MessageKey<typeof messages>;

/** The figures in column order: money ones shown as amounts; `wide` ones left out of the phone's cards. */
const figureColumns: { key: Figure; label: Key; money: boolean; wide?: boolean }[] = [
  { key: 'depositCount', label: 'colDepositCount', money: false, wide: true },
  { key: 'depositAmount', label: 'colDepositAmount', money: true },
  { key: 'withdrawalCount', label: 'colWithdrawalCount', money: false, wide: true },
  { key: 'withdrawalAmount', label: 'colWithdrawalAmount', money: true },
  { key: 'turnover', label: 'colTurnover', money: true },
  { key: 'ggr', label: 'colGgr', money: true },
  { key: 'promotions', label: 'colPromotions', money: true, wide: true },
  { key: 'rebates', label: 'colRebates', money: true, wide: true },
  { key: 'adjustments', label: 'colAdjustments', money: true, wide: true },
  { key: 'bonuses', label: 'colBonuses', money: true },
  { key: 'ngr', label: 'colNgr', money: true },
  { key: 'activePlayers', label: 'colActive', money: false },
  { key: 'newPlayers', label: 'colNew', money: false },
  { key: 'firstDepositCount', label: 'colFirstCount', money: false, wide: true },
  { key: 'firstDepositAmount', label: 'colFirstAmount', money: true, wide: true },
];

const groupTabs: Record<DailyReportValue['groupBy'], Key> = {
  day: 'groupDay',
  merchant: 'groupMerchant',
  vendor: 'groupVendor',
  category: 'groupCategory',
};

const groupLabels: Record<DailyReportValue['groupBy'], Key> = {
  day: 'colDay',
  merchant: 'colMerchant',
  vendor: 'colVendor',
  category: 'colCategory',
};

/**
 * The daily report (decision 0033): per business day, merchant, vendor or category, with filters kept in
 * the URL, a totals row for the whole filtered range and the CSV of exactly the filtered rows.
 */
export default function DailyReportPage() {
  const t = useT(messages);
  const me = useMe().data;
  const merchant = useMerchant();
  const everyMerchant = me?.merchantScope === null;
  const categoryName = (code: string) =>
    (gameTypes as readonly string[]).includes(code) ? t(`cat${code}` as Key) : code;

  const filters: Filter[] = [
    { key: 'date', label: t('filterDate'), type: 'dateRange', keys: ['from', 'to'] },
    {
      key: 'category',
      label: t('filterCategory'),
      type: 'select',
      options: gameTypes.map((g) => ({ value: g, label: categoryName(g) })),
    },
    { key: 'vendor', label: t('filterVendor'), type: 'text', placeholder: 'HOUSE' },
  ];

  const sortable = useMemo(() => ['key', ...figureColumns.map((c) => c.key)], []);
  // The same view and query as the table's: one request answers both (TanStack Query shares it).
  const [params, setParams] = useSearchParams();
  const asked = params.get('groupBy');
  const groupings: DailyReportValue['groupBy'][] = everyMerchant
    ? ['day', 'merchant', 'vendor', 'category']
    : ['day', 'vendor', 'category'];
  const groupBy = groupings.find((g) => g === asked) ?? 'day';
  const merchantPick = everyMerchant ? (params.get('merchant') ?? '') : '';
  const query = { groupBy, merchant: merchantPick || undefined };
  const [state] = useListState(filters, { sortable });
  const list = useList<DailyReportRow>(ENDPOINT, state, query);
  const value = list.data as DailyReportValue | undefined;
  const setParam = (name: 'groupBy' | 'merchant', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || (name === 'groupBy' && value === 'day')) next.delete(name);
        else next.set(name, value);
        // Another grouping has other rows: back to the first page and the server's order.
        next.delete('page');
        next.delete('sort');
        return next;
      },
      { replace: true },
    );
  const decimals = value?.decimals ?? 2;

  const show = (v: number | null, money: boolean): ReactNode =>
    v === null ? '—' : money ? <Money minor={v} decimals={decimals} /> : formatNumber(v);

  const columns: Column<DailyReportRow>[] = [
    {
      key: 'key',
      label: t(groupLabels[groupBy]),
      sortable: true,
      render: (r) =>
        groupBy === 'category' ? (
          categoryName(r.key)
        ) : groupBy === 'day' ? (
          <span className="mono nowrap">{r.key}</span>
        ) : (
          <span>
            {r.label} <span className="muted mono">{r.key !== r.label ? r.key : ''}</span>
          </span>
        ),
    },
    ...figureColumns.map((c): Column<DailyReportRow> => ({
      key: c.key,
      label: t(c.label),
      sortable: true,
      align: 'right',
      hideOnMobile: c.wide,
      render: (r) => show(r[c.key], c.money),
    })),
  ];

  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle', {
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
            onChange={(e) => setParam('merchant', e.target.value)}
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
      <Tabs
        label={t('filterGroup')}
        tabs={groupings.map((g) => ({ key: g, label: t(groupTabs[g]) }))}
        value={groupBy}
        onChange={(g) => setParam('groupBy', g)}
      />
      {value ? (
        <Card title={`${t('totals')} · ${value.from} – ${value.to}`}>
          <div className="grid" style={compactGrid}>
            {figureColumns.map((c) => (
              <div key={c.key} className="stat">
                <div className="stat__label">{t(c.label)}</div>
                <div className="stat__value">{show(value.totals[c.key], c.money)}</div>
              </div>
            ))}
          </div>
          <p className="muted">{t('totalsHint')}</p>
          {groupBy === 'vendor' ||
          groupBy === 'category' ||
          state.filters.vendor ||
          state.filters.category ? (
            <p className="muted">{t('notByVendor')}</p>
          ) : null}
        </Card>
      ) : null}
      <DataTable<DailyReportRow>
        endpoint={ENDPOINT}
        query={query}
        columns={columns}
        filters={filters}
        csv="daily-report"
        rowKey="key"
      />
      <p className="muted">{t('definitions')}</p>
    </Page>
  );
}
