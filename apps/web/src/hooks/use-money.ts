import { useMemo } from 'react';
import { toMajor } from '@portal/contract/money';
import { useBalance } from './use-balance';
import { formatMoney, formatSignedMoney } from '@/lib/format';
import { useLanguage } from '@/lib/language';

/** Money in the user's language with the merchant's currency symbol (the header balance's format). */
export function useMoney() {
  const lang = useLanguage();
  const symbol = useBalance().data?.currencySymbol ?? '';
  return useMemo(
    () => ({
      symbol,
      /** A major-unit figure from the server. */
      major: (amount: number) => formatMoney(amount, lang, symbol),
      /** Minor units from the form's exact arithmetic. */
      minor: (amount: bigint) => formatMoney(toMajor(amount), lang, symbol),
      /** With its sign, for records: +100.00 in, −1.00 out. */
      signed: (amount: number) => formatSignedMoney(amount, lang, symbol),
      /** A chip or bound without decimals when it is a whole amount. */
      plain: (amount: number) => formatMoney(amount, lang, '', Number.isInteger(amount) ? 0 : 2),
    }),
    [lang, symbol],
  );
}
