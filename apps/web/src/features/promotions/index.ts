export { PromotionsPage } from './routes/promotions-page';
export { PromoDetailPage } from './routes/promo-detail-page';
