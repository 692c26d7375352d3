import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { useKyc } from '../api/kyc';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';

export type IdGate = 'deposit' | 'withdrawal' | 'promotion';

/**
 * Whether the merchant's identity gate stops this action now (decision 0065): the page shows the notice
 * with a link to the verification instead of a form that would only be refused.
 */
export function useIdGate(gate: IdGate) {
  const kyc = useKyc();
  const blocked = kyc.data ? kyc.data.policy.gates[gate] && kyc.data.status !== 'APPROVED' : false;
  return { pending: kyc.isPending && kyc.fetchStatus !== 'idle', blocked, status: kyc.data?.status };
}

export function IdGateNotice({ gate }: { gate: IdGate }) {
  const { t } = useTranslation();
  const { hrefOf } = useMemberCentreNav();
  return (
    <div className="mc-mask" role="status" data-testid="id-gate">
      <EmptyState
        icon="shield"
        title={t('kyc.gateTitle')}
        action={
          <Link className="btn btn--primary" to={hrefOf('securityCenter', { section: 'identity' })}>
            {t('kyc.goVerify')}
          </Link>
        }
      >
        {t(`kyc.gates.${gate}`)}
      </EmptyState>
    </div>
  );
}
