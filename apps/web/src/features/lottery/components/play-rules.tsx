import { useTranslation } from 'react-i18next';
import { useMoney } from '@/hooks/use-money';
import type { LotteryPlay } from '../api/get-game';

/**
 * The play's rules in a collapsible panel: how to play on top; inside, the server's rules (format,
 * winning, prize, a worked example), the prize table at the max series and the stake limits.
 */
export function PlayRules({ play, maxSeries }: { play: LotteryPlay; maxSeries: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <details className="prules">
      <summary className="prules__summary">
        <span className="prules__how">{play.how}</span>
        <span className="prules__toggle">{t('lottery.play.rules')}</span>
      </summary>
      <div className="prules__body">
        <ul className="prules__lines">
          {play.rules
            .split('\n')
            .filter(Boolean)
            .map((line, i) => (
              <li key={i}>{line}</li>
            ))}
        </ul>
        <table className="prules__odds">
          <caption>{t('lottery.play.oddsCaption', { series: maxSeries })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lottery.play.level')}</th>
              <th scope="col">{t('lottery.play.prize')}</th>
              <th scope="col">{t('lottery.play.odds')}</th>
            </tr>
          </thead>
          <tbody>
            {play.odds.map((row) => (
              <tr key={row.level}>
                <td>{row.name}</td>
                <td>{money.major(row.prize)}</td>
                <td>{row.odds}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="prules__limits">
          {t('lottery.play.stakeLimits', {
            min: money.major(play.minStake),
            max: money.major(play.maxStake),
          })}
        </p>
      </div>
    </details>
  );
}
