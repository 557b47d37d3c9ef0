import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply, renderWithProviders } from '@playfront/api-client/testing';
import { DepositPage } from '../index';
import { balanceHandler } from '../testing';

const member = { credentials: { token: 't', accountType: 0 } };
const channels = [
  {
    code: 'BANK',
    name: 'โอนผ่านธนาคาร',
    minAmount: '10000',
    maxAmount: '5000000',
    tutorial: 'โอนยอดเงินให้ตรงกัน',
    tutorialSteps: [
      { text: 'เลือก "โอนผ่านธนาคาร" ใส่จำนวนเงิน แล้วส่งคำขอ', image: '/wps/payment/tutorial/art/submit.svg' },
      { text: 'เปิดแอปธนาคาร', image: '/wps/payment/tutorial/art/bank-app.svg' },
      { text: 'ยอดเงินจะเข้าบัญชีเมื่อแคชเชียร์ยืนยัน', image: '/wps/payment/tutorial/art/confirm.svg' },
    ],
  },
  {
    code: 'QR',
    name: 'QR payment',
    minAmount: '10000',
    maxAmount: '5000000',
    tutorial: 'Scan it.',
    tutorialSteps: [],
  },
];
const server = setupServer(
  balanceHandler({ main: '100000' }),
  http.get('*/wps/payment/channels', () => okReply({ list: channels })),
  http.get('*/wps/payment/deposits', () => okReply({ list: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('DepositPage tutorial', () => {
  it('opens the chosen channel’s steps with their pictures from the keyboard and gives focus back on Escape', async () => {
    await renderWithProviders(<DepositPage />, member);
    const link = await screen.findByRole('button', { name: 'How to deposit' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'How to deposit: โอนผ่านธนาคาร' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1 of 3เลือก "โอนผ่านธนาคาร" ใส่จำนวนเงิน แล้วส่งคำขอ',
      'Step 2 of 3เปิดแอปธนาคาร',
      'Step 3 of 3ยอดเงินจะเข้าบัญชีเมื่อแคชเชียร์ยืนยัน',
    ]);
    expect(steps.map((step) => step.querySelector('img')?.getAttribute('src'))).toEqual([
      '/wps/payment/tutorial/art/submit.svg',
      '/wps/payment/tutorial/art/bank-app.svg',
      '/wps/payment/tutorial/art/confirm.svg',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('follows the channel the player chose and says so when a channel has no steps', async () => {
    await renderWithProviders(<DepositPage />, member);
    await userEvent.click(await screen.findByRole('radio', { name: /QR payment/ }));
    await userEvent.click(screen.getByRole('button', { name: 'How to deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to deposit: QR payment' });
    expect(
      within(dialog).getByText('This channel has no tutorial yet; follow the instructions above.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
