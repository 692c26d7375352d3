import { spotName, spotRtp, spotsOf } from '../../../../src/engine/tables/index.ts';
import type { TableGame } from '../../../../src/shared/api.ts';
import type { TableLimits } from '../../../../src/shared/tables-api.ts';
import { useI18n } from '../../i18n/react.tsx';
import { formatPercent } from '../../lib/money.ts';
import { useHouse } from '../../shell/house.tsx';
import { paysText } from './table-spots.ts';

/** Roulette's 150-odd spots collapse to one row per bet type (they share payout and RTP). */
function rows(game: TableGame) {
  const seen = new Set<string>();
  return spotsOf(game).filter((s) => {
    const key = game === 'roulette' || game === 'sicbo' ? `${s.id.split(':')[0]}:${s.pays}` : s.id;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A table's rules: how the game is played, every spot's payout and exact RTP (from the engine), the
 * betting flow with this table's window and limits, and the fairness scheme.
 */
export function TableRules({
  game,
  limits,
  bettingSeconds,
}: {
  game: TableGame;
  limits: TableLimits | null;
  bettingSeconds: number | null;
}) {
  const { t, lang, locale } = useI18n();
  const house = useHouse();
  const shoe = game === 'baccarat' || game === 'baccarat-nc' || game === 'dragon-tiger';
  return (
    <div className="tbl-rules">
      <h3>{t('tables.rules.game')}</h3>
      <p>{t(`tables.rules.${game}`)}</p>
      <h3>{t('tables.rules.payouts')}</h3>
      <table className="bets-table tbl-rules__table">
        <thead>
          <tr>
            <th scope="col">{t('tables.rules.spot')}</th>
            <th scope="col">{t('tables.rules.pays')}</th>
            <th scope="col">{t('tables.rules.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {rows(game).map((s) => (
            <tr key={s.id}>
              <th scope="row">
                {spotName(game, s.id)[lang]}{' '}
                <span className="muted small">({t(`tables.rules.group.${s.group}`)})</span>
              </th>
              <td className="mono">
                {paysText(s)}
                {game === 'baccarat-nc' && s.id === 'banker' && (
                  <span className="muted small"> · {t('tables.ncBanker6')}</span>
                )}
              </td>
              <td className="mono">{formatPercent(spotRtp(game, s.id), locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('tables.rules.flow')}</h3>
      <p>{t('tables.rules.flowText', { s: bettingSeconds ?? '—' })}</p>
      {limits && (
        <p>
          {t('tables.rules.limitsText', {
            min: house.money(limits.minBet),
            max: house.money(limits.maxBet),
            side: house.money(limits.sideMaxBet),
          })}
        </p>
      )}
      <h3>{t('tables.rules.fair')}</h3>
      <p>{shoe ? t('tables.rules.fairShoe') : t('tables.rules.fairRound')}</p>
    </div>
  );
}
