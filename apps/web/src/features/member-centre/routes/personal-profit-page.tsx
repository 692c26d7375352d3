import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pnl } from '@/components/pnl';
import type { ProfitLoss } from '@portal/contract';
import { BUSINESS_TIME_ZONE } from '@portal/contract/constants';
import { Pagination } from '@/components/pagination';
import { useVendors } from '@/features/games';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useProfitLoss } from '../api/profit-loss';
import { useGameTypeLabel } from '../hooks/use-game-type-label';
import { useMoney } from '@/hooks/use-money';
import { RangeChips, RecordResult } from '@/components/record-result';
import { presetDays, type RangePreset } from '@/lib/date-range';

const PAGE_SIZE = 13;
const ALL = 'CONS';
type Figures = ProfitLoss['total'];
const columns = [
  'deposit',
  'withdraw',
  'betAmount',
  'validBetAmount',
  'winAmount',
  'rebate',
  'depositRebate',
  'promotion',
] as const;

/**
 * `personalProfit` (inventory 1.3.3): profit and loss per day, All (`CONS`) then one tab per game
 * category of the left menu; valid bets only on a category tab. Table on wide screens, cards on a phone.
 */
export default function PersonalProfitPage() {
  const { t } = useTranslation();
  const gameTypeLabel = useGameTypeLabel();
  const lanes = useVendors().data?.lanes ?? [];
  const [category, setCategory] = useState(ALL);
  const [preset, setPreset] = useState<RangePreset>('last7');
  const [range, setRange] = useState(() => presetDays('last7', new Date(), BUSINESS_TIME_ZONE));
  const [page, setPage] = useState(1);
  const narrow = useMediaQuery('(max-width: 767px)');
  const query = useProfitLoss({ gameCategory: category, ...range, page, size: PAGE_SIZE });
  const shown = columns.filter((c) => c !== 'validBetAmount' || category !== ALL);

  return (
    <div className="record">
      <div className="chip-row" role="group" aria-label={t('memberCentre.pnl.categories')}>
        {[ALL, ...lanes.map((lane) => lane.gameClassify)].map((key) => (
          <button
            key={key}
            type="button"
            className="chip chip--small"
            aria-pressed={category === key}
            onClick={() => {
              setCategory(key);
              setPage(1);
            }}
          >
            {key === ALL ? t('memberCentre.pnl.all') : gameTypeLabel(key)}
          </button>
        ))}
      </div>
      <RangeChips
        value={preset}
        onChange={(key) => {
          setPreset(key);
          setRange(presetDays(key, new Date(), BUSINESS_TIME_ZONE));
          setPage(1);
        }}
      />
      <RecordResult query={query} icon="chart" emptyText={t('memberCentre.pnl.emptyText')}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE));
          return (
            <>
              {narrow ? <PnlCards data={data} shown={shown} /> : <PnlTable data={data} shown={shown} />}
              <PnlNotes pendingWithdraw={data.pendingWithdraw} />
              {pages > 1 && (
                <div className="record__pager">
                  <Pagination page={page} total={pages} onChange={setPage} />
                </div>
              )}
            </>
          );
        }}
      </RecordResult>
    </div>
  );
}

/** How P&L is computed, and the withdrawals still waiting for payout (not in the withdrawals column). */
function PnlNotes({ pendingWithdraw }: { pendingWithdraw: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="mc-hint" data-testid="pnl-notes">
      <p>{t('memberCentre.pnl.formula')}</p>
      {pendingWithdraw > 0 && (
        <p data-testid="pnl-pending">
          {t('memberCentre.pnl.pendingWithdraw', { amount: money.major(pendingWithdraw) })}
        </p>
      )}
    </div>
  );
}

function PnlTable({ data, shown }: { data: ProfitLoss; shown: readonly (keyof Figures)[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('memberCentre.pnl.date')}</th>
            {shown.map((c) => (
              <th key={c} scope="col" className="table__num">
                {t(`memberCentre.pnl.columns.${c}`)}
              </th>
            ))}
            <th scope="col" className="table__num">
              {t('memberCentre.pnl.columns.profitAndLoss')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.balanceDate}>
              <td className="table__time">{row.balanceDate}</td>
              {shown.map((c) => (
                <td key={c} className="table__num">
                  {money.major(row[c])}
                </td>
              ))}
              <td className="table__num">
                <Pnl value={row.profitAndLoss} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('memberCentre.pnl.total')}</th>
            {shown.map((c) => (
              <td key={c} className="table__num">
                {money.major(data.total[c])}
              </td>
            ))}
            <td className="table__num">
              <Pnl value={data.total.profitAndLoss} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function PnlCards({ data, shown }: { data: ProfitLoss; shown: readonly (keyof Figures)[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const card = (key: string, title: string, figures: Figures, total?: boolean) => (
    <li key={key} className={`tx-card${total ? ' tx-card--total' : ''}`}>
      <div className="tx-card__main">
        <span className="tx-card__type">{title}</span>
        <Pnl value={figures.profitAndLoss} />
      </div>
      <dl className="pnl-grid">
        {shown.map((c) => (
          <div key={c}>
            <dt>{t(`memberCentre.pnl.columns.${c}`)}</dt>
            <dd>{money.major(figures[c])}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
  return (
    <ul className="tx-cards">
      {data.rows.map((row) => card(row.balanceDate, row.balanceDate, row))}
      {card('total', t('memberCentre.pnl.total'), data.total, true)}
    </ul>
  );
}
