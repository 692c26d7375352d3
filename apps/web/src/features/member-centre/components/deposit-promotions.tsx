import { useTranslation } from 'react-i18next';
import type { DepositPromotion } from '@portal/contract';
import { useMoney } from '@/hooks/use-money';
import { promotionOffer } from '../lib/money-forms';

/**
 * The deposit promotions (inventory 1.2.2): "do not participate" always first and the default; each
 * promotion with the bonus the typed amount earns, live, or why it cannot be chosen.
 */
export function DepositPromotions({
  promotions,
  amount,
  value,
  onChange,
}: {
  promotions: DepositPromotion[];
  amount: bigint | undefined;
  value: number | null;
  onChange: (promotionId: number | null) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <fieldset className="promos">
      <legend className="deposit__label">{t('memberCentre.promo.title')}</legend>
      <label className={`promo${value === null ? ' promo--active' : ''}`}>
        <input
          type="radio"
          name="deposit-promotion"
          checked={value === null}
          onChange={() => onChange(null)}
        />
        <span className="promo__text">
          <span className="promo__name">{t('memberCentre.promo.none')}</span>
        </span>
      </label>
      {promotions.map((promotion) => {
        const offer = promotionOffer(promotion, amount);
        const disabled = offer.blocked !== undefined && offer.blocked !== 'noAmount';
        const noteId = `promo-note-${promotion.promotionId}`;
        return (
          <label
            key={promotion.promotionId}
            className={`promo${value === promotion.promotionId ? ' promo--active' : ''}${disabled ? ' promo--disabled' : ''}`}
          >
            <input
              type="radio"
              name="deposit-promotion"
              checked={value === promotion.promotionId}
              disabled={disabled}
              aria-describedby={noteId}
              onChange={() => onChange(promotion.promotionId)}
            />
            <span className="promo__text">
              <span className="promo__name">{promotion.name}</span>
              <span className="promo__remark">{promotion.remark}</span>
              <span id={noteId} className={`promo__note${disabled ? ' promo__note--blocked' : ''}`}>
                {offer.bonus !== undefined
                  ? t('memberCentre.promo.bonus', { amount: money.minor(offer.bonus) })
                  : t(`memberCentre.promo.blocked.${offer.blocked}`, {
                      min: money.major(promotion.minDeposit),
                      max: money.major(promotion.maxDeposit ?? 0),
                    })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
