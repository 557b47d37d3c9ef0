// The 'promoDetail' page group (/promoDetail?id=): the promotions lib's detail page, in its own lazy chunk.
export { PromotionDetailPage as default } from '@playfront/promotions';
