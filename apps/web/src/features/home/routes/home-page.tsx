import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { AnnouncementMarquee, PopupAnnouncements } from '@/features/announcements';
import { useVendors } from '@/features/games';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { CategorySection } from '../components/category-section';
import { HotGamesSection } from '../components/hot-games-section';
import { WinnerBoard } from '../components/winner-board';
import './home.css';

/** Home (spec section 2): banner (from the layout), marquee, hot games, one section per category, winners. */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const vendors = useVendors();

  useEffect(() => {
    setDocumentTitle(brand.name);
  }, [brand.name]);

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.heading', { brand: brand.name })}</h1>
      <AnnouncementMarquee />
      <PopupAnnouncements />
      <HotGamesSection />
      {vendors.isPending
        ? Array.from({ length: 2 }, (_, i) => (
            <div className="home-section" key={i}>
              <Skeleton height={24} width={160} />
              <div className="home-skeleton-row">
                {Array.from({ length: 4 }, (_, j) => (
                  <Skeleton key={j} className="home-skeleton-card" />
                ))}
              </div>
            </div>
          ))
        : vendors.data?.lanes.map((lane) => <CategorySection key={lane.gameClassify} lane={lane} />)}
      <WinnerBoard />
    </div>
  );
}
