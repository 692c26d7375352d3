import { useTranslation } from 'react-i18next';
import { bpToPercent } from '@portal/contract/money';
import { EmptyState } from '@/components/empty-state';
import { Modal } from '@/components/modal';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { useAuthModal } from '@/features/auth';
import { useReferralProgram } from '../api/referral';
import { ReferralBoard } from './referral-board';
import '../routes/referral.css';

/** The program before login (inventory 1.7 `friendOverviewBeforeLogin`): what one earns, the board, sign up. */
export default function ReferralProgram({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const q = useReferralProgram();
  const auth = useAuthModal();
  const p = q.data;
  const earn = p
    ? [
        p.invitationRewardEnabled &&
          p.invitationReward > 0 &&
          t('referral.earn.invitation', { amount: money.major(p.invitationReward) }),
        p.depositRebateEnabled &&
          p.depositRebateBp > 0 &&
          t('referral.earn.deposit', { rate: bpToPercent(p.depositRebateBp) }),
        p.bettingRebateEnabled &&
          p.bettingRebateBp.length > 0 &&
          t('referral.earn.betting', {
            rates: p.bettingRebateBp
              .map((r) => `${t(`games.types.${r.gameType}`)} ${bpToPercent(r.rateBp)}%`)
              .join(' · '),
          }),
        ...(p.achievementEnabled
          ? p.tiers.map((tier) =>
              t('referral.earn.tier', {
                invited: tier.invitedTarget,
                deposited: tier.depositTarget,
                amount: money.major(tier.bonus),
              }),
            )
          : []),
      ].filter((x): x is string => typeof x === 'string')
    : [];
  return (
    <Modal open onClose={onClose} title={t('referral.programTitle')} width="min(560px, 100%)">
      <div className="ref ref--program">
        {q.isPending ? (
          <Skeleton height={220} />
        ) : !p ? (
          <QueryError error={q.error} onRetry={() => void q.refetch()} />
        ) : !p.open ? (
          <EmptyState icon="users" title={t('referral.closedTitle')}>
            {t('referral.closedText')}
          </EmptyState>
        ) : (
          <>
            <p className="ref__lead">{t('referral.programLead')}</p>
            {earn.length > 0 && (
              <ul className="ref__earn" data-testid="ref-earn">
                {earn.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                onClose();
                auth.open('register');
              }}
            >
              {t('referral.signUp')}
            </button>
            <ReferralBoard board={p} />
            {p.rules && <div className="ref__rules">{p.rules}</div>}
          </>
        )}
      </div>
    </Modal>
  );
}
