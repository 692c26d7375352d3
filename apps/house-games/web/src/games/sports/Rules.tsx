import type { SportId } from '../../../../src/engine/sports/index.ts';
import type { SportsRulesValue } from '../../../../src/shared/sports-api.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';

const MARKET_RULES: Record<SportId, readonly string[]> = {
  football: ['1x2', 'double-chance', 'total', 'btts', 'correct-score', 'asian-handicap'],
  basketball: ['moneyline', 'spread', 'total'],
  esports: ['match-winner', 'map-handicap', 'total-maps'],
  cockfight: ['winner'],
};

/** Market rules, settlement, void policy and limits of one sport (the operator's current settings, with the events). */
export function RulesPanel({ sport, rules }: { sport: SportId; rules: SportsRulesValue }) {
  const { t } = useI18n();
  const house = useHouse();
  const schedule = rules;
  const lim = rules.stakes.default;
  const cs = rules.stakes.byKind['correct-score'] ?? lim;
  const money = (major: number) => house.money(major);
  return (
    <div className="sb-rules">
      <section>
        <h3>{t(`sports.rules.about.${sport}Title`)}</h3>
        <p>
          {t(`sports.rules.about.${sport}`, {
            every: Math.round(schedule.everyMs / 60_000),
            play: Math.round(schedule.playMs / 1000),
          })}
        </p>
      </section>
      <section>
        <h3>{t('sports.rules.markets')}</h3>
        <dl className="sb-rules__list">
          {MARKET_RULES[sport].map((k) => (
            <div key={k}>
              <dt>{t(`sports.market.${k as '1x2'}`)}</dt>
              <dd>
                {t(
                  `sports.rules.market.${sport === 'basketball' && k === 'total' ? 'basketballTotal' : (k as '1x2')}`,
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h3>{t('sports.rules.settlement')}</h3>
        <p>{t('sports.rules.settlementText')}</p>
        <p>{t('sports.rules.parlayText')}</p>
      </section>
      <section>
        <h3>{t('sports.rules.void')}</h3>
        <p>{t('sports.rules.voidText')}</p>
      </section>
      <section>
        <h3>{t('sports.rules.limits')}</h3>
        <ul>
          <li>
            {t('sports.rules.stakeLimits', {
              min: money(Math.max(lim.min, house.session.limits.minBet)),
              max: money(Math.min(lim.max, house.session.limits.maxBet)),
            })}
          </li>
          {sport === 'football' && (
            <li>
              {t('sports.rules.correctScoreLimits', {
                min: money(Math.max(cs.min, house.session.limits.minBet)),
                max: money(Math.min(cs.max, house.session.limits.maxBet)),
              })}
            </li>
          )}
          <li>{t('sports.rules.maxPayout', { max: money(rules.maxPayoutMajor) })}</li>
          <li>{t('sports.rules.oddsChange')}</li>
        </ul>
      </section>
      <section>
        <h3>{t('sports.rules.fair')}</h3>
        <p>{t('sports.rules.fairText')}</p>
      </section>
    </div>
  );
}
