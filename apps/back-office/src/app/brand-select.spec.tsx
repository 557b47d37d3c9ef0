import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../i18n/en';
import { renderBackOffice } from '../testing/app-harness';
import { mockBackOfficePerTest } from '../testing/spec-setup';
import { operatorStorageKeys } from './session';

const api = mockBackOfficePerTest();

afterEach(() => sessionStorage.clear());

describe('the brand the back office works on', () => {
  it('offers no choice on a deployment of one brand', async () => {
    await renderBackOffice('/', { token: api.current().signIn('root') });
    await screen.findByRole('navigation', { name: en.bo_nav_label });
    await waitFor(() => expect(api.current().state.merchants.length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox', { name: en.bo_brand })).not.toBeInTheDocument();
    expect(api.current().state.merchants.every((merchant) => merchant === 'PLAYFRONT')).toBe(true);
  });

  it('switches every call to another brand, and keeps the choice in this tab', async () => {
    api.current().state.brands.push({
      merchantCode: 'LUCKY',
      currency: 'VND',
      currencySymbol: '₫',
      own: false,
    });
    const { user } = await renderBackOffice('/', { token: api.current().signIn('root') });
    const brand = await screen.findByRole('combobox', { name: en.bo_brand });
    expect(within(brand).getByRole('option', { selected: true })).toHaveTextContent('PLAYFRONT · PHP');
    const asked = api.current().state.merchants.length;
    await user.selectOptions(brand, 'LUCKY');
    // What was loaded for the first brand is forgotten and asked again, as the other brand.
    await waitFor(() => expect(api.current().state.merchants.slice(asked)).toContain('LUCKY'));
    expect(
      api
        .current()
        .state.merchants.slice(asked)
        .every((merchant) => merchant === 'LUCKY'),
    ).toBe(true);
    expect(sessionStorage.getItem(operatorStorageKeys.merchant)).toBe('LUCKY');
    expect(
      within(await screen.findByRole('combobox', { name: en.bo_brand })).getByRole('option', {
        selected: true,
      }),
    ).toHaveTextContent('LUCKY · VND');
  });
});
