import { useMoney } from '@/hooks/use-money';

/** Profit or loss, green when the member won, red when they lost. */
export function Pnl({ value }: { value: number }) {
  const money = useMoney();
  return (
    <span className={`tx-amount${value > 0 ? ' tx-amount--in' : value < 0 ? ' tx-amount--out' : ''}`}>
      {money.signed(value)}
    </span>
  );
}
