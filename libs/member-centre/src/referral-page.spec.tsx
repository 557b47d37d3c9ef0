import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import ReferralPage, { inviteLink } from './referral-page';
import { referralBackend, referralFriend, referralOverview } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'clipboard');
});
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };
const link = `${window.location.origin}/?referralCode=DEMO2026`;

function mockClipboard(fail = false) {
  const writeText = jest.fn(() => (fail ? Promise.reject(new Error('denied')) : Promise.resolve()));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('ReferralPage', () => {
  it('shows the code, the invite link with its QR code, the rule in numbers and the totals', async () => {
    server.use(...referralBackend().handlers);
    await renderWithProviders(<ReferralPage />, member);
    expect(await screen.findByText('DEMO2026')).toBeInTheDocument();
    expect(screen.getByText(link)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code of my invite link' });
    expect(qr).toHaveAttribute('width', '200');
    expect(qr).toHaveAttribute('viewBox', '0 0 200 200');
    // The first dark module sits at the 20 px quiet zone.
    expect(qr.querySelectorAll('rect')[1]).toHaveAttribute('x', '20');

    const rule = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(rule)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your friend deposits at least P100.00 in total',
      'Your friend places valid bets of at least P200.00 in total',
      'You receive P20.00, once per friend',
    ]);
    const totals = screen.getByRole('region', { name: 'My referrals' });
    expect(within(totals).getByText('Friends invited').nextSibling).toHaveTextContent('2');
    expect(within(totals).getByText('Friends qualified').nextSibling).toHaveTextContent('1');
    expect(within(totals).getByText('Rewards earned').nextSibling).toHaveTextContent('P20.00');
  });

  it('lists the friends with their status, progress and the reward paid', async () => {
    server.use(...referralBackend().handlers);
    await renderWithProviders(<ReferralPage />, member);
    const onItsWay = await screen.findByRole('listitem', { name: 'de***2' });
    expect(within(onItsWay).getByText('Registered')).toBeInTheDocument();
    expect(within(onItsWay).getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(onItsWay).getByText('P50.00 of P100.00')).toBeInTheDocument();
    expect(within(onItsWay).getByRole('progressbar', { name: 'Valid bets' })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );
    expect(within(onItsWay).getByText('P30.00 of P200.00')).toBeInTheDocument();
    expect(within(onItsWay).queryByText(/Reward paid/)).not.toBeInTheDocument();

    const rewarded = card('de***1');
    expect(within(rewarded).getByText('Rewarded')).toBeInTheDocument();
    expect(within(rewarded).getByText('Reward paid: P20.00')).toBeInTheDocument();
    expect(within(rewarded).getByRole('progressbar', { name: 'Valid bets' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('copies the code and the link, and says so', async () => {
    const writeText = mockClipboard();
    server.use(...referralBackend().handlers);
    await renderWithProviders(<ReferralPage />, member);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy referral code' }));
    expect(writeText).toHaveBeenLastCalledWith('DEMO2026');
    expect(await screen.findByRole('status')).toHaveTextContent('Referral code copied.');
    await userEvent.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenLastCalledWith(link);
    expect(await screen.findByText('Invite link copied. Paste it to your friends.')).toBeInTheDocument();
  });

  it('says what to do when the browser refuses to copy', async () => {
    mockClipboard(true);
    server.use(...referralBackend().handlers);
    await renderWithProviders(<ReferralPage />, member);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy referral code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not copy. Select the text and copy it yourself.',
    );
  });

  it('shares through the device share sheet where there is one', async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const writeText = mockClipboard();
    server.use(...referralBackend().handlers);
    await renderWithProviders(<ReferralPage />, member);
    await userEvent.click(await screen.findByRole('button', { name: 'Share invite link' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Invite friends',
      text: 'Sign up with my referral code DEMO2026:',
      url: link,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Closing the share sheet says nothing and copies nothing.
    share.mockImplementationOnce(() => Promise.reject(new DOMException('closed', 'AbortError')));
    await userEvent.click(screen.getByRole('button', { name: 'Share invite link' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('copies the link with a confirmation where the device cannot share', async () => {
    const writeText = mockClipboard();
    server.use(...referralBackend().handlers);
    await renderWithProviders(<ReferralPage />, member);
    await userEvent.click(await screen.findByRole('button', { name: 'Share invite link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Invite link copied. Paste it to your friends.',
    );
  });

  it('pages through the friends', async () => {
    const friends = Array.from({ length: 12 }, (_, i) =>
      referralFriend({ username: `fr***${i}`, registeredAt: Date.UTC(2026, 0, 20 - i) }),
    );
    const backend = referralBackend({ friends });
    server.use(...backend.handlers);
    await renderWithProviders(<ReferralPage />, member);
    expect(await screen.findByRole('listitem', { name: 'fr***0' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'fr***10' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('listitem', { name: 'fr***10' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'fr***11' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'fr***0' })).not.toBeInTheDocument();
    expect(backend.state.pages).toEqual([1, 2]);
  });

  it('invites to share when no friend signed up yet', async () => {
    server.use(
      ...referralBackend({
        overview: referralOverview({ totals: { friends: 0, qualified: 0, rewarded: '0' } }),
        friends: [],
      }).handlers,
    );
    await renderWithProviders(<ReferralPage />, member);
    expect(await screen.findByText('No friends yet. Share your link to invite them.')).toBeInTheDocument();
  });

  it('shows the refusal in the player language and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/wps/referral', () =>
        fail ? errorReply(403, 'feature_disabled') : okReply(referralOverview()),
      ),
      ...referralBackend().handlers,
    );
    await renderWithProviders(<ReferralPage />, { ...member, language: 'th' });
    expect(await screen.findByText('ฟีเจอร์นี้ไม่พร้อมใช้งาน')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('DEMO2026')).toBeInTheDocument();
  });

  it('shows that the friends list failed, apart from the rest', async () => {
    server.use(
      http.get('*/wps/referral/friends', () => errorReply(500, 'internal_error')),
      ...referralBackend().handlers,
    );
    await renderWithProviders(<ReferralPage />, member);
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('DEMO2026')).toBeInTheDocument();
  });

  it('builds the link from the address the player is on', () => {
    expect(inviteLink('AB CD', 'https://brand.example')).toBe('https://brand.example/?referralCode=AB%20CD');
  });
});
