import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionNotOpen } from '@/components/section-not-open';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';

type SectionKey = 'lottery' | 'vnlottery' | 'pointMall' | 'promotions' | 'promoDetail' | 'seamless' | 'game';

/** Routes whose feature a later release opens: the normal shell with an honest "not open yet". */
export function NotOpenRoute({ section }: { section: SectionKey }) {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const title = t(`sections.${section}`);
  useEffect(() => {
    setDocumentTitle(brand.name, title);
  }, [brand.name, title]);
  return <SectionNotOpen title={title} />;
}

export default NotOpenRoute;
