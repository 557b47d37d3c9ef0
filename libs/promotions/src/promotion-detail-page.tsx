import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@playfront/api-client';
import { useIsLoggedIn } from '@playfront/auth-session';
import { SafeHtml } from '@playfront/content';
import { useMessageAreas } from '@playfront/i18n';
import { EmptyState } from '@playfront/ui-kit';
import { Banner } from './banner';
import { usePeriod } from './format';
import { PromotionAction } from './promotion-action';
import { useGetPromotionQuery } from './promotions-api';
import { RaffleSection } from './raffle-section';
import { RulesList } from './rules-list';
import { PromoLoadable as Loadable } from './states';
import { StatusChip } from './status-chip';
import { PromotionsStyles } from './styles';

/** The promotion id of `?id=`, or null when it is not a positive whole number. */
export function parsePromotionId(raw: string | null): number | null {
  if (!raw || !/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * /promoDetail?id=: a promotion's banner, title, period, status, the action its status allows, its rules in
 * plain words, a raffle's draw and its content (HTML, sanitised with DOMPurify).
 */
export function PromotionDetailPage() {
  useMessageAreas(['promotions']);
  const { t } = useTranslation();
  const titleId = useId();
  const [params] = useSearchParams();
  const id = parsePromotionId(params.get('id'));
  const isLoggedIn = useIsLoggedIn();
  const {
    currentData: promotion,
    isFetching,
    error,
    refetch,
  } = useGetPromotionQuery({ id: id ?? 0, member: isLoggedIn }, { skip: id === null });
  const period = usePeriod();
  const notFound = id === null || (isApiError(error) && error.status === 404);

  const back = (
    <Link className="pf-promo-detail__back" to="/promotions">
      {t('promo_back')}
    </Link>
  );

  if (notFound) {
    return (
      <section className="pf-page pf-promo-detail" aria-label={t('shell_page_promo_detail')}>
        <PromotionsStyles />
        <EmptyState title={t('promo_not_found')} action={back} />
      </section>
    );
  }

  return (
    <section
      className="pf-page pf-promo-detail"
      {...(promotion ? { 'aria-labelledby': titleId } : { 'aria-label': t('shell_page_promo_detail') })}
    >
      <PromotionsStyles />
      <p className="pf-promo-detail__back-row">{back}</p>
      <Loadable
        isLoading={isFetching && !promotion}
        error={error && !isFetching ? t('promo_detail_load_failed') : undefined}
        onRetry={() => void refetch()}
      >
        {promotion && (
          <>
            <Banner src={promotion.imageUrl} lazy={false} />
            <header className="pf-promo-detail__header">
              <div className="pf-promo-card__top">
                <span className="pf-promo-card__type">{t(`promo_type_${promotion.type}`)}</span>
                <StatusChip status={promotion.status} />
              </div>
              <h1 id={titleId} className="pf-page__title">
                {promotion.title}
              </h1>
              <p className="pf-promo-card__period">
                <span className="pf-visually-hidden">{t('promo_period_label')}: </span>
                {period(promotion.startsAt, promotion.endsAt)}
              </p>
              {promotion.summary && <p className="pf-page__lead">{promotion.summary}</p>}
            </header>
            <PromotionAction key={promotion.id} promotion={promotion} />
            <RulesList promotion={promotion} />
            {promotion.raffle && (
              <RaffleSection
                raffle={promotion.raffle}
                participation={promotion.participation}
                showTickets={isLoggedIn}
              />
            )}
            {promotion.content && (
              <section className="pf-promo-detail__section" aria-labelledby={`${titleId}-content`}>
                <h2 id={`${titleId}-content`} className="pf-promo-detail__heading">
                  {t('promo_content_title')}
                </h2>
                <SafeHtml className="pf-promo-detail__content" html={promotion.content} />
              </section>
            )}
          </>
        )}
      </Loadable>
    </section>
  );
}
