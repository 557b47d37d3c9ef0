import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@playfront/api-client';
import { useBrand } from '@playfront/brand-config';
import { formatMoney } from '@playfront/ui-kit';
import { toMinorUnits } from '../balance/wallet-api';
import { useGetBalanceQuery } from '../balance/wallet-api';

/** i18next language -> BCP 47 locale for digit grouping. */
export const moneyLocale = (language: string) => (language === 'cn' ? 'zh-CN' : language);

/**
 * Formats wire amounts (strings of minor units) or bigints with two decimals, the locale's grouping and the
 * currency symbol: the server's when it named one, else the brand's. A visitor has no balance to ask for:
 * the brand's symbol then, and no call (it would be refused).
 */
export function useMoney(): (value: string | bigint | null | undefined) => string {
  const { i18n } = useTranslation();
  const brand = useBrand();
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data } = useGetBalanceQuery(undefined, { skip: !loggedIn });
  const currencySymbol = data?.currencySymbol || brand.currencySymbol;
  const locale = moneyLocale(i18n.language);
  return useCallback(
    (value) =>
      formatMoney(typeof value === 'bigint' ? value : toMinorUnits(value), { currencySymbol, locale }),
    [currencySymbol, locale],
  );
}
