import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, renderWithProviders } from '@playfront/api-client/testing';
import { RegisterPage, TeamPage } from './index';
import {
  agentBaseHandlers,
  emptyListHandler,
  failingHandler,
  registerHandler,
  registerSettingsHandler,
  teamHandler,
  transferHandler,
} from './testing';

const server = setupServer(...agentBaseHandlers(), teamHandler(), transferHandler(), registerHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const agent = { credentials: { token: 't', accountType: 1 } };

describe('TeamPage', () => {
  it('lists the team with balance and last login, and filters by scope, status and username', async () => {
    const queries: URLSearchParams[] = [];
    server.use(teamHandler(undefined, (q) => queries.push(q)));
    await renderWithProviders(<TeamPage />, agent);
    const table = await screen.findByRole('table', { name: 'Team management' });
    const row = within(table).getByRole('row', { name: /team_agent1/ });
    expect(within(row).getByText('P10,000.00')).toBeInTheDocument();
    expect(within(row).getByText('Agent')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /team_sub1/ })).getByText('Never'),
    ).toBeInTheDocument();
    expect(queries[0].get('scope')).toBe('all');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Scope' }), 'direct');
    await waitFor(() => expect(within(table).queryByText('team_sub1')).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('scope')).toBe('direct');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DISABLED');
    await waitFor(() => expect(screen.queryByText('team_member1')).not.toBeInTheDocument());
    expect(screen.getByText('team_off')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search username' }), 'team_a{Enter}');
    await waitFor(() => expect(screen.queryByText('team_member1')).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('search')).toBe('team_a');
  });

  it('shows an empty team and a failed load with a retry', async () => {
    server.use(emptyListHandler('/wps/agent/team'));
    const { unmount } = await renderWithProviders(<TeamPage />, agent);
    expect(await screen.findByText('No records for these filters.')).toBeInTheDocument();
    unmount();
    server.use(failingHandler('/wps/agent/team'));
    await renderWithProviders(<TeamPage />, agent);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('transfers to a downline with the payment password and an idempotency key, and confirms it', async () => {
    const sent: Array<{ body: unknown; key: string | null }> = [];
    server.use(transferHandler({ onRequest: (body, key) => sent.push({ body, key }) }));
    await renderWithProviders(<TeamPage />, agent);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer to team_member1' }));
    expect(screen.getByRole('heading', { name: 'Transfer to team_member1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('Enter an amount.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 6 characters.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '150.50');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText(
        'P150.50 sent to team_member1 (reference TX-0001). Your main balance is now P849.50.',
      ),
    ).toBeInTheDocument();
    expect(sent[0].body).toEqual({ downline: 'team_member1', amount: '15050', paymentPassword: '246810' });
    expect(sent[0].key).toMatch(/.{8,}/);
  });

  it('shows a refused transfer in the player’s words', async () => {
    server.use(transferHandler({ code: 'payment_password_invalid' }));
    await renderWithProviders(<TeamPage />, agent);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer to team_agent1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await userEvent.type(screen.getByLabelText('Payment password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment password is not correct.');
    server.use(transferHandler({ code: 'insufficient_funds', status: 409 }));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Not enough balance. Nothing was moved.')).toBeInTheDocument();
  });
});

describe('RegisterPage', () => {
  it('registers a sub-agent and shows its one-time password once, with copy and the first-login note', async () => {
    const bodies: unknown[] = [];
    server.use(registerHandler({ onRequest: (b) => bodies.push(b) }));
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithProviders(<RegisterPage />, agent);
    const birthday = await screen.findByLabelText("Holder's date of birth");
    expect(birthday).toHaveAccessibleDescription('The account holder must be at least 18 years old.');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Enter a username.')).toBeInTheDocument();
    expect(screen.getByText("Enter the holder's date of birth.")).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Account kind' }), 'agent');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'new_agent');
    await userEvent.type(birthday, '1990-04-12');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Account new_agent is ready.' })).toBeInTheDocument();
    expect(screen.getByText('Kx7!pQ2m')).toBeInTheDocument();
    expect(screen.getByText(/must be changed at the first login/)).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'new_agent', role: 'agent', birthday: '1990-04-12' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Kx7!pQ2m');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register another account' }));
    expect(screen.queryByText('Kx7!pQ2m')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an under-age holder under the date, and asks no date when the brand does not", async () => {
    server.use(
      http.post('*/wps/agent/team/register', () =>
        errorReply(400, 'validation_failed', {
          fields: [{ field: 'birthday', key: 'reg_underage', message: 'underage', params: { age: 18 } }],
        }),
      ),
    );
    await renderWithProviders(<RegisterPage />, agent);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'young');
    await userEvent.type(await screen.findByLabelText("Holder's date of birth"), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You must be at least 18 years old to register.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /is ready/ })).not.toBeInTheDocument();
  });

  it('asks no date of birth when the brand does not ask it at registration', async () => {
    const bodies: unknown[] = [];
    server.use(registerSettingsHandler(false), registerHandler({ onRequest: (b) => bodies.push(b) }));
    await renderWithProviders(<RegisterPage />, agent);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'grown_up');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Account grown_up is ready.' })).toBeInTheDocument();
    expect(screen.queryByLabelText("Holder's date of birth")).not.toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'grown_up', role: 'member' }]);
  });

  it('shows a taken username', async () => {
    server.use(registerHandler({ code: 'username_taken' }));
    await renderWithProviders(<RegisterPage />, agent);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'taken');
    await userEvent.type(await screen.findByLabelText("Holder's date of birth"), '1990-04-12');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken.');
  });
});
