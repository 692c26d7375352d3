import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionHistory } from '@portal/contract';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useTransactions } from '../api/get-transactions';
import { transferEnds } from '../lib/wallet-transfer';
import { useMoney } from '@/hooks/use-money';
import { presetRange, type RangePreset, type TimeRange } from '@/lib/date-range';
import { transactionTypes } from '@portal/contract/constants';
import { RangeChips, RecordPager, RecordResult } from '@/components/record-result';

const PAGE_SIZE = 20;
type Row = TransactionHistory['rows'][number];

/**
 * `transactionHistory`, the account record (inventory 1.2, `ODSFE2_MemTransDet`): every change of the
 * member's wallets, newest first, by local-day presets (at most 30 days back) and type. A table on
 * wide screens, cards on a phone.
 */
export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const typeId = useId();
  const [preset, setPreset] = useState<RangePreset>('today');
  const [range, setRange] = useState<TimeRange>(() => presetRange('today', new Date()));
  const [type, setType] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = useTransactions({ ...range, type, pageNo, pageSize: PAGE_SIZE });
  const narrow = useMediaQuery('(max-width: 767px)');

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    // The range is taken when chosen, so the list stays put while the clock moves on.
    setRange(presetRange(next, new Date()));
    setPageNo(1);
  };

  return (
    <div className="record">
      <div className="record__filters" role="group" aria-label={t('memberCentre.record.filters')}>
        <RangeChips value={preset} onChange={choosePreset} />
        <div className="record__type">
          <label htmlFor={typeId} className="record__type-label">
            {t('memberCentre.record.type')}
          </label>
          <select
            id={typeId}
            className="select"
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setPageNo(1);
            }}
          >
            <option value="">{t('memberCentre.record.allTypes')}</option>
            {transactionTypes.map((key) => (
              <option key={key} value={key}>
                {t(`wallet.txType.${key}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <RecordResult query={query} icon="receipt" emptyText={t('memberCentre.record.emptyText')}>
        {(data) => (
          <>
            {narrow ? <RecordCards rows={data.rows} /> : <RecordTable rows={data.rows} />}
            <RecordPager page={pageNo} data={data} onChange={setPageNo} />
          </>
        )}
      </RecordResult>
    </div>
  );
}

/** The type's label, or the server's code for a type this build does not know yet. */
function useTypeLabel() {
  const { t, i18n } = useTranslation();
  return (type: string) => {
    const key = `wallet.txType.${type}`;
    return i18n.exists(key) ? t(key as 'wallet.txType.deposit') : type;
  };
}

function Amount({ value }: { value: number }) {
  const money = useMoney();
  return (
    <span className={`tx-amount${value > 0 ? ' tx-amount--in' : value < 0 ? ' tx-amount--out' : ''}`}>
      {money.signed(value)}
    </span>
  );
}

function Status({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <span className={`tx-status tx-status--${row.status.toLowerCase()}`}>
      {t(`memberCentre.record.statuses.${row.status}`)}
    </span>
  );
}

/** A row's note: the two wallets of a move between the member's wallets, else the server's remark. */
function Remark({ row }: { row: Row }) {
  const { t } = useTranslation();
  const ends = transferEnds(row);
  const text = ends ? t('memberCentre.shared.between', ends) : row.remark;
  return text ? <span className="table__remark">{text}</span> : null;
}

function RecordTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const typeLabel = useTypeLabel();
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('memberCentre.record.time')}</th>
            <th scope="col">{t('memberCentre.record.type')}</th>
            <th scope="col">{t('memberCentre.record.wallet')}</th>
            <th scope="col" className="table__num">
              {t('memberCentre.record.amount')}
            </th>
            <th scope="col" className="table__num">
              {t('memberCentre.record.balanceAfter')}
            </th>
            <th scope="col">{t('memberCentre.record.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="table__time">{formatDateTime(row.time, lang)}</td>
              <td>
                {typeLabel(row.type)}
                <Remark row={row} />
              </td>
              <td>{row.wallet}</td>
              <td className="table__num">
                <Amount value={row.amount} />
              </td>
              <td className="table__num">{money.major(row.balanceAfter)}</td>
              <td>
                <Status row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordCards({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const typeLabel = useTypeLabel();
  return (
    <ul className="tx-cards">
      {rows.map((row) => (
        <li key={row.id} className="tx-card">
          <div className="tx-card__main">
            <span className="tx-card__type">{typeLabel(row.type)}</span>
            <Amount value={row.amount} />
          </div>
          <div className="tx-card__meta">
            <span>{formatDateTime(row.time, lang)}</span>
            <span>
              {t('memberCentre.shared.walletBalance', {
                wallet: row.wallet,
                amount: money.major(row.balanceAfter),
              })}
            </span>
          </div>
          <div className="tx-card__meta">
            <span>
              <Remark row={row} />
            </span>
            <Status row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}
