import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { useLanguage } from '@/lib/language';
import { ticketTypes, useClaimHistory, type TicketType } from '../../api/tickets';
import './tickets.css';

/** Reward records (inventory 1.4.1): opened tickets with a type filter, a date range and the totals. */
export default function RecordsTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguage();
  const [ticketType, setType] = useState<TicketType | ''>('');
  const [claimDateFrom, setFrom] = useState('');
  const [claimDateTo, setTo] = useState('');
  const [page, setPage] = useState(1);
  const history = useClaimHistory({ ticketType, claimDateFrom, claimDateTo, page });
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  return (
    <section className="tk-records" aria-labelledby="tk-records-title">
      <h4 id="tk-records-title" className="rc-cal__title">
        {t('memberCentre.rewards.records.title')}
      </h4>
      <div className="tk-records__filters">
        <label>
          <span>{t('memberCentre.rewards.records.type')}</span>
          <select
            value={ticketType}
            onChange={(e) => {
              setType(e.target.value as TicketType | '');
              setPage(1);
            }}
            data-testid="records-type"
          >
            <option value="">{t('memberCentre.rewards.records.all')}</option>
            {ticketTypes.map((x) => (
              <option key={x} value={x}>
                {t(`memberCentre.rewards.tickets.types.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('memberCentre.rewards.records.from')}</span>
          <input
            type="date"
            value={claimDateFrom}
            onChange={(e) => {
              setFrom(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label>
          <span>{t('memberCentre.rewards.records.to')}</span>
          <input
            type="date"
            value={claimDateTo}
            onChange={(e) => {
              setTo(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      {history.isPending ? (
        <Skeleton height={160} />
      ) : !data ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState icon="receipt" title={t('memberCentre.rewards.records.empty')} />
      ) : (
        <div className="tk-records__scroll">
          <table className="tk-records__table">
            <thead>
              <tr>
                <th scope="col">{t('memberCentre.rewards.records.name')}</th>
                <th scope="col">{t('memberCentre.rewards.records.type')}</th>
                <th scope="col">{t('memberCentre.rewards.records.usedDate')}</th>
                <th scope="col">{t('memberCentre.rewards.records.prize')}</th>
                <th scope="col">{t('memberCentre.rewards.records.amount')}</th>
                <th scope="col">{t('memberCentre.rewards.records.point')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id} data-testid="records-row" data-type={r.type}>
                  <td>{r.name}</td>
                  <td>{t(`memberCentre.rewards.tickets.types.${r.type}`)}</td>
                  <td>
                    {new Date(r.usedDate).toLocaleString(
                      lang === 'TW' ? 'zh-TW' : lang === 'VI' ? 'vi-VN' : 'en-GB',
                    )}
                  </td>
                  <td>
                    {r.giftCode ? (
                      <span className="tk-records__code">
                        <code>{r.giftCode}</code>
                        <CopyButton text={r.giftCode} label={t('memberCentre.rewards.tickets.giftCode')} />
                      </span>
                    ) : r.productName ? (
                      r.productName
                    ) : (
                      t(`memberCentre.rewards.tickets.slot.${r.rewardType === 'NONE' ? 'NONE' : 'REWARD'}`)
                    )}
                    {r.deliveryStatus && (
                      <small className="tk-records__delivery">
                        {t(`memberCentre.rewards.records.delivery.${r.deliveryStatus}`)}
                      </small>
                    )}
                  </td>
                  <td>{r.amount > 0 ? money.major(r.amount) : '–'}</td>
                  <td>{r.point > 0 ? r.point.toLocaleString() : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && pages > 1 && (
        <div className="tk-records__pages">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('memberCentre.rewards.records.prev')}
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('memberCentre.rewards.records.next')}
          </button>
        </div>
      )}
      {data && (
        <dl className="rc-cal__totals" data-testid="records-totals">
          <div>
            <dt>{t('memberCentre.rewards.records.totalAmount')}</dt>
            <dd>{money.major(data.totalAmount)}</dd>
          </div>
          <div>
            <dt>{t('memberCentre.rewards.records.totalPoint')}</dt>
            <dd>{data.totalPoint.toLocaleString()}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
