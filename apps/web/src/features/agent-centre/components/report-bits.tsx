import { useTranslation } from 'react-i18next';
import { useMoney } from '@/hooks/use-money';

/**
 * A player's result with the inventory's colours: a win (positive) red, a loss (negative) green.
 */
export function PlayerPnl({ value }: { value: number }) {
  const money = useMoney();
  return (
    <span className={`ar-pnl${value > 0 ? ' ar-pnl--win' : value < 0 ? ' ar-pnl--loss' : ''}`}>
      {money.signed(value)}
    </span>
  );
}

/** A figure with its label, as the overview's tiles show them. */
export function Stat({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="ar-stat" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The user name of a member of the team, as the report filters take it. */
export function TeamUserField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <label>
      <span>{t('agentReports.username')}</span>
      <input
        value={value}
        maxLength={32}
        placeholder={t('agentReports.betting.userPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
