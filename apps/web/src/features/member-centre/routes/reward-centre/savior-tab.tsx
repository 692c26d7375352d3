import { useTranslation } from 'react-i18next';
import type { RebateCategory } from '@portal/contract';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { useSaviorRules } from '../../api/issued-rewards';
import { IssuedList, productGameType } from './issued-list';

/**
 * The SAVIOR tab (decision 0046): the rescue fund's rules (per product, net loss ≥ X → a fixed bonus or a
 * percentage of the loss with a cap) and the rewards issued after each business day to claim.
 */
export default function SaviorTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const rules = useSaviorRules();
  return (
    <div className="ir-tab">
      <h4 className="rc-cal__title">{t('memberCentre.rewards.savior.claimable')}</h4>
      <IssuedList kind="SAVIOR" />
      {rules.isPending ? (
        <Skeleton height={120} />
      ) : !rules.data ? (
        <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        rules.data.map((c) => (
          <section key={c.configId} className="ir-rules" aria-labelledby={`ir-rules-${c.configId}`}>
            <h4 id={`ir-rules-${c.configId}`} className="rc-cal__title">
              {c.name}
            </h4>
            {c.rules && <p className="mc-hint">{c.rules}</p>}
            {c.products.map((p) => (
              <table key={p.productType} className="ir-rules__table" data-testid="savior-rules">
                <caption>
                  {t(`games.types.${productGameType[p.productType as RebateCategory] ?? 'RNG'}`)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('memberCentre.rewards.savior.netLossAtLeast')}</th>
                    <th scope="col">{t('memberCentre.rewards.savior.bonus')}</th>
                    <th scope="col">{t('memberCentre.rewards.savior.cap')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.configDetails.map((d) => (
                    <tr key={d.netLoss}>
                      <td>{money.major(d.netLoss)}</td>
                      <td>
                        {d.bonusType === 'FIXED'
                          ? money.major(d.bonus)
                          : t('memberCentre.rewards.savior.percent', { n: d.bonus / 100 })}
                      </td>
                      <td>{d.cap > 0 ? money.major(d.cap) : t('memberCentre.rewards.savior.noCap')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
            <p className="mc-hint">
              {t('memberCentre.rewards.savior.terms', { days: c.expiryDays })}
              {c.turnoverMultiple > 0 && ` ${t('memberCentre.rewards.turnover', { n: c.turnoverMultiple })}`}
            </p>
          </section>
        ))
      )}
    </div>
  );
}
