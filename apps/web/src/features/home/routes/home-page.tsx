import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { useStagedCount } from '@/hooks/use-staged-count';
import { AnnouncementMarquee, PopupAnnouncements } from '@/features/announcements';
import { JackpotCounter, useVendors } from '@/features/games';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { CategorySection } from '../components/category-section';
import { HotGamesSection } from '../components/hot-games-section';
import { WinnerBoard } from '../components/winner-board';
import { homeSections } from '../lib/home-sections';
import './home.css';

/**
 * Home (spec section 2, inventory 4.2): banner (from the layout), marquee, hot games with the live
 * jackpot, the category sections (lottery first, sports, esports and cockfighting last), winners.
 */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const vendors = useVendors();
  const sections = useMemo(() => homeSections(vendors.data?.lanes ?? []), [vendors.data]);
  // The sections below the hot games and the jackpot, then the winners, mount one at a time when the
  // browser is idle; until then their placeholders keep the room.
  const staged = useStagedCount(vendors.isPending ? 0 : sections.length + 1, 1);

  useEffect(() => {
    setDocumentTitle(brand.name);
  }, [brand.name]);

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.heading', { brand: brand.name })}</h1>
      <AnnouncementMarquee />
      <PopupAnnouncements />
      <HotGamesSection />
      <Suspense fallback={null}>
        <JackpotCounter />
      </Suspense>
      {vendors.isPending
        ? Array.from({ length: 2 }, (_, i) => <SectionSkeleton key={i} />)
        : sections.map((section, i) =>
            i < staged ? (
              <CategorySection key={section.key} section={section} />
            ) : (
              <SectionSkeleton key={section.key} />
            ),
          )}
      {!vendors.isPending && staged > sections.length ? <WinnerBoard /> : <SectionSkeleton />}
    </div>
  );
}

function SectionSkeleton() {
  return (
    <div className="home-section" aria-busy="true">
      <Skeleton height={24} width={160} />
      <div className="home-skeleton-row">
        {Array.from({ length: 4 }, (_, j) => (
          <Skeleton key={j} className="home-skeleton-card" />
        ))}
      </div>
    </div>
  );
}
