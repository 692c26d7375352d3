import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import type { BankCard } from '../api/withdraw';

/** Radio cards of the member's bound accounts: bank or e-wallet name and the masked number. */
export function CardPicker({
  cards,
  value,
  onChange,
}: {
  cards: BankCard[];
  value: number;
  onChange: (cardId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="deposit__channels">
      <legend className="deposit__label">{t('memberCentre.withdraw.toAccount')}</legend>
      <div className="channel-grid">
        {cards.map((card) => (
          <label
            key={card.cardId}
            className={`channel-card${card.cardId === value ? ' channel-card--active' : ''}`}
          >
            <input
              type="radio"
              name="withdraw-card"
              className="channel-card__input"
              checked={card.cardId === value}
              onChange={() => onChange(card.cardId)}
            />
            <span className="channel-card__icon" aria-hidden="true">
              <Icon name={card.type === 'B' ? 'card' : 'wallet'} size={22} />
            </span>
            <span className="channel-card__text">
              <span className="channel-card__name">{card.bankName}</span>
              <span className="channel-card__limits">{card.accountNumber}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
