import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { SectionHeader } from '@/components/section-header';
import { Skeleton } from '@/components/skeleton';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useRankList } from '@/features/games';
import { useSystemInfo } from '@/features/system';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/** List of Winners (inventory 4.3): Ranking / Player / Prize, top three with medals. */
export function WinnerBoard() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const currency = useSystemInfo().currency;
  const { data, isPending } = useRankList();

  return (
    <section className="home-section winner-board" aria-labelledby="home-winners">
      <SectionHeader id="home-winners" icon="trophy" title={t('home.winners.title')} />
      <div className="winner-board__card">
        {isPending ? (
          <div className="winner-board__loading">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </div>
        ) : !data || data.length === 0 ? (
          <EmptyState icon="trophy" title={t('home.winners.emptyTitle')}>
            {t('home.winners.emptyText')}
          </EmptyState>
        ) : (
          <table className="winner-board__table">
            <thead>
              <tr>
                <th scope="col">{t('home.winners.rank')}</th>
                <th scope="col">{t('home.winners.player')}</th>
                <th scope="col" className="winner-board__game-col">
                  {t('home.winners.game')}
                </th>
                <th scope="col" className="winner-board__prize">
                  {t('home.winners.prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((row, index) => (
                <tr key={`${row.rank}-${row.customerName}-${index}`}>
                  <td>
                    <span
                      className={`winner-board__rank${index < 3 ? ` winner-board__rank--${MEDALS[index]}` : ''}`}
                    >
                      {index + 1}
                    </span>
                  </td>
                  <td className="winner-board__player">{row.customerName}</td>
                  <td className="winner-board__game-col">{row.gameName}</td>
                  <td className="winner-board__prize">
                    {formatMoney(row.winAmount, lang, currency.symbol, currency.decimals)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
