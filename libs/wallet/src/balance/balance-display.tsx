import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@playfront/api-client';
import { Money, Spinner } from '@playfront/ui-kit';
import { BalanceStyles } from './balance-styles';
import { BALANCE_HIDDEN_KEY, balanceHidden, toMinorUnits, useGetBalanceQuery } from './wallet-api';

/**
 * Whether the balance is hidden as *** (spec §2: click to hide), remembered for this tab, and the toggle that
 * changes it; a change is told to the rest of the page (window event BALANCE_HIDDEN_KEY).
 */
export function useBalanceHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(balanceHidden);
  const toggle = () => {
    try {
      sessionStorage.setItem(BALANCE_HIDDEN_KEY, hidden ? '0' : '1');
    } catch {
      // Storage may be blocked: the choice then lasts until the page reloads.
    }
    setHidden(!hidden);
    window.dispatchEvent(new Event(BALANCE_HIDDEN_KEY));
  };
  return [hidden, toggle];
}

export interface BalanceDisplayProps {
  /** Symbol used until the server reply names one (brand default, spec §3: P). */
  currencySymbol?: string;
  className?: string;
}

const RefreshIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 5a7 7 0 0 1 6.7 5H21a9 9 0 1 0-2.1 6.4l-1.5-1.3A7 7 0 1 1 12 5Zm4 5h5V5l-1.8 1.8"
    />
  </svg>
);

/**
 * The header balance: the total in minor units, a toggle that hides it as ***, and a refresh button that
 * fetches it again (with a spinner while it does). Renders nothing for a visitor.
 */
export function BalanceDisplay({ currencySymbol = 'P', className }: BalanceDisplayProps) {
  const { t, i18n } = useTranslation();
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data, isLoading, isFetching, isError, refetch } = useGetBalanceQuery(undefined, {
    skip: !loggedIn,
  });
  const [hidden, toggleHidden] = useBalanceHidden();
  if (!loggedIn) return null;

  return (
    <div className={['pf-balance', className].filter(Boolean).join(' ')}>
      <BalanceStyles />
      <span className="pf-balance__label">{t('wallet_balance')}</span>
      <span className="pf-balance__amount">
        {isLoading ? (
          <Spinner size="sm" label={t('wallet_balance_loading')} />
        ) : isError && !data ? (
          <span className="pf-balance__error">{t('wallet_balance_unavailable')}</span>
        ) : (
          <Money
            value={toMinorUnits(data?.sumBalance)}
            currencySymbol={data?.currencySymbol || currencySymbol}
            hidden={hidden}
            onToggleHidden={toggleHidden}
            locale={i18n.language === 'cn' ? 'zh-CN' : i18n.language}
          />
        )}
      </span>
      <button
        type="button"
        className="pf-balance__refresh"
        aria-label={t('wallet_refresh_balance')}
        title={t('wallet_refresh_balance')}
        aria-busy={isFetching}
        disabled={isFetching}
        onClick={() => void refetch()}
      >
        {isFetching && !isLoading ? <Spinner size="sm" decorative /> : <RefreshIcon />}
      </button>
      {isFetching && !isLoading && (
        <span className="pf-visually-hidden" role="status">
          {t('wallet_balance_refreshing')}
        </span>
      )}
    </div>
  );
}
