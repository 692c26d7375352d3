import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedRewardType, RebateCategory } from '@portal/contract';
import type { GameType } from '@portal/contract/constants';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useClaimIssued, useClaimList, type IssuedClaim, type IssuedItem } from '../../api/issued-rewards';
import './issued-rewards.css';

/** A rescue-fund product type's game category name (the rebate categories, decision 0043). */
export const productGameType: Record<RebateCategory, GameType> = {
  elott: 'ELOTT',
  live: 'LIVE',
  sports: 'SPORTS',
  fish: 'FISH',
  rng: 'RNG',
  pvp: 'PVP',
};

/**
 * The member's issued rewards of one kind to claim (decision 0046): name, amount, points, expiry; a claim
 * asks for confirmation first, then the balance, points and counts are read again.
 */
export function IssuedList({ kind }: { kind: IssuedRewardType }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguage();
  const list = useClaimList(kind);
  const claim = useClaimIssued();
  const [asking, setAsking] = useState<IssuedItem | null>(null);
  const [done, setDone] = useState<IssuedClaim | null>(null);
  const p = kind === 'SAVIOR' ? 'savior' : 'manual';

  useEffect(() => {
    if (!done) return;
    const id = window.setTimeout(() => setDone(null), 5000);
    return () => window.clearTimeout(id);
  }, [done]);

  if (list.isPending)
    return (
      <div aria-busy="true" className="rc__list">
        <Skeleton height={72} />
        <Skeleton height={72} />
      </div>
    );
  if (!list.data) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'TW' ? 'zh-TW' : lang === 'VI' ? 'vi-VN' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  const onConfirm = () => {
    if (!asking) return;
    claim.mutate(
      { rewardId: asking.rewardId, promotionType: kind },
      {
        onSuccess: (v) => {
          setDone(v);
          setAsking(null);
        },
      },
    );
  };

  return (
    <div className="ir">
      {done && (
        <p className="rc-toast" role="status" data-testid={`${p}-done`}>
          <Icon name="check" size={16} />
          {t('memberCentre.rewards.issued.claimedText', {
            amount: money.major(done.rewardAmount),
            points: done.pointAmount,
          })}
        </p>
      )}
      {list.data.length === 0 ? (
        <EmptyState icon="gift" title={t(`memberCentre.rewards.${p}.empty`)} />
      ) : (
        <ul className="ir__list">
          {list.data.map((item) => (
            <li key={item.rewardId} className="ir-item" data-testid={`${p}-item`}>
              <span className="ir-item__icon" aria-hidden="true">
                <Icon name="gift" size={20} />
              </span>
              <div className="ir-item__text">
                <strong>{item.name}</strong>
                {item.productType && (
                  <small>
                    {t(`games.types.${productGameType[item.productType as RebateCategory] ?? 'RNG'}`)}
                    {item.periodKey && ` · ${item.periodKey}`}
                    {item.netLoss !== null &&
                      ` · ${t('memberCentre.rewards.savior.netLoss', { amount: money.major(item.netLoss) })}`}
                  </small>
                )}
                <small>
                  {item.expiresAt
                    ? t('memberCentre.rewards.issued.expires', { date: date(item.expiresAt) })
                    : t('memberCentre.rewards.issued.noExpiry')}
                </small>
              </div>
              <div className="ir-item__figures">
                {item.rewardAmount > 0 && <strong>{money.major(item.rewardAmount)}</strong>}
                {item.pointAmount > 0 && (
                  <small>{t('memberCentre.rewards.pointsN', { n: item.pointAmount })}</small>
                )}
              </div>
              <button
                type="button"
                className="btn btn--primary ir-item__claim"
                onClick={() => {
                  claim.reset();
                  setAsking(item);
                }}
                data-testid={`${p}-claim`}
              >
                {t('memberCentre.rewards.issued.claim')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t('memberCentre.rewards.issued.confirmTitle')}
        width="min(400px, 100%)"
      >
        {asking && (
          <div className="ir-confirm" data-testid={`${p}-confirm`}>
            <p>{t('memberCentre.rewards.issued.confirmText', { name: asking.name })}</p>
            <dl className="rc-refusal__figures">
              {asking.rewardAmount > 0 && (
                <>
                  <dt>{t('memberCentre.rewards.issued.amount')}</dt>
                  <dd>{money.major(asking.rewardAmount)}</dd>
                </>
              )}
              {asking.pointAmount > 0 && (
                <>
                  <dt>{t('memberCentre.rewards.points')}</dt>
                  <dd>{asking.pointAmount}</dd>
                </>
              )}
            </dl>
            {asking.turnoverMultiple > 0 && (
              <p className="mc-hint">{t('memberCentre.rewards.turnover', { n: asking.turnoverMultiple })}</p>
            )}
            {claim.isError && (
              <p className="missions__error" role="alert">
                {errorText(claim.error)}
              </p>
            )}
            <div className="ir-confirm__actions">
              <button type="button" className="btn" onClick={() => setAsking(null)}>
                {t('memberCentre.rewards.close')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={claim.isPending}
                aria-busy={claim.isPending}
                onClick={onConfirm}
                data-testid={`${p}-confirm-claim`}
              >
                {t('memberCentre.rewards.issued.confirm')}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
