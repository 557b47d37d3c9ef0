import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { selectIsLoggedIn } from '@playfront/api-client';
import type { AppDispatch, CredentialsState } from '@playfront/api-client';
import type { PromotionSummary, PromotionType } from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { EmptyState, Pagination, Tabs } from '@playfront/ui-kit';
import { Banner } from './banner';
import { usePeriod } from './format';
import { PROMOTION_PAGE_SIZE, promotionsApi, useGetPromotionsQuery } from './promotions-api';
import { PromoLoadable as Loadable } from './states';
import { StatusChip } from './status-chip';
import { PromotionsStyles } from './styles';

export interface PromotionsPageProps {
  /** Promotions a page (the server allows up to 100). */
  pageSize?: number;
}

const ALL = 'all';
/** The type tabs in order (a type-only list: the contract's schemas stay out of this chunk). */
const promotionTypes = [
  'DEPOSIT',
  'REGISTRATION',
  'APPLY',
  'RAFFLE',
  'MISSION',
] as const satisfies readonly PromotionType[];
const isPromotionType = (value: string | null): value is PromotionType =>
  (promotionTypes as readonly string[]).includes(value ?? '');

/** The address of a promotion's detail page. */
export const promotionDetailPath = (id: number) => `/promoDetail?id=${id}`;

/** The promotions call of the list's address (`?type=&page=`) for a member or a visitor. */
function promotionsQueryOf(params: URLSearchParams, member: boolean, size: number) {
  const rawType = params.get('type');
  const type = isPromotionType(rawType) ? rawType : undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { type, page, size, member };
}

/**
 * Starts the list's call for the address `search` (/promotions opened directly), before the page renders:
 * the same query as the page's, so the page finds it in the cache.
 */
export const prefetchPromotions = (dispatch: AppDispatch, search: string): void =>
  dispatch((next, getState: () => { credentials: CredentialsState }) => {
    const member = selectIsLoggedIn(getState());
    const query = promotionsQueryOf(new URLSearchParams(search), member, PROMOTION_PAGE_SIZE);
    next(promotionsApi.util.prefetch('getPromotions', query, {}));
  });

/**
 * /promotions: the brand's promotions, filtered by type with tabs, with banners, period and the reader's
 * status, paged. The type and page live in the URL (`?type=&page=`), so back and reload keep them.
 */
export function PromotionsPage({ pageSize = PROMOTION_PAGE_SIZE }: PromotionsPageProps) {
  useMessageAreas(['promotions']);
  const { t } = useTranslation();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const member = useSelector((state: { credentials: CredentialsState }) => selectIsLoggedIn(state));
  const query = promotionsQueryOf(params, member, pageSize);
  const { type, page } = query;
  const { currentData, isFetching, isError, refetch } = useGetPromotionsQuery(query);

  const show = (next: { type?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextType = 'type' in next ? next.type : type;
    if (nextType && nextType !== ALL) query.set('type', nextType);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  const tabs = [
    { id: ALL, label: t('promo_type_all') },
    ...promotionTypes.map((id) => ({ id, label: t(`promo_type_${id}`) })),
  ];
  const pageCount = currentData ? Math.ceil(currentData.total / pageSize) : 0;

  return (
    <section className="pf-page pf-promo" aria-labelledby={titleId}>
      <PromotionsStyles />
      <h1 id={titleId} className="pf-page__title">
        {t('shell_page_promotions')}
      </h1>
      <p className="pf-page__lead">{t('promo_list_lead')}</p>
      <Tabs
        className="pf-promo__tabs"
        items={tabs}
        value={type ?? ALL}
        onChange={(id) => show({ type: id })}
        label={t('promo_types_label')}
      />
      <Loadable
        isLoading={isFetching && !currentData}
        error={isError && !isFetching ? t('promo_load_failed') : undefined}
        onRetry={() => void refetch()}
      >
        {currentData && currentData.list.length === 0 ? (
          <EmptyState title={t('promo_empty')} />
        ) : (
          <ul className="pf-promo__grid" aria-label={t('promo_list_label')} aria-busy={isFetching}>
            {currentData?.list.map((promotion, index) => (
              <PromotionCard key={promotion.id} promotion={promotion} first={index === 0} />
            ))}
          </ul>
        )}
        <Pagination pageCount={pageCount} page={page - 1} onPageChange={(next) => show({ page: next + 1 })} />
      </Loadable>
    </section>
  );
}

/** A card of the list; the first one's banner is the page's largest paint and loads at once. */
function PromotionCard({ promotion, first }: { promotion: PromotionSummary; first: boolean }) {
  const { t } = useTranslation();
  const period = usePeriod();
  return (
    <li className="pf-promo-card">
      {/* The banner is decorative: the title link names the card and stretches over it. */}
      <Banner src={promotion.imageUrl} lazy={!first} />
      <div className="pf-promo-card__body">
        <div className="pf-promo-card__top">
          <span className="pf-promo-card__type">{t(`promo_type_${promotion.type}`)}</span>
          <StatusChip status={promotion.status} />
        </div>
        <h2 className="pf-promo-card__title">
          <Link className="pf-promo-card__link" to={promotionDetailPath(promotion.id)}>
            {promotion.title}
          </Link>
        </h2>
        {promotion.summary && <p className="pf-promo-card__summary">{promotion.summary}</p>}
        <p className="pf-promo-card__period">
          <span className="pf-visually-hidden">{t('promo_period_label')}: </span>
          {period(promotion.startsAt, promotion.endsAt)}
        </p>
      </div>
    </li>
  );
}
