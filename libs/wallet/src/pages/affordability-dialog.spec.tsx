import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import { DepositPage } from '../index';
import { balanceHandler } from '../testing';
import { affordabilityFigures } from './affordability-check';

// The affordability check on the deposit page: a 403 affordability_check opens a dialog (its own chunk) that
// asks the member to confirm they can afford their deposits; confirming records the declaration and sends
// the same request again, so the amount is never lost.
const member = { credentials: { token: 't', accountType: 0 } };
const refusal = {
  details: {
    key: 'affordability_refusal',
    params: { netDeposits: '950000', amount: '100000', threshold: '1000000', days: 30 },
  },
};
const server = setupServer(balanceHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers(balanceHandler()));
afterAll(() => server.close());

/** The deposit calls: refused by the affordability check until the member has declared. */
function backend() {
  const state = {
    declared: false,
    declarations: [] as unknown[],
    requests: [] as unknown[],
    keys: [] as string[],
  };
  server.use(
    http.get('*/wps/payment/channels', () =>
      okReply({
        list: [
          {
            code: 'QR',
            name: 'QR payment',
            minAmount: '10000',
            maxAmount: '5000000',
            tutorial: null,
            tutorialSteps: [],
          },
        ],
      }),
    ),
    http.get('*/wps/payment/deposits', () => okReply({ list: [] })),
    http.post('*/wps/payment/deposits', async ({ request }) => {
      state.requests.push(await request.json());
      state.keys.push(request.headers.get('idempotency-key') ?? '');
      if (!state.declared) return errorReply(403, 'affordability_check', refusal);
      return okReply({
        reference: 'DP777',
        channelCode: 'QR',
        amount: '100000',
        status: 'PENDING',
        createdAt: 0,
        decidedAt: null,
      });
    }),
    http.post('*/wps/protection/affordability', async ({ request }) => {
      state.declarations.push(await request.json());
      state.declared = true;
      return okReply({});
    }),
  );
  return state;
}

async function refusedDeposit(options: { onSetLimits?: () => void; language?: 'cn' } = {}) {
  const state = backend();
  const view = await renderWithProviders(<DepositPage onSetLimits={options.onSetLimits} />, {
    ...member,
    ...(options.language ? { language: options.language } : {}),
  });
  const amount = await screen.findByRole('textbox', { name: view.i18n.t('wallet_amount') });
  await userEvent.type(amount, '1000');
  await userEvent.click(screen.getByRole('button', { name: view.i18n.t('wallet_deposit_submit') }));
  const dialog = await screen.findByRole('dialog', { name: view.i18n.t('wallet_afford_title') });
  return { ...view, state, dialog, amount };
}

describe('the affordability check on the deposit page', () => {
  it('reads the figures of a refusal, and nothing else', () => {
    expect(affordabilityFigures(refusal)).toEqual({
      netDeposits: '950000',
      amount: '100000',
      threshold: '1000000',
      days: 30,
    });
    expect(affordabilityFigures({ details: { key: 'limit_refusal_deposit_day', params: {} } })).toBeNull();
    expect(affordabilityFigures(null)).toBeNull();
  });

  it('asks in money, needs the box ticked, then records the declaration and sends the same deposit again', async () => {
    const { state, dialog } = await refusedDeposit();
    expect(dialog).toHaveTextContent(
      'Your deposits over the last 30 days, less your withdrawals, come to P9,500.00. With this deposit of P1,000.00 they would reach P10,000.00',
    );
    const box = within(dialog).getByRole('checkbox', { name: 'I confirm that I can afford these deposits.' });
    expect(box).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Tick the box to confirm, or choose Cancel.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(state.declarations).toEqual([]);

    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Deposit DP777 of P1,000\.00 is pending/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.declarations).toEqual([{ confirm: true }]);
    // The same request, with the same Idempotency-Key (the refused one was not kept by the server).
    expect(state.requests).toEqual([
      { channelCode: 'QR', amount: '100000' },
      { channelCode: 'QR', amount: '100000' },
    ]);
    expect(state.keys[1]).toBe(state.keys[0]);
  });

  it('keeps the amount on Cancel or Escape, and offers a deposit limit instead', async () => {
    const onSetLimits = jest.fn();
    const { state, dialog, amount } = await refusedDeposit({ onSetLimits });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(amount).toHaveValue('1000');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your amount of P1,000.00 is kept: press Request deposit when you are ready.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    const again = await screen.findByRole('dialog', { name: 'Can you afford these deposits?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(amount).toHaveValue('1000');

    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    const third = await screen.findByRole('dialog', { name: 'Can you afford these deposits?' });
    expect(again).not.toBe(third);
    await userEvent.click(within(third).getByRole('button', { name: 'Set a deposit limit' }));
    expect(onSetLimits).toHaveBeenCalledTimes(1);
    expect(state.declarations).toEqual([]);
  });

  it('speaks the member’s language', async () => {
    const { dialog } = await refusedDeposit({ language: 'cn' });
    expect(dialog).toHaveTextContent('您能负担这些存款吗？');
    expect(within(dialog).getByRole('checkbox', { name: '我确认我能够负担这些存款。' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确认' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});
