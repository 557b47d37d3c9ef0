import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply, renderWithProviders } from '@playfront/api-client/testing';
import { createI18n } from '@playfront/i18n';
import { watchMessageKeys } from '@playfront/i18n/testing';
import { balanceHandler, fundsHandler } from '@playfront/wallet/testing';
import { MemberCentre } from './index';
import {
  memberInfoHandler,
  missionSummaryHandler,
  paymentPasswordHandler,
  protectionBackend,
} from './testing';

const server = setupServer(
  memberInfoHandler(),
  fundsHandler(),
  balanceHandler(),
  paymentPasswordHandler(true),
  missionSummaryHandler(2),
  http.get('*/wps/member/security/totp', () => okReply({ enabled: false })),
  http.get('*/wps/member/info/icon', () => okReply({ avatar: '', avatarType: 'STATIC', options: [] })),
  ...protectionBackend().handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('MemberCentre in an app that knows nothing of message areas', () => {
  it('loads the areas it and its pages render: the member sees English texts, never a key', async () => {
    // An app's instance: English without the deferred areas, as createI18n gives it.
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('rewards_mc_bonusDetails')).toBe(false);
    const keys = watchMessageKeys();

    // Awaited in act: the member centre waits for its areas (Suspense), and shows once they are in.
    await act(async () => {
      await renderWithProviders(
        <Suspense fallback={<p>Loading texts</p>}>
          <MemberCentre open page="securityCenter" onClose={() => undefined} />
        </Suspense>,
        { i18n, credentials: { token: 't', accountType: 0 } },
      );
    });

    const dialog = screen.getByRole('dialog', { name: 'Personal center' });
    // The wallet area (the menu's name) and the rewards area (its entries and the open missions' badge).
    const nav = await within(dialog).findByRole('navigation', { name: 'Personal center menu' });
    expect(within(nav).getByRole('button', { name: 'Bonus details' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /^Mission activity/ })).toBeInTheDocument();
    expect(await within(nav).findByText('Open missions: 2')).toBeInTheDocument();
    // My account: the wallet area (profile) and the forms area (avatar, authenticator app).
    expect(within(dialog).getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Avatar' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: /Authenticator app/ })).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });

  it('loads the texts of responsible gaming, a page of its own chunk, with it', async () => {
    const i18n = await createI18n({ language: 'en' });
    const keys = watchMessageKeys();
    await act(async () => {
      await renderWithProviders(
        <Suspense fallback={<p>Loading texts</p>}>
          <MemberCentre open page="responsibleGaming" onClose={() => undefined} />
        </Suspense>,
        { i18n, credentials: { token: 't', accountType: 0 } },
      );
    });
    const dialog = screen.getByRole('dialog', { name: 'Personal center' });
    const nav = await within(dialog).findByRole('navigation', { name: 'Personal center menu' });
    expect(within(nav).getByRole('button', { name: 'Responsible gaming' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Its own texts (loyalty), the money input's (wallet) and a limit's row.
    expect(await within(dialog).findByRole('heading', { name: 'My limits' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Deposit limit, Daily' })).toHaveTextContent(
      'P120.00 of P500.00',
    );
    expect(within(dialog).getByRole('heading', { name: 'Take a break' })).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });
});
