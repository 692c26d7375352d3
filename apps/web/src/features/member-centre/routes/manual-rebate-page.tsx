import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RebateCategory } from '@portal/contract';
import { BUSINESS_TIME_ZONE, type GameType } from '@portal/contract/constants';
import { bpToPercent } from '@portal/contract/money';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { useRebate, useRebateDisburse, type RebateDisburse } from '../api/manual-rebate';
import './manual-rebate.css';

/** Each rebate category's name is its main game type's. */
const categoryType: Record<RebateCategory, GameType> = {
  elott: 'ELOTT',
  live: 'LIVE',
  sports: 'SPORTS',
  fish: 'FISH',
  rng: 'RNG',
  pvp: 'PVP',
};

/** Today (YYYY-MM-DD) in the business time zone: the day the original lets a member claim. */
const businessToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date());

/**
 * `manualRebate` (inventory 1.4.6, decision 0043): per category in the vendor ordering, the day's valid
 * bets, the rate and what remains to claim; Refresh; Claim after a confirmation with the date and total.
 */
export default function ManualRebatePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [day, setDay] = useState(businessToday);
  const query = useRebate(day);
  const disburse = useRebateDisburse();
  const [paid, setPaid] = useState<RebateDisburse | null>(null);
  const data = query.data;

  const claim = async () => {
    if (!data) return;
    setPaid(null);
    const ok = await dialogs.confirm(t('memberCentre.manualRebate.confirmText'), {
      title: t('memberCentre.manualRebate.confirmTitle'),
      confirmLabel: t('memberCentre.manualRebate.claim'),
      details: [
        { label: t('memberCentre.manualRebate.date'), value: data.balanceDate },
        ...data.rows
          .filter((r) => r.remain > 0)
          .map((r) => ({
            label: t(`games.types.${categoryType[r.category]}`),
            value: money.major(r.remain),
          })),
        { label: t('memberCentre.manualRebate.total'), value: money.major(data.totalRemain) },
      ],
    });
    if (!ok) return;
    const rebateAmount = Object.fromEntries(data.rows.map((r) => [r.category, r.remain]));
    disburse.mutate({ balanceDate: data.balanceDate, rebateAmount }, { onSuccess: (v) => setPaid(v) });
  };

  return (
    <div className="rebate">
      <p className="mc-hint">{t('memberCentre.manualRebate.hint')}</p>
      <div className="rebate__bar">
        {data && data.claimableDates.length > 1 ? (
          <div className="chip-row" role="group" aria-label={t('memberCentre.manualRebate.date')}>
            {data.claimableDates.map((d) => (
              <button
                key={d}
                type="button"
                className="chip chip--small"
                aria-pressed={d === day}
                onClick={() => setDay(d)}
              >
                {d}
              </button>
            ))}
          </div>
        ) : (
          <span className="rebate__date">
            {t('memberCentre.manualRebate.date')}: <strong>{data?.balanceDate ?? day}</strong>
          </span>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => {
            setPaid(null);
            void query.refetch();
          }}
          disabled={query.isFetching}
        >
          {t('memberCentre.manualRebate.refresh')}
        </button>
      </div>

      {paid && (
        <p className="rebate__success" role="status">
          {t('memberCentre.manualRebate.success', { amount: money.major(paid.total) })}
        </p>
      )}
      {disburse.isError && (
        <p className="rebate__error" role="alert">
          {errorText(disburse.error)}
        </p>
      )}

      {query.isPending ? (
        <div aria-busy="true" className="rebate__rows">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : data ? (
        <>
          <table className="rebate__table">
            <thead>
              <tr>
                <th scope="col">{t('memberCentre.manualRebate.category')}</th>
                <th scope="col">{t('memberCentre.manualRebate.validBet')}</th>
                <th scope="col">{t('memberCentre.manualRebate.rate')}</th>
                <th scope="col">{t('memberCentre.manualRebate.remain')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.category} data-testid="rebate-row" data-category={r.category}>
                  <th scope="row">{t(`games.types.${categoryType[r.category]}`)}</th>
                  <td>{money.major(r.validBet)}</td>
                  <td>{r.enabled ? `${bpToPercent(r.rateBp)}%` : t('memberCentre.manualRebate.off')}</td>
                  <td className={r.remain > 0 ? 'rebate__remain' : undefined}>{money.major(r.remain)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('memberCentre.manualRebate.total')}
                </th>
                <td data-testid="rebate-total">{money.major(data.totalRemain)}</td>
              </tr>
            </tfoot>
          </table>
          {data.totalRemain > 0 ? (
            <button
              type="button"
              className="btn btn--primary rebate__claim"
              disabled={disburse.isPending}
              onClick={() => void claim()}
            >
              {t('memberCentre.manualRebate.claimTotal', { amount: money.major(data.totalRemain) })}
            </button>
          ) : (
            <EmptyState icon="percent" title={t('memberCentre.manualRebate.emptyTitle')}>
              {t('memberCentre.manualRebate.emptyText')}
            </EmptyState>
          )}
          {data.turnoverMultiple > 0 && (
            <p className="mc-hint">
              {t('memberCentre.manualRebate.turnover', { multiple: data.turnoverMultiple })}
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
