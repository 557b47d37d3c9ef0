// The 'promo' (/promotions) and 'promoDetail' (/promoDetail?id=) page groups share one lazy chunk: the
// promotions lib is small, and one chunk keeps the entry's preload lists short.
import { prefetchPromotions } from '@playfront/promotions';
import type { PagePrefetch } from '../../routing/lazy-page';

export { PromotionsPage, PromotionDetailPage } from '@playfront/promotions';

/** /promotions opened directly asks for its list with the start-up calls. */
export const prefetch: PagePrefetch = (dispatch, { pathname, search }) => {
  if (pathname === '/promotions') prefetchPromotions(dispatch, search);
};
