import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { useMoney } from '@/hooks/use-money';
import { errorText } from '@/lib/i18n';
import {
  useClaimPromoCode,
  usePromoCodeEnabled,
  usePromoCodes,
  type PromoCodeClaim,
} from '../../api/promo-codes';
import './newbie-promo.css';

const CODE = /^[A-Za-z0-9_-]{3,32}$/;

/**
 * The promo-code tab (decision 0045): always in the menu; while no code is open (`getPromoCodeEnable`
 * false) it says so instead of the form. A form to type a code and the listed codes with "Use"; a code
 * the member cannot use now is shown disabled with its reason.
 */
export default function PromoCodeTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const enabled = usePromoCodeEnabled();
  const codes = usePromoCodes();
  const claim = useClaimPromoCode();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [paid, setPaid] = useState<PromoCodeClaim | null>(null);
  useEffect(() => {
    if (!paid) return;
    const id = window.setTimeout(() => setPaid(null), 8000);
    return () => window.clearTimeout(id);
  }, [paid]);

  if (enabled.isPending || codes.isPending)
    return (
      <div aria-busy="true" className="rc__list">
        <Skeleton height={120} />
        <Skeleton height={72} />
      </div>
    );
  if (enabled.isError) return <QueryError error={enabled.error} onRetry={() => void enabled.refetch()} />;
  if (!codes.data) return <QueryError error={codes.error} onRetry={() => void codes.refetch()} />;
  if (!enabled.data && !paid)
    return <EmptyState icon="gift" title={t('memberCentre.rewards.promoCode.closed')} />;

  const trimmed = text.trim();
  const invalid = !trimmed
    ? t('memberCentre.rewards.promoCode.required')
    : !CODE.test(trimmed)
      ? t('memberCentre.rewards.promoCode.invalid')
      : null;
  const redeem = (code: string) => {
    setPaid(null);
    claim.mutate(code, {
      onSuccess: (v) => {
        setPaid(v);
        setText('');
        setTouched(false);
      },
    });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!invalid) redeem(trimmed);
  };

  return (
    <div className="rc__list">
      <form className="np-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('memberCentre.rewards.promoCode.label')}
          placeholder={t('memberCentre.rewards.promoCode.placeholder')}
          value={text}
          onValueChange={(v) => {
            setText(v);
            claim.reset();
          }}
          error={touched ? invalid : null}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          data-testid="promo-input"
        />
        <button
          type="submit"
          className="btn btn--primary"
          disabled={claim.isPending}
          aria-busy={claim.isPending}
          data-testid="promo-submit"
        >
          {t('memberCentre.rewards.promoCode.submit')}
        </button>
      </form>
      {paid && (
        <p className="rc-toast" role="status" data-testid="promo-done">
          <Icon name="check" size={16} />
          {t('memberCentre.rewards.promoCode.success', {
            code: paid.promoCode,
            amount: money.major(paid.amount),
            points: paid.pointAmount,
          })}
        </p>
      )}
      {claim.isError && (
        <p className="missions__error" role="alert" data-testid="promo-error">
          {errorText(claim.error)}
        </p>
      )}
      <h4 className="np-list__title">{t('memberCentre.rewards.promoCode.available')}</h4>
      {codes.data.length === 0 ? (
        <p className="mc-hint">{t('memberCentre.rewards.promoCode.none')}</p>
      ) : (
        <ul className="np-codes">
          {codes.data.map((c) => (
            <li
              key={c.promotionSettingId}
              className="np-code"
              data-testid="promo-code"
              data-enabled={c.enabled}
            >
              <div className="np-code__text">
                <strong>{c.promoCode}</strong>
                {c.description && <span className="mc-hint">{c.description}</span>}
                <span className="np-code__reward">
                  {[
                    c.bonusAmount > 0 ? money.major(c.bonusAmount) : null,
                    c.pointAmount > 0 ? t('memberCentre.rewards.pointsN', { n: c.pointAmount }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {!c.enabled && c.reason && (
                  <span className="np-code__reason">
                    {t(`memberCentre.rewards.promoCode.reasons.${c.reason}`)}
                  </span>
                )}
              </div>
              <button
                type="button"
                className="btn btn--primary btn--sm"
                disabled={!c.enabled || claim.isPending}
                onClick={() => redeem(c.promoCode)}
              >
                {t('memberCentre.rewards.promoCode.use')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
