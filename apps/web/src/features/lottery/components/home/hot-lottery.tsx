import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { ScrollRow } from '@/components/scroll-row';
import { links } from '@/config/paths';
import { usePopularLottery } from '../../api/get-popular';

/** The hot lottery list (spec section 9: 20 games), most bet on first. */
export function HotLottery() {
  const { t } = useTranslation();
  const { data } = usePopularLottery();
  if (!data || data.length === 0) return null;
  return (
    <div className="lhot">
      <ScrollRow label={t('lottery.home.hot')} size="md">
        {data.map((g, i) => (
          <li key={g.gameCode}>
            <Link className="lhot__card" to={links.lottery(g.gameCode, { playType: g.defaultPlayType })}>
              <span className="lhot__icon">
                <ImageWithFallback src={g.webIconUrl} alt="" />
              </span>
              <span className="lhot__name">{g.remark}</span>
              {i < 3 && <span className="ltag ltag--hot lhot__rank">#{i + 1}</span>}
            </Link>
          </li>
        ))}
      </ScrollRow>
    </div>
  );
}
