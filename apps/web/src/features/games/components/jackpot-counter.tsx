import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useJackpot } from '../api/get-jackpot';
import { useTweenedAmount } from '../hooks/use-tweened-amount';
import './jackpot-counter.css';

/**
 * The house vendor's progressive jackpot (decision 0009, inventory 4.3): the real pool, polled every
 * 5 s and moving smoothly from one real figure to the next. It never shows a made-up number: hidden
 * until the first answer and whenever the call fails.
 */
export default function JackpotCounter() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const jackpot = useJackpot();
  const live = jackpot.isError ? null : (jackpot.data ?? null);
  const symbol = live?.currencySymbol;
  const format = useCallback((amount: number) => formatMoney(amount, lang, symbol), [lang, symbol]);
  const amountRef = useTweenedAmount<HTMLParagraphElement>(live ? live.amount : null, format);
  if (!live) return null;
  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <div className="jackpot__glow" aria-hidden="true" />
      <h2 id="jackpot-title" className="jackpot__title">
        {t('games.jackpot.title')}
      </h2>
      <p ref={amountRef} className="jackpot__amount" data-testid="jackpot-amount">
        {format(live.amount)}
      </p>
      <p className="jackpot__note">{t('games.jackpot.note')}</p>
    </section>
  );
}
