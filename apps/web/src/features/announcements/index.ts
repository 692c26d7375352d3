export { BannerCarousel } from './components/banner-carousel';
export { AnnouncementMarquee } from './components/announcement-marquee';
export { AnnouncementModalHost } from './components/announcement-modal-host';
export { PopupAnnouncements } from './components/popup-announcements';
export { useAnnouncementModal } from './stores/announcement-modal-store';
export { useAnnouncements } from './api/get-announcements';
export { NewPlayerPromotions } from './components/new-player-promotions';
export { markFirstLogin } from './stores/popup-store';
