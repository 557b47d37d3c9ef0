import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useAuthModals, useIsLoggedIn } from '@playfront/auth-session';
import { Button, formatMoney } from '@playfront/ui-kit';
import { BALANCE_HIDDEN_KEY, balanceHidden, toMinorUnits, useGetBalanceQuery } from '@playfront/wallet';
import type { VendorCard } from '@playfront/api-contract';
import { GameGrid } from '../components/game-grid';
import { VendorMark } from '../components/provider-tab-strip';
import { GameGridSkeleton, LoadError, NoGames } from '../components/states';
import { useGetGameMenusQuery } from '../navigation/game-menus-api';
import { categoryLabelKeys } from '../navigation/game-nav';
import { GameStyles } from '../styles';
import css from './seamless-lobby.css?inline';

/** How often the lobby asks for the balance again while the tab is in view (besides focus and return). */
export const SEAMLESS_BALANCE_POLL_MS = 10_000;

/** Calls `listener` whenever the header hides or shows the balance (useSyncExternalStore's subscribe). */
function followBalanceHidden(listener: () => void): () => void {
  window.addEventListener(BALANCE_HIDDEN_KEY, listener);
  return () => window.removeEventListener(BALANCE_HIDDEN_KEY, listener);
}

/** The vendors of the seamless wallet: those that debit the main balance per bet, in menu order. */
export function seamlessVendors(lanes: ReadonlyArray<{ cards: readonly VendorCard[] }>): VendorCard[] {
  return lanes.flatMap((lane) => lane.cards).filter((card) => card.walletMode === 'SEAMLESS');
}

/**
 * The member's balance, live: the header's balance query, fetched again when the lobby opens (coming back
 * from a game), when the window regains focus or becomes visible, and every SEAMLESS_BALANCE_POLL_MS while
 * it is in view. A visitor sees a Log in button instead and no balance call is made. It follows the header's
 * hide-balance choice (***) at once (the header, shown above this page, has the toggle).
 */
function LiveBalance({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModals();
  // The header's hide-balance choice, read as the header reads it and again whenever the header changes it.
  const hidden = useSyncExternalStore(followBalanceHidden, balanceHidden, () => false);
  const { data, isLoading, isFetching, refetch } = useGetBalanceQuery(undefined, {
    skip: !isLoggedIn,
    refetchOnMountOrArgChange: true,
    pollingInterval: SEAMLESS_BALANCE_POLL_MS,
    skipPollingIfUnfocused: true,
  });

  useEffect(() => {
    if (!isLoggedIn) return;
    const again = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [isLoggedIn, refetch]);

  if (!isLoggedIn) {
    return (
      <div className="pf-seamless__balance">
        <p className="pf-seamless__visitor">{t('seamless_visitor')}</p>
        <Button onClick={() => openLogin()}>{t('seamless_login')}</Button>
      </div>
    );
  }
  const locale = i18n.language === 'cn' ? 'zh-CN' : i18n.language;
  const symbol = data?.currencySymbol || currencySymbol;
  return (
    <div className="pf-seamless__balance" aria-busy={isFetching}>
      <div>
        <p className="pf-seamless__label" id="pf-seamless-balance">
          {t('seamless_balance')}
        </p>
        <p
          className="pf-seamless__amount"
          aria-labelledby="pf-seamless-balance"
          data-testid="seamless-balance"
        >
          {isLoading || !data ? (
            '…'
          ) : hidden ? (
            <>
              <span aria-hidden="true">***</span>
              <span className="pf-visually-hidden">{t('ui_balance_hidden')}</span>
            </>
          ) : (
            formatMoney(toMinorUnits(data.sumBalance), { currencySymbol: symbol, locale })
          )}
        </p>
        {data && (
          <p className="pf-seamless__main" data-testid="seamless-main">
            {hidden ? (
              // The amount above already tells a screen reader that the balance is hidden.
              <span aria-hidden="true">{t('seamless_main', { amount: '***' })}</span>
            ) : (
              t('seamless_main', {
                amount: formatMoney(toMinorUnits(data.mainBalance), { currencySymbol: '', locale }),
              })
            )}
          </p>
        )}
        <p className="pf-seamless__note">{t('seamless_updated')}</p>
      </div>
      <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
        {t('seamless_refresh')}
      </Button>
    </div>
  );
}

export interface SeamlessLobbyProps {
  /** Symbol until the balance reply names one (brand default). */
  currencySymbol?: string;
}

/**
 * /seamless: the lobby of the vendors that play on the seamless wallet (they debit the member's main
 * balance per bet, no transfer), each with its games (launched as everywhere else), above them the
 * member's balance kept live.
 */
export function SeamlessLobby({ currencySymbol = 'P' }: SeamlessLobbyProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, isError, refetch } = useGetGameMenusQuery();
  const vendors = seamlessVendors(data?.data.lanes ?? []);

  let body;
  if (isLoading) body = <GameGridSkeleton />;
  else if (isError) body = <LoadError message={errorMessage(error, '')} onRetry={() => void refetch()} />;
  else if (vendors.length === 0) body = <NoGames title={t('seamless_none')} />;
  else
    body = vendors.map((vendor) => {
      const id = `pf-seamless-${vendor.merchantCode.toLowerCase()}`;
      return (
        <section key={vendor.vassalage} className="pf-lane" aria-labelledby={id}>
          <h2 id={id} className="pf-lane__title">
            <VendorMark code={vendor.merchantCode} />
            {vendor.displayName}
          </h2>
          <p className="pf-seamless__category">{t(categoryLabelKeys[vendor.gameCategory])}</p>
          <GameGrid
            filter={{ vassalage: vendor.vassalage }}
            playableOnly
            infinite={false}
            label={t('seamless_vendor_games', { name: vendor.displayName })}
          />
        </section>
      );
    });

  return (
    <section className="pf-lobby pf-seamless" aria-labelledby="pf-seamless-title">
      <GameStyles />
      {/* Its own small stylesheet, hoisted once by React; it loads with the page, not the first download. */}
      <style href="playfront-seamless-lobby" precedence="default">
        {css}
      </style>
      <header className="pf-lobby__header">
        <h1 id="pf-seamless-title" className="pf-lobby__title">
          {t('seamless_title')}
        </h1>
      </header>
      <p className="pf-seamless__lead">{t('seamless_lead')}</p>
      <LiveBalance currencySymbol={currencySymbol} />
      {body}
    </section>
  );
}
