import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { api, isApiError, merchantCodeSet, selectMerchantCode } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import { defaultBrand } from '@playfront/brand-config';
import { Select } from '@playfront/ui-kit';
import { useOperatorBrandsQuery } from '../api/operator-api';
import { writeOperatorMerchant } from './session';

/**
 * The brand the back office works on, when the deployment has several: every call carries it as the
 * Merchant header, so each screen shows and changes that brand's members, money, content and settings.
 * Switching forgets what was loaded for the previous brand.
 */
export function BrandSelect() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const merchant = useSelector((state: { credentials: CredentialsState }) => selectMerchantCode(state));
  const { data: brands, error } = useOperatorBrandsQuery();

  const switchTo = (code: string) => {
    writeOperatorMerchant(code);
    dispatch(merchantCodeSet(code));
    dispatch(api.util.resetApiState());
  };

  // A brand kept by this tab that the deployment no longer has: back to the built-in one.
  const unknown = isApiError(error) && error.code === 'unknown_merchant';
  useEffect(() => {
    if (unknown && merchant !== defaultBrand.merchantCode) switchTo(defaultBrand.merchantCode);
  });

  if (!brands || brands.length < 2) return null;
  return (
    <Select
      className="bo-brand"
      label={t('bo_brand')}
      value={merchant}
      options={brands.map((brand) => ({
        value: brand.merchantCode,
        label: `${brand.merchantCode} · ${brand.currency}`,
      }))}
      onChange={(event) => switchTo(event.target.value)}
    />
  );
}
