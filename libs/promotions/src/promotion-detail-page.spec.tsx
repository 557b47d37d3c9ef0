import { act, screen, within } from '@testing-library/react';
import { sessionStarted } from '@playfront/api-client';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply } from '@playfront/api-client/testing';
import { renderAuth } from '@playfront/auth-session/testing';
import { PromotionDetailPage } from './index';
import {
  failingActionHandler,
  failingPromotionsHandler,
  hostileContent,
  pendingPromotionsHandler,
  promotionCalls,
  promotionDetail,
  promotionFixtures,
  promotionStoryHandlers,
} from './testing';

const server = setupServer(...promotionStoryHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Each test starts on a fresh in-memory brand (the handlers keep what join, claim and apply did).
afterEach(() => server.resetHandlers(...promotionStoryHandlers()));
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };
const open = (
  id: number | string,
  options: { credentials?: { token: string; accountType: number } } = member,
) => renderAuth(<PromotionDetailPage />, { path: `/promoDetail?id=${id}`, ...options });

describe('PromotionDetailPage', () => {
  it('shows the banner, title, period, rules in plain words and the sanitised content', async () => {
    await open(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome deposit bonus' }),
    ).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bonus: 100% of your deposit, up to P500.00',
      'Minimum deposit: P100.00',
      'Turnover: play 10 times the bonus before you withdraw it',
      'Days to meet the turnover: 14',
    ]);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Read the terms' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  });

  it('never lets a script or an event handler of the content reach the DOM', async () => {
    server.use(
      ...promotionStoryHandlers({
        details: { 1: promotionDetail(promotionFixtures[0], { content: hostileContent }) },
      }),
    );
    const { container } = await open(1);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Safe text')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(within(details).getByRole('img', { name: 'bad' })).not.toHaveAttribute('onerror');
    expect((window as { __promoHacked?: boolean }).__promoHacked).toBeUndefined();
  });

  it('joins a deposit bonus with an Idempotency-Key and then says it is joined', async () => {
    const calls = promotionCalls();
    server.use(...promotionStoryHandlers({ calls }));
    const { user } = await open(1);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText('You have joined. The bonus is paid when you meet the condition.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(calls.keys).toHaveLength(1);
    expect(calls.keys[0]).toMatch(/^[0-9a-f-]{16,}$/i);
    // The refetched detail agrees: the chip says joined.
    expect(await screen.findByText('Joined')).toBeInTheDocument();
  });

  it('keeps the same key when a failed join is tried again', async () => {
    const calls = promotionCalls();
    server.use(failingActionHandler('join', 503, 'internal_error'), ...promotionStoryHandlers({ calls }));
    const { user } = await open(1);
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/join')) keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    server.resetHandlers(...promotionStoryHandlers({ calls }));
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText('You have joined. The bonus is paid when you meet the condition.'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    server.events.removeAllListeners();
  });

  it('opens the login dialog when a visitor wants to join', async () => {
    const { user } = await open(1, {});
    await user.click(await screen.findByRole('button', { name: 'Log in to join' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
  });

  it("shows the member's status once the visitor has logged in", async () => {
    const visitorView = promotionDetail({ ...promotionFixtures[5], status: 'join' }, { participation: null });
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/wps/promotions/6')) seen.push(request.headers.get('Authorization'));
    });
    server.use(
      http.get('*/wps/promotions/6', ({ request }) =>
        okReply(request.headers.get('Authorization') ? promotionDetail(promotionFixtures[5]) : visitorView),
      ),
    );
    const { store } = await open(6, {});
    expect(await screen.findByRole('button', { name: 'Log in to join' })).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionStarted({ token: 'fresh', accountType: 0 }));
    });
    expect(
      await screen.findByText('You have joined. The bonus is paid when you meet the condition.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in to join' })).not.toBeInTheDocument();
    expect(seen).toEqual([null, 'Bearer fresh']);
    server.events.removeAllListeners();
  });

  it('claims a reward and shows the amount credited', async () => {
    const calls = promotionCalls();
    server.use(...promotionStoryHandlers({ calls }));
    const { user } = await open(2);
    expect(await screen.findByText('Your reward is ready.')).toBeInTheDocument();
    expect(screen.getByText('For members who registered at most 7 days ago')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Claimed: P8.88 was added to your balance.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(calls.keys).toHaveLength(1);
  });

  it("shows a refused claim in the player's words", async () => {
    server.use(failingActionHandler('claim', 409, 'already_decided'), ...promotionStoryHandlers());
    const { user } = await open(2);
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This request has already been decided.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it.each([
    [6, 'You have joined. The bonus is paid when you meet the condition.'],
    [5, 'In progress: keep playing to complete it.'],
    [7, 'Claimed: P5.00 was added to your balance.'],
    [8, 'Your application is under review.'],
    [9, 'Your application was rejected. Reason: The screenshot does not show a referral.'],
    [10, 'Approved: P50.00 was paid to you.'],
    [11, 'This promotion is closed.'],
  ])('says where promotion %i stands', async (id, text) => {
    await open(id);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join|Claim|Send application/ })).not.toBeInTheDocument();
  });

  it('says when a promotion starts', async () => {
    await open(12);
    expect(
      await screen.findByText(/^This promotion starts on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/),
    ).toBeInTheDocument();
  });

  it('shows the seed hash and my tickets before a draw', async () => {
    await open(4);
    const raffle = await screen.findByRole('region', { name: 'Lucky draw' });
    expect(within(raffle).getByText('My tickets').nextSibling).toHaveTextContent('12');
    expect(within(raffle).getByText('Tickets in the draw').nextSibling).toHaveTextContent('240');
    expect(within(raffle).getByText('Seed hash (published before the draw)')).toBeInTheDocument();
    expect(within(raffle).queryByText('Seed (revealed after the draw)')).not.toBeInTheDocument();
    expect(within(raffle).getByText('Not drawn yet.')).toBeInTheDocument();
    expect(within(raffle).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the seed and the winners after a draw', async () => {
    await open(11);
    const raffle = await screen.findByRole('region', { name: 'Lucky draw' });
    expect(within(raffle).getByText('Seed (revealed after the draw)').nextSibling).toHaveTextContent(
      '9f2c4e7a1b3d5f60',
    );
    const table = within(raffle).getByRole('table', { name: 'Winners' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'pl***01', '517', 'P1,000.00'],
      ['2', 'ma***ey', '88', 'P500.00'],
      ['3', 'lu***ky', '901', 'P200.00'],
    ]);
  });

  it('says a promotion is not found for an unknown or a bad id', async () => {
    await open(999);
    expect(
      await screen.findByText('This promotion does not exist or is no longer shown.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promotions' })).toBeInTheDocument();
  });

  it('says a promotion is not found for an id that is not a number, without a call', async () => {
    await open('abc');
    expect(screen.getByText('This promotion does not exist or is no longer shown.')).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    server.use(pendingPromotionsHandler('/wps/promotions/:id'));
    await open(1);
    const page = screen.getByRole('region', { name: 'Promotion details' });
    expect(within(page).getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows a failed load and loads again on retry', async () => {
    server.use(failingPromotionsHandler('/wps/promotions/:id'));
    const { user } = await open(1);
    expect(await screen.findByText('The promotion could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome deposit bonus' }),
    ).toBeInTheDocument();
  });
});
