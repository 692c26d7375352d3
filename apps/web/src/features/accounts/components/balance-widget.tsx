import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langTags, type Lang } from '@portal/i18n/langs';
import { Icon } from '@/components/icon';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { storage } from '@/lib/storage';
import { useBalance, useBalanceRefresh } from '@/hooks/use-balance';

const HIDDEN_KEY = 'balanceHidden';
/** From this amount on, the narrow header shows the balance in compact notation (1.23M). */
const COMPACT_FROM = 100_000;

function compactMoney(amount: number, lang: Lang, symbol: string): string {
  if (Math.abs(amount) < COMPACT_FROM) return formatMoney(amount, lang, symbol, 2);
  const text = new Intl.NumberFormat(langTags[lang], {
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(amount);
  return `${symbol}${text}`;
}

/**
 * The header balance (spec section 2): two decimals with the currency symbol, *** when hidden, and a
 * refresh. Until the wallet answers (404 `not.found` while it is not built) a dash stands in: never a
 * made-up figure.
 */
export function BalanceWidget() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const balance = useBalance();
  const { data } = balance;
  const { refreshing, refresh } = useBalanceRefresh(balance);
  const [hidden, setHidden] = useState(() => storage.get(HIDDEN_KEY) === '1');
  const toggle = () => {
    storage.set(HIDDEN_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const amount = data ? formatMoney(data.sumBalance, lang, data.currencySymbol, 2) : null;
  const compact = data ? compactMoney(data.sumBalance, lang, data.currencySymbol) : null;
  return (
    <div className="balance" role="group" aria-label={t('account.balance')}>
      <Icon name="wallet" size={18} className="balance__icon" />
      <span className="balance__amount" aria-live="polite" data-testid="balance">
        {hidden ? (
          '***'
        ) : amount !== null ? (
          <>
            <span className="balance__full">{amount}</span>
            <span className="balance__compact">{compact}</span>
          </>
        ) : (
          <span title={t('account.balanceUnavailable')} aria-label={t('account.balanceUnavailable')}>
            —
          </span>
        )}
      </span>
      <button
        type="button"
        className="balance__btn"
        aria-label={t(hidden ? 'account.showBalance' : 'account.hideBalance')}
        aria-pressed={hidden}
        onClick={toggle}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={`balance__btn balance__refresh${refreshing ? ' balance__refresh--spinning' : ''}`}
        aria-label={t('account.refreshBalance')}
        disabled={refreshing}
        onClick={refresh}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
