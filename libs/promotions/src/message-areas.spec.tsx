import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { setupServer } from 'msw/node';
import { renderAuth } from '@playfront/auth-session/testing';
import { createI18n } from '@playfront/i18n';
import { watchMessageKeys } from '@playfront/i18n/testing';
import { PromotionsPage } from './index';
import { promotionStoryHandlers } from './testing';

const server = setupServer(...promotionStoryHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('PromotionsPage in an app that knows nothing of message areas', () => {
  it('loads the area it renders: the player sees its English texts, never a key', async () => {
    // An app's instance: English without the deferred areas, as createI18n gives it.
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('promo_list_lead')).toBe(false);
    const keys = watchMessageKeys();

    // Awaited in act: the page waits for its area (Suspense), and shows once it is in.
    await act(async () => {
      await renderAuth(
        <Suspense fallback={<p>Loading texts</p>}>
          <PromotionsPage pageSize={20} />
        </Suspense>,
        { path: '/promotions', i18n },
      );
    });

    // The promotions area: the lead, the type tabs, a card's type and status.
    expect(
      screen.getByText('Bonuses, lucky draws and missions. Tap a promotion to see its rules.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Promotion types' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Promotions' });
    const card = within(list).getByRole('link', { name: 'Sign-up gift' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Ready to claim')).toBeInTheDocument();
    expect(within(card).getByText('Registration bonus')).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });
});
