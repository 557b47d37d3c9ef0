// The 'promo' (/promotions) and 'promoDetail' (/promoDetail?id=) page groups share one lazy chunk: the
// promotions lib is small, and one chunk keeps the entry's preload lists short.
export { PromotionsPage, PromotionDetailPage } from '@playfront/promotions';
