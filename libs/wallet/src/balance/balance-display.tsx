import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@playfront/api-client';
import { Money, Spinner } from '@playfront/ui-kit';
import { BalanceStyles } from './balance-styles';
import { toMinorUnits, useGetBalanceQuery } from './wallet-api';

/** Session-storage key: whether this tab hides the balance as ***. */
export const BALANCE_HIDDEN_KEY = 'pf-balance-hidden';

/** The choice while storage is blocked (it then lasts until the page reloads). */
let unstored = false;

function readHidden(): boolean {
  try {
    return sessionStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return unstored;
  }
}

/**
 * The hide-balance choice of this tab is one for every place that shows the balance (the header, /seamless):
 * toggling it in one place hides or shows the balance everywhere at once.
 */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const serverHidden = () => false;

function setHidden(hidden: boolean): void {
  unstored = hidden;
  try {
    sessionStorage.setItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
  } catch {
    // Storage may be blocked: the choice then lasts until the page reloads.
  }
  listeners.forEach((listener) => listener());
}

/**
 * Whether the balance is hidden as *** (spec §2: click to hide), remembered for this tab and shared by every
 * component that shows the balance, with the toggle that changes it for all of them.
 */
export function useBalanceHidden(): [boolean, () => void] {
  const hidden = useSyncExternalStore(subscribe, readHidden, serverHidden);
  const toggle = useCallback(() => setHidden(!readHidden()), []);
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
