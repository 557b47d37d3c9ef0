// The 'promo' page group (/promotions): the promotions lib's list, in its own lazy chunk.
export { PromotionsPage as default } from '@playfront/promotions';
