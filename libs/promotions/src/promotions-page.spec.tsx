import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderAuth } from '@playfront/auth-session/testing';
import { PromotionsPage, prefetchPromotions } from './index';
import {
  failingPromotionsHandler,
  pendingPromotionsHandler,
  promotionCalls,
  promotionFixtures,
  promotionStoryHandlers,
} from './testing';

const server = setupServer(...promotionStoryHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Each test starts on a fresh in-memory brand (the handlers keep what join, claim and apply did).
afterEach(() => server.resetHandlers(...promotionStoryHandlers()));
afterAll(() => server.close());

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('PromotionsPage', () => {
  it('lists every promotion with its status and links each to its detail page', async () => {
    const { location } = await renderAuth(<PromotionsPage pageSize={20} />, { path: '/promotions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Promotions' });
    expect(titles(list)).toEqual(promotionFixtures.map((promotion) => promotion.title));
    const card = within(list).getByRole('link', { name: 'Sign-up gift' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Ready to claim')).toBeInTheDocument();
    expect(within(card).getByText('Registration bonus')).toBeInTheDocument();
    expect(within(card).getByText('P8.88 for every new member.')).toBeInTheDocument();
    const soon = within(list)
      .getByRole('link', { name: 'Holiday deposit bonus' })
      .closest('li') as HTMLElement;
    expect(within(soon).getByText('Coming soon')).toBeInTheDocument();
    expect(within(soon).getByText(/no end date/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Sign-up gift' })).toHaveAttribute(
      'href',
      '/promoDetail?id=2',
    );
    expect(location()).toBe('/promotions');
  });

  it("loads the first card's banner at once with a high priority (the page's largest paint), the others lazily", async () => {
    const { container } = await renderAuth(<PromotionsPage pageSize={20} />, { path: '/promotions' });
    await screen.findByRole('list', { name: 'Promotions' });
    const banners = [...container.querySelectorAll('.pf-promo-card img')];
    expect(banners.length).toBeGreaterThan(1);
    expect(banners.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ...banners.slice(1).map(() => ['lazy', null]),
    ]);
  });

  it('filters by type with the tabs and keeps the type in the URL', async () => {
    const calls = promotionCalls();
    server.use(...promotionStoryHandlers({ calls }));
    const { user, location } = await renderAuth(<PromotionsPage pageSize={20} />, { path: '/promotions' });
    await screen.findByRole('list', { name: 'Promotions' });
    const tabs = screen.getByRole('tablist', { name: 'Promotion types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Deposit bonus', 'Registration bonus', 'Apply', 'Lucky draw', 'Missions']);

    await user.click(within(tabs).getByRole('tab', { name: 'Lucky draw' }));
    expect(within(tabs).getByRole('tab', { name: 'Lucky draw' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe('/promotions?type=RAFFLE');
    expect(await screen.findByRole('link', { name: 'Weekend lucky draw' })).toBeInTheDocument();
    expect(titles(screen.getByRole('list', { name: 'Promotions' }))).toEqual([
      'Weekend lucky draw',
      'New year lucky draw',
    ]);
    expect(calls.listQueries.at(-1)?.get('type')).toBe('RAFFLE');

    // Keyboard: the arrow keys move along the tabs and select.
    await user.keyboard('{ArrowRight}');
    expect(location()).toBe('/promotions?type=MISSION');
    expect(await screen.findByRole('link', { name: 'Daily missions' })).toBeInTheDocument();
    expect(titles(screen.getByRole('list', { name: 'Promotions' }))).toEqual(['Daily missions']);

    await user.click(within(tabs).getByRole('tab', { name: 'All' }));
    expect(location()).toBe('/promotions');
    expect(await screen.findByRole('link', { name: 'Welcome deposit bonus' })).toBeInTheDocument();
    // "All" was the first query (no type); it comes back from the cache.
    expect(calls.listQueries[0]?.has('type')).toBe(false);
  });

  it('pages through the list', async () => {
    const calls = promotionCalls();
    server.use(...promotionStoryHandlers({ calls }));
    const { user, location } = await renderAuth(<PromotionsPage pageSize={5} />, { path: '/promotions' });
    const list = await screen.findByRole('list', { name: 'Promotions' });
    expect(titles(list)).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/promotions?page=3');
    expect(await screen.findByRole('link', { name: 'New year lucky draw' })).toBeInTheDocument();
    expect(titles(screen.getByRole('list', { name: 'Promotions' }))).toEqual([
      'New year lucky draw',
      'Holiday deposit bonus',
    ]);
    expect([calls.listQueries.at(-1)?.get('page'), calls.listQueries.at(-1)?.get('size')]).toEqual([
      '3',
      '5',
    ]);
  });

  it.each([
    ['a visitor', undefined],
    ['a member', { token: 'tok', accountType: 0 }],
  ])(
    'opened directly by %s, its list is asked for before it renders, with its own query, once',
    async (_who, credentials) => {
      const calls = promotionCalls();
      server.use(...promotionStoryHandlers({ calls }));
      await renderAuth(<PromotionsPage />, {
        path: '/promotions?type=MISSION&page=1',
        credentials,
        setup: async (dispatch) => {
          prefetchPromotions(dispatch, '?type=MISSION&page=1');
          await waitFor(() => expect(calls.listQueries).toHaveLength(1));
        },
      });
      const list = await screen.findByRole('list', { name: 'Promotions' });
      const missions = promotionFixtures.filter((p) => p.type === 'MISSION');
      expect(titles(list)).toEqual(missions.map((p) => p.title));
      expect(calls.listQueries.map((query) => query.get('type'))).toEqual(['MISSION']);
    },
  );

  it('says when a type has no promotions', async () => {
    server.use(
      ...promotionStoryHandlers({ promotions: promotionFixtures.filter((p) => p.type !== 'MISSION') }),
    );
    await renderAuth(<PromotionsPage />, { path: '/promotions?type=MISSION' });
    expect(await screen.findByText('There are no promotions here right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    server.use(pendingPromotionsHandler());
    await renderAuth(<PromotionsPage />, { path: '/promotions' });
    const page = screen.getByRole('region', { name: 'Promotions' });
    expect(within(page).getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('shows a failed load and loads again on retry', async () => {
    server.use(failingPromotionsHandler());
    const { user } = await renderAuth(<PromotionsPage />, { path: '/promotions' });
    expect(await screen.findByText('The promotions could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Welcome deposit bonus' })).toBeInTheDocument();
    expect(screen.queryByText('The promotions could not be loaded.')).not.toBeInTheDocument();
  });
});
