import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { setupServer } from 'msw/node';
import { renderAuth } from '@playfront/auth-session/testing';
import { createI18n } from '@playfront/i18n';
import { watchMessageKeys } from '@playfront/i18n/testing';
import { VipPage } from './index';
import { vipStoryHandlers } from './testing';

const server = setupServer(...vipStoryHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('VipPage in an app that knows nothing of message areas', () => {
  it('loads the areas it renders: the player sees its English texts, never a key', async () => {
    // An app's instance: English without the deferred areas, as createI18n gives it.
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('vip_lead')).toBe(false);
    const keys = watchMessageKeys();

    // Awaited in act: the page waits for its areas (Suspense), and shows once they are in.
    await act(async () => {
      await renderAuth(
        <Suspense fallback={<p>Loading texts</p>}>
          <VipPage />
        </Suspense>,
        { path: '/vip', i18n, credentials: { token: 't', accountType: 0 } },
      );
    });

    // The loyalty area (the page's texts) and the play area (the game categories of the cashback rates).
    const current = await screen.findByRole('region', { name: 'Your VIP rank' });
    expect(within(current).getByRole('heading', { name: 'Progress to Platinum' })).toBeInTheDocument();
    const gold = screen.getByRole('row', { name: /^Gold Your rank/ });
    expect(within(gold).getByText('Live casino 0.90%')).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });
});
