import { useTranslation } from 'react-i18next';
import type { ReferralBoardValue } from '@portal/contract';
import { useMoney } from '@/hooks/use-money';

/** The top 3 referrers and the recent rewards (names masked by the server), shown before and after login. */
export function ReferralBoard({ board }: { board: ReferralBoardValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="ref__board">
      <section aria-labelledby="ref-ranking">
        <h3 id="ref-ranking" className="ref__title">
          {t('referral.ranking')}
        </h3>
        {board.ranking.length === 0 ? (
          <p className="mc-hint">{t('referral.rankingEmpty')}</p>
        ) : (
          <ol className="ref__ranking">
            {board.ranking.map((r, i) => (
              <li key={`${r.customerName}-${i}`}>
                <span className={`ref__medal ref__medal--${i + 1}`}>{i + 1}</span>
                <span>{r.customerName}</span>
                <strong>{money.major(r.totalAmount)}</strong>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="ref-recent">
        <h3 id="ref-recent" className="ref__title">
          {t('referral.recent')}
        </h3>
        {board.recentRewards.length === 0 ? (
          <p className="mc-hint">{t('referral.recentEmpty')}</p>
        ) : (
          <ul className="ref__recent">
            {board.recentRewards.map((r, i) => (
              <li key={i}>
                <span>{r.customerName}</span>
                <small>{t(`referral.kinds.${r.kind}`)}</small>
                <strong>+{money.major(r.bonus)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
