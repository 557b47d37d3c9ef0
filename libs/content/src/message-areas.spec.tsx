import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply, renderWithProviders } from '@playfront/api-client/testing';
import { createI18n } from '@playfront/i18n';
import { watchMessageKeys } from '@playfront/i18n/testing';
import { Banners, HomeMarquee } from './index';
import { bannerHandlers, bannersFixture, contentWrapper } from './testing';

const server = setupServer(
  ...bannerHandlers(),
  http.get('*/wps/announcement/list', () =>
    okReply({
      list: [
        {
          id: 21,
          type: 'H',
          execution: 'B',
          title: 'Scheduled maintenance',
          content: '<p>Tuesday.</p>',
          date: 0,
        },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Awaited in act: a part that waits for its texts (Suspense) shows once they are in. */
const renderInApp = (ui: ReactElement, i18n: I18n) =>
  act(async () => {
    await renderWithProviders(<Suspense fallback={<p>Loading texts</p>}>{ui}</Suspense>, {
      i18n,
      wrapper: contentWrapper(),
    });
  });

describe('the content parts in an app that knows nothing of message areas', () => {
  it('Banners loads the games area its labels are in: English, never a key', async () => {
    // An app's instance: English without the deferred areas, as createI18n gives it.
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('games_banner_next')).toBe(false);
    const keys = watchMessageKeys();

    await renderInApp(<Banners />, i18n);

    const banners = await screen.findByRole('region', { name: 'Featured' });
    expect(banners).toHaveAttribute('aria-roledescription', 'carousel');
    expect(
      within(banners).getByRole('group', { name: `1 of ${bannersFixture.list.length}` }),
    ).toBeInTheDocument();
    expect(within(banners).getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });

  it('HomeMarquee brings its own English texts: never a key', async () => {
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('marquee_label')).toBe(false);
    const keys = watchMessageKeys();

    await renderInApp(<HomeMarquee />, i18n);

    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(marquee).getByRole('button', { name: 'Pause announcements' })).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });
});
