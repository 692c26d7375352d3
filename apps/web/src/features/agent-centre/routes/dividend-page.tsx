import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { useContractEstimates, type ContractEstimates } from '../api/contracts';
import {
  ContractManagement,
  ContractRecords,
  MyContracts,
  useContractLabel,
} from '../components/contract-parts';

type Figures = ContractEstimates['estimates'][number]['current'];

function PeriodCard({ title, r }: { title: string; r: Figures }) {
  const { t } = useTranslation();
  const money = useMoney();
  const f = r.figures;
  return (
    <article className="acc-card">
      <header className="acc-card__head">
        <h3 className="acc-card__title">{title}</h3>
        <span className="acc-badge">{t(`agentContracts.recordStatuses.${r.status}`)}</span>
      </header>
      <dl className="acc-figures">
        <dt>{t('agentContracts.page.validBet')}</dt>
        <dd>{money.major(f.validBet ?? 0)}</dd>
        <dt>{t('agentContracts.page.rebate')}</dt>
        <dd>{money.major(f.rebate ?? 0)}</dd>
        <dt>{t('agentContracts.page.promotion')}</dt>
        <dd>{money.major(f.promotion ?? 0)}</dd>
        <dt>{t('agentContracts.page.depositFee')}</dt>
        <dd>{money.major(f.depositFee ?? 0)}</dd>
        <dt>{t('agentContracts.page.netLoss')}</dt>
        <dd>{money.major(f.netLoss ?? 0)}</dd>
        <dt>{t('agentContracts.page.carry')}</dt>
        <dd>{money.major((f.base ?? 0) - (f.netLoss ?? 0))}</dd>
        <dt>{t('agentContracts.page.activeMember')}</dt>
        <dd>{f.activeMember ?? 0}</dd>
        <dt>{t('agentContracts.page.estimate')}</dt>
        <dd>
          <strong>{money.major(r.amount)}</strong>
        </dd>
      </dl>
    </article>
  );
}

/**
 * `agentDividendRecordCopy` (inventory 2.1.10, decision 0056): my dividend's current and previous period
 * cards (the current one an estimate), my dividend records, the contracts of my direct downline agents.
 */
export default function DividendPage() {
  const { t } = useTranslation();
  const label = useContractLabel();
  const q = useContractEstimates();
  return (
    <div className="acc-page">
      <p className="acc-hint">{t('agentContracts.page.estimateTip')}</p>
      {q.isPending ? (
        <Skeleton height={200} />
      ) : q.isError ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        q.data.estimates.map((e) => (
          <section key={e.contractId} className="acc-page__section">
            <h2 className="acc-page__title">
              {label({ kind: 'DIVIDEND', product: e.product, period: e.period })}
            </h2>
            <div className="acc-cards">
              <PeriodCard title={t('agentContracts.page.current')} r={e.current} />
              {e.previous && <PeriodCard title={t('agentContracts.page.previous')} r={e.previous} />}
            </div>
          </section>
        ))
      )}
      <MyContracts kind="DIVIDEND" />
      <ContractRecords kind="DIVIDEND" />
      <ContractManagement kind="DIVIDEND" />
    </div>
  );
}
