import { useTranslation } from 'react-i18next';
import type { VendorCard as VendorCardData } from '@portal/contract';
import { DEFAULT_VENDOR_IMAGE, ImageWithFallback } from '@/components/image-with-fallback';
import './vendor-card.css';

/**
 * A vendor of a lane: GAME launches its lobby, VASSALAGE opens the vendor's list of games. A vendor
 * that is not configured shows "coming soon" (decision 0009).
 */
export function VendorCard({
  card,
  onSelect,
}: {
  card: VendorCardData;
  onSelect: (card: VendorCardData) => void;
}) {
  const { t } = useTranslation();
  const state = !card.available ? t('games.comingSoon') : card.maintenance ? t('games.maintenance') : null;
  return (
    <button
      type="button"
      className={`vendor-card${card.available ? '' : ' vendor-card--soon'}`}
      onClick={() => onSelect(card)}
    >
      <span className="vendor-card__media">
        <ImageWithFallback src={card.lagerIcon || card.smallIcon} fallback={DEFAULT_VENDOR_IMAGE} alt="" />
      </span>
      <span className="vendor-card__name">{card.displayName}</span>
      {/* The card is named by its visible text (WCAG 2.5.3): the vendor and its state; "hot" is decoration. */}
      {card.isHot && (
        <span className="vendor-card__badge" aria-hidden="true">
          {t('games.hot')}
        </span>
      )}
      {state && <span className="vendor-card__badge vendor-card__badge--muted">{state}</span>}
    </button>
  );
}
