import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, renderWithProviders } from '@playfront/api-client/testing';
import { formatTime } from '@playfront/wallet';
import { realityCheckOptions, ResponsibleGamingPage } from './responsible-gaming-page';
import {
  pendingChange,
  protectionBackend,
  protectionLimit,
  protectionNow,
  protectionSettings,
} from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const when = (ms: number) => formatTime(ms, 'en');
const now = () => protectionNow;

/** The page against `backend`; `overrides` answer before it (a refusal). */
async function renderPage(backend = protectionBackend(), overrides: RequestHandler[] = []) {
  server.use(...overrides, ...backend.handlers);
  const view = await renderWithProviders(<ResponsibleGamingPage now={now} />, member);
  await screen.findByRole('heading', { name: 'My limits' });
  return { backend, ...view };
}

/** The card of one kind of limit, and one period's row in it. */
const card = (name: string) => screen.getByRole('listitem', { name });
const row = (name: string) => screen.getByRole('group', { name });

describe('ResponsibleGamingPage', () => {
  it('shows each limit in force with what is used of it, when it starts again and its pending change', async () => {
    await renderPage();
    const daily = row('Deposit limit, Daily');
    expect(daily).toHaveTextContent('DailyP500.00');
    const used = within(daily).getByRole('progressbar', { name: 'Used today' });
    expect(used).toHaveAttribute('aria-valuenow', '24');
    expect(used).toHaveAttribute('aria-valuetext', 'P120.00 of P500.00');
    expect(daily).toHaveTextContent(`Starts again on ${when(Date.UTC(2026, 10, 29))}`);

    const weekly = row('Deposit limit, Weekly');
    expect(weekly).toHaveTextContent('P420.00 of P1,000.00');
    // Monday 30 November 2026 starts the next week.
    expect(weekly).toHaveTextContent(`Starts again on ${when(Date.UTC(2026, 10, 30))}`);
    expect(weekly).toHaveTextContent(
      `Raises to P2,000.00 on ${when(protectionNow + 23 * HOUR_MS)} — waiting for the 24-hour cooling-off.`,
    );

    expect(row('Loss limit, Monthly')).toHaveTextContent('P750.00 of P3,000.00');
    const session = row('Session time limit, Per session');
    expect(session).toHaveTextContent('90 min');
    expect(session).toHaveTextContent('35 min of 90 min');
    expect(session).toHaveTextContent('Starts again at your next login');
    expect(card('Wager limit')).toHaveTextContent('No limit set.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sets a new limit at once with the amount in minor units, and lowers one without asking', async () => {
    const { backend } = await renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Limit'), 'Wager limit');
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Monthly');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('No limit in force for this period.');
    await userEvent.type(screen.getByLabelText('Amount'), '1,234.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your limit is saved and applies now.')).toBeInTheDocument();
    expect(backend.state.requests).toEqual([
      {
        method: 'PUT',
        path: '/wps/protection/limits',
        body: { kind: 'WAGER', period: 'MONTH', amount: '123450' },
      },
    ]);
    expect(row('Wager limit, Monthly')).toHaveTextContent('P0.00 of P1,234.50');
    expect(screen.getByLabelText('Amount')).toHaveValue('');

    await userEvent.selectOptions(screen.getByLabelText('Limit'), 'Deposit limit');
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Daily');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Limit in force: P500.00');
    await userEvent.type(screen.getByLabelText('Amount'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(row('Deposit limit, Daily')).toHaveTextContent('P120.00 of P300.00'));
    expect(backend.state.requests[1].body).toEqual({ kind: 'DEPOSIT', period: 'DAY', amount: '30000' });
  });

  it('offers only the session period for a session limit, in minutes, and checks what is typed', async () => {
    const { backend } = await renderPage();
    await userEvent.type(screen.getByLabelText('Amount'), 'ten');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      /Enter an amount such as 100 or 100.50./,
    );

    await userEvent.selectOptions(screen.getByLabelText('Limit'), 'Session time limit');
    const period = screen.getByLabelText('Period');
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Per session']);
    // What was typed stays when the kind changes.
    const minutes = screen.getByLabelText('Minutes');
    expect(minutes).toHaveValue('ten');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(minutes).toHaveAccessibleDescription(/Enter a whole number of minutes, such as 60./);
    expect(backend.state.requests).toEqual([]);

    await userEvent.clear(minutes);
    await userEvent.type(minutes, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(row('Session time limit, Per session')).toHaveTextContent('35 min of 60 min'));
    expect(backend.state.requests[0].body).toEqual({ kind: 'SESSION', period: 'SESSION', amount: '60' });
  });

  it('explains the cooling-off before a raise, then shows it waiting with no Confirm until it is due', async () => {
    const { backend } = await renderPage();
    await userEvent.type(screen.getByLabelText('Amount'), '800');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise this limit?' });
    expect(dialog).toHaveTextContent(
      'A higher limit applies only after a cooling-off of 24 hours, and only if you come back and confirm it then.',
    );
    // Thinking better of it sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.state.requests).toEqual([]);
    expect(screen.getByLabelText('Amount')).toHaveValue('800');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Raise this limit?' })).getByRole('button', {
        name: 'Request the change',
      }),
    );
    const effectiveAt = protectionNow + 24 * HOUR_MS;
    expect(
      await screen.findByText(`Your request is noted. You can confirm it from ${when(effectiveAt)}.`),
    ).toBeInTheDocument();
    expect(backend.state.requests).toEqual([
      {
        method: 'PUT',
        path: '/wps/protection/limits',
        body: { kind: 'DEPOSIT', period: 'DAY', amount: '80000' },
      },
    ]);
    const daily = row('Deposit limit, Daily');
    // The limit in force stays until the change is confirmed.
    expect(daily).toHaveTextContent('P120.00 of P500.00');
    expect(daily).toHaveTextContent(
      `Raises to P800.00 on ${when(effectiveAt)} — waiting for the 24-hour cooling-off.`,
    );
    expect(within(daily).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(daily).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('asks before removing a limit, and shows the removal waiting', async () => {
    const { backend } = await renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Limit'), 'Loss limit');
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Monthly');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this limit?' });
    expect(dialog).toHaveTextContent('Removing a limit applies only after a cooling-off of 24 hours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request the change' }));
    await waitFor(() =>
      expect(row('Loss limit, Monthly')).toHaveTextContent(
        `Will be removed on ${when(protectionNow + 24 * HOUR_MS)} — waiting for the 24-hour cooling-off.`,
      ),
    );
    expect(backend.state.requests[0].body).toEqual({ kind: 'LOSS', period: 'MONTH', amount: null });
    // The removal waits already: nothing more to remove.
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('confirms a change that is due and cancels another, each with its own call', async () => {
    const backend = protectionBackend({
      limits: [
        protectionLimit({ pending: pendingChange('90000', 30) }),
        protectionLimit({
          kind: 'WAGER',
          period: 'WEEK',
          amount: '500000',
          used: '0',
          pending: pendingChange(null, 2),
        }),
      ],
    });
    await renderPage(backend);
    const daily = row('Deposit limit, Daily');
    expect(daily).toHaveTextContent('Raises to P900.00. Ready: confirm to apply.');
    await userEvent.click(within(daily).getByRole('button', { name: 'Confirm' }));
    expect(await within(daily).findByText('Done: the change applies now.')).toBeInTheDocument();
    // The reply becomes the cached overview a moment after the call resolves.
    await waitFor(() => expect(daily).toHaveTextContent('P120.00 of P900.00'));
    expect(within(daily).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();

    const wager = row('Wager limit, Weekly');
    await userEvent.click(within(wager).getByRole('button', { name: 'Cancel' }));
    expect(
      await within(wager).findByText('The change was cancelled. Your limit stays as it was.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(wager).not.toHaveTextContent('Will be removed'));
    expect(backend.state.requests).toEqual([
      { method: 'POST', path: '/wps/protection/limits/confirm', body: { kind: 'DEPOSIT', period: 'DAY' } },
      { method: 'POST', path: '/wps/protection/limits/cancel', body: { kind: 'WAGER', period: 'WEEK' } },
    ]);
  });

  it('shows a refusal next to the control that failed, and keeps what was typed', async () => {
    const backend = protectionBackend({
      limits: [protectionLimit({ pending: pendingChange('90000', 30) })],
    });
    await renderPage(backend, [
      http.post('*/wps/protection/limits/confirm', () => errorReply(409, 'limit_change_not_due')),
      http.put('*/wps/protection/limits', () => errorReply(409, 'limit_no_change')),
    ]);
    const daily = row('Deposit limit, Daily');
    await userEvent.click(within(daily).getByRole('button', { name: 'Confirm' }));
    expect(await within(daily).findByRole('alert')).toHaveTextContent(
      'This change is still in its cooling-off period. You can confirm it once that has passed.',
    );

    await userEvent.type(screen.getByLabelText('Amount'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('region', { name: 'Set or change a limit' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This limit is already set to that amount.',
    );
    expect(screen.getByLabelText('Amount')).toHaveValue('500');
  });

  it('saves the reality check from the intervals within the brand bounds', async () => {
    const { backend } = await renderPage(
      protectionBackend({
        settings: protectionSettings({ realityCheckMinMinutes: 15, realityCheckMaxMinutes: 90 }),
      }),
    );
    const select = screen.getByLabelText('Remind me every');
    expect(select).toHaveValue('60');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['15 min', '20 min', '30 min', '45 min', '60 min', '90 min']);
    await userEvent.selectOptions(select, '45 min');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('You will be reminded every 45 minutes.')).toBeInTheDocument();
    expect(backend.state.requests).toEqual([
      { method: 'PUT', path: '/wps/protection/reality-check', body: { minutes: 45 } },
    ]);
  });

  it('starts a time-out after a dialog that says what it means, then shows it and hides the break controls', async () => {
    const { backend } = await renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Length of the time-out'), '14 days');
    await userEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    let dialog = await screen.findByRole('dialog', { name: 'Take a time-out?' });
    expect(dialog).toHaveTextContent(
      `Until ${when(protectionNow + 14 * DAY_MS)} you will not be able to play or deposit on any of our sites. You can still withdraw your money. A time-out cannot be ended early.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.state.requests).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    dialog = await screen.findByRole('dialog', { name: 'Take a time-out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my time-out' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `You are taking a time-out until ${when(protectionNow + 14 * DAY_MS)}. Until then you cannot play or deposit on any of our sites; you can still withdraw.`,
    );
    expect(backend.state.requests).toEqual([
      { method: 'POST', path: '/wps/protection/exclusion', body: { kind: 'TIME_OUT', days: 14 } },
    ]);
    expect(screen.queryByRole('heading', { name: 'Take a break' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exclude myself' })).not.toBeInTheDocument();
  });

  it('asks plainly before a permanent self-exclusion and shows a refusal next to it', async () => {
    const backend = protectionBackend();
    await renderPage(backend, [
      http.post('*/wps/protection/exclusion', () => errorReply(409, 'already_excluded')),
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Length of the self-exclusion'), 'Permanently');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself?' });
    expect(dialog).toHaveTextContent(
      'You will no longer be able to play or deposit on any of our sites. You can still withdraw your money. A permanent self-exclusion cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, exclude me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is already on a break.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The refusal read the overview again.
    await waitFor(() => expect(backend.state.overviewRequests).toBe(2));
  });

  it('shows an exclusion in force at the top, permanent or with its end, and no break controls', async () => {
    const { unmount } = await renderPage(
      protectionBackend({ exclusion: { kind: 'SELF_EXCLUSION', startedAt: protectionNow, endsAt: null } }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have excluded yourself permanently. You cannot play or deposit on any of our sites; you can still withdraw.',
    );
    expect(screen.queryByRole('button', { name: 'Take a time-out' })).not.toBeInTheDocument();
    unmount();

    const endsAt = Date.UTC(2027, 4, 28, 10, 0);
    await renderPage(
      protectionBackend({ exclusion: { kind: 'SELF_EXCLUSION', startedAt: protectionNow, endsAt } }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(`You have excluded yourself until ${when(endsAt)}.`);
  });

  it('offers a retry when the overview cannot be read', async () => {
    let fail = true;
    server.use(
      http.get('*/wps/protection', () => (fail ? errorReply(500, 'internal_error') : undefined)),
      ...protectionBackend().handlers,
    );
    await renderWithProviders(<ResponsibleGamingPage now={now} />, member);
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'My limits' })).toBeInTheDocument();
  });

  it('offers reality-check intervals within the bounds, keeping the member own one', () => {
    const settings = protectionSettings({ realityCheckMinMinutes: 5, realityCheckMaxMinutes: 25 });
    expect(realityCheckOptions(settings, 25)).toEqual([5, 10, 15, 20, 25]);
    expect(realityCheckOptions(protectionSettings(), 35)).toEqual([10, 15, 20, 30, 35, 45, 60, 90, 120]);
  });
});
