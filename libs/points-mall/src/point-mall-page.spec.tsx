import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderAuth } from '@playfront/auth-session/testing';
import { PointMallPage } from './index';
import {
  failingPointsHandler,
  mallState,
  pendingPointsHandlers,
  pointsStoryHandlers,
  TEST_PAYMENT_PASSWORD,
} from './testing';
import type { MallState } from './testing';

let state: MallState = mallState();
const server = setupServer(...pointsStoryHandlers({ state }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  state = mallState();
  server.resetHandlers(...pointsStoryHandlers({ state }));
});
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };
const today = new Date(Date.UTC(2026, 10, 20, 12));
const goodsGrid = () => screen.getByRole('list', { name: 'Goods' });
const card = (name: string) => within(goodsGrid()).getByRole('listitem', { name });

describe('PointMallPage', () => {
  it('shows the points, the exchange ratio and the goods with price, requirement and stock', async () => {
    await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Your points' });
    expect(await within(summary).findByText('12,000 points')).toBeInTheDocument();
    expect(within(summary).getByText('1,000 points = P7.00')).toBeInTheDocument();
    expect(within(summary).getByText('Valid bets of the last 30 days: P8,000.00')).toBeInTheDocument();
    expect(await within(summary).findByText('Earned today: 120 · last 30 days: 4,350')).toBeInTheDocument();

    await screen.findByRole('list', { name: 'Goods' });
    expect(within(goodsGrid()).getAllByRole('listitem')).toHaveLength(6);
    const earbuds = card('Wireless earbuds');
    expect(within(earbuds).getByText('2,500 points')).toBeInTheDocument();
    expect(within(earbuds).getByText('Needs P5,000.00 valid bets')).toBeInTheDocument();
    expect(within(earbuds).getByText('7 of 20 left')).toBeInTheDocument();
    expect(screen.queryByText(/short for this item/)).not.toBeInTheDocument();
    expect(within(card('10.00 chips')).getByText('Credits P10.00')).toBeInTheDocument();
    expect(within(card('Travel mug')).getByText('No bet requirement')).toBeInTheDocument();
    const watch = card('Smart watch');
    expect(
      within(watch).getByRole('button', { name: 'Sold out', description: 'Smart watch' }),
    ).toBeDisabled();
    expect(within(watch).getAllByText('Sold out').length).toBeGreaterThan(0);
  });

  it("tells a member whose valid bets fall short of an item's requirement", async () => {
    state = mallState({ validBets: '120000' });
    server.resetHandlers(...pointsStoryHandlers({ state }));
    await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    await screen.findByRole('list', { name: 'Goods' });
    expect(
      await within(card('Wireless earbuds')).findByText('Your valid bets are P3,800.00 short for this item'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/short for this item/)).toHaveLength(1);
  });

  it('filters the goods by category tab', async () => {
    const { user } = await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    await screen.findByRole('list', { name: 'Goods' });
    const categories = screen.getByRole('tablist', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Gadgets', 'Home', 'Chips']);
    await user.click(within(categories).getByRole('tab', { name: 'Chips' }));
    const names = within(goodsGrid())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['10.00 chips', '50.00 chips', '100.00 chips']);
  });

  it('shows a visitor the goods and a log-in call that opens the login dialog', async () => {
    const { user } = await renderAuth(<PointMallPage />, { path: '/pointMall' });
    await screen.findByRole('list', { name: 'Goods' });
    expect(screen.getByText('1,000 points = P7.00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your points' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Redeem history' })).not.toBeInTheDocument();
    expect(screen.getByText('Log in to see your points and redeem goods.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('redeems a physical item: refused without delivery details, then in process with the points taken', async () => {
    const { user } = await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    await screen.findByRole('list', { name: 'Goods' });
    await user.click(
      within(card('Wireless earbuds')).getByRole('button', { name: 'Redeem Wireless earbuds' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Wireless earbuds' });
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).getByText('Total: 5,000 points')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Payment password'), TEST_PAYMENT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the delivery name, phone and address for this item.',
    );
    expect(state.points).toBe(12_000);

    await user.type(within(dialog).getByLabelText('Recipient name'), 'Demo Member');
    await user.type(within(dialog).getByLabelText('Phone'), '+63 912 345 6789');
    await user.type(within(dialog).getByLabelText('Address'), '1 Demo Street, Manila');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(
      await within(dialog).findByText('Redemption RD000101 is in process. You have 7,000 points left.'),
    ).toBeInTheDocument();
    expect(state.sent).toHaveLength(2);
    const [refused, accepted] = state.sent;
    expect(accepted!.body).toEqual({
      goodsId: 1,
      quantity: 2,
      paymentPassword: TEST_PAYMENT_PASSWORD,
      delivery: { name: 'Demo Member', phone: '+63 912 345 6789', address: '1 Demo Street, Manila' },
    });
    expect(accepted!.key).toMatch(/.{8,}/);
    expect(accepted!.key).not.toBe(refused!.key);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const summary = screen.getByRole('region', { name: 'Your points' });
    expect(await within(summary).findByText('7,000 points')).toBeInTheDocument();
    expect(await within(card('Wireless earbuds')).findByText('5 of 20 left')).toBeInTheDocument();
  });

  it('keeps the quantity within the most per redemption', async () => {
    const { user } = await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    await screen.findByRole('list', { name: 'Goods' });
    await user.click(within(card('Travel mug')).getByRole('button', { name: 'Redeem Travel mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Travel mug' });
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a quantity from 1 to 5.');
    expect(state.sent).toHaveLength(0);
  });

  it('converts points to chips: the money computed live, the step checked before sending', async () => {
    const { user } = await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    const summary = await screen.findByRole('region', { name: 'Your points' });
    await user.click(await within(summary).findByRole('button', { name: 'Convert to chips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to chips' });
    expect(
      within(dialog).getByText('Convert at least 500 points, in steps of 10 points. You have 12,000 points.'),
    ).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Points to convert');
    await user.type(input, '1505');
    await user.type(within(dialog).getByLabelText('Payment password'), TEST_PAYMENT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Convert a multiple of 10 points.');
    expect(state.sent).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Convert at least 500 points.');

    await user.clear(input);
    await user.type(input, '1500');
    expect(within(dialog).getByText('You receive P10.50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(
      await within(dialog).findByText('P10.50 is added to your balance. You have 10,500 points left.'),
    ).toBeInTheDocument();
    expect(state.sent).toEqual([
      {
        path: 'convert',
        body: { points: '1500', paymentPassword: TEST_PAYMENT_PASSWORD },
        key: expect.any(String),
      },
    ]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await within(summary).findByText('10,500 points')).toBeInTheDocument();
  });

  it('shows the server refusal of a wrong payment password in the convert dialog', async () => {
    const { user } = await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    const summary = await screen.findByRole('region', { name: 'Your points' });
    await user.click(await within(summary).findByRole('button', { name: 'Convert to chips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to chips' });
    await user.type(within(dialog).getByLabelText('Points to convert'), '1000');
    await user.type(within(dialog).getByLabelText('Payment password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment password is not correct.',
    );
    expect(state.points).toBe(12_000);
  });

  it('pages and filters the redeem history with status badges and the reason of a rejection', async () => {
    const { user } = await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    await user.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    const list = await screen.findByRole('list', { name: 'Redeem history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('In process')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Wireless earbuds × 1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Reason: The address is incomplete.')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Approved')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('P10.00')).toBeInTheDocument();
    // A conversion reads as what it gave, not as goods.
    expect(within(rows[2]!).getByText('1,000 points to P10.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Redeem history' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(screen.getByText(/RD000012/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'REJECTED');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Redeem history' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(state.queries.at(-1)).toEqual({
      path: '/wps/points/redemptions',
      search: '?page=1&size=10&status=REJECTED',
    });
  });

  it('lists the points details with changes and balances, filtered by type and date range', async () => {
    const { user } = await renderAuth(<PointMallPage today={today} />, { path: '/pointMall', ...member });
    await user.click(await screen.findByRole('tab', { name: 'Points details' }));
    const list = await screen.findByRole('list', { name: 'Points details' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('Live casino')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('+100')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Balance 12,000')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Round R500')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Redeem')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('-600')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Balance 11,790')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Points details' })).getAllByRole('listitem'),
      ).toHaveLength(4),
    );

    await user.selectOptions(screen.getByLabelText('Type'), 'SLOTS');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Points details' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(state.queries.at(-1)?.search).toBe('?page=1&size=10&type=SLOTS');

    await user.selectOptions(screen.getByLabelText('Type'), '');
    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() => expect(state.queries.at(-1)?.search).toMatch(/from=2026-11-1\d&to=2026-11-\d\d/));
    expect(screen.getByLabelText('From (UTC)')).toHaveValue(
      new URL(`http://x/${state.queries.at(-1)!.search}`).searchParams.get('from'),
    );
  });

  it('shows a spinner while the goods load', async () => {
    server.use(...pendingPointsHandlers());
    await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Goods' })).not.toBeInTheDocument();
  });

  it('says when the goods cannot be loaded and retries', async () => {
    server.use(failingPointsHandler('goods'));
    const { user } = await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    server.resetHandlers(...pointsStoryHandlers({ state }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Goods' })).toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    state = mallState({ goods: [], redemptions: [] });
    server.resetHandlers(...pointsStoryHandlers({ state }));
    const { user } = await renderAuth(<PointMallPage />, { path: '/pointMall', ...member });
    expect(await screen.findByText('No goods yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    expect(await screen.findByText('No redemptions yet.')).toBeInTheDocument();
  });
});
