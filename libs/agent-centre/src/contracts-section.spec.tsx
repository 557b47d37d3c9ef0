import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import { ContractsSection } from './index';
import { agentBaseHandlers, contract, contractsHandlers, undercutContracts } from './testing';

const server = setupServer(...agentBaseHandlers(), ...contractsHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const agent = { credentials: { token: 't', accountType: 1 } };
const rateError = 'Enter a rate from 0.01 to 100 with at most 2 decimals.';

describe('accepting a contract that ends contracts below', () => {
  it('names the downlines whose contracts end, and accepts only once the agent confirms', async () => {
    const actions: Array<[number, string]> = [];
    server.use(
      ...contractsHandlers(undercutContracts, { onAction: (id, action) => actions.push([id, action]) }),
    );
    await renderWithProviders(<ContractsSection kind="DAILY_WAGE" />, agent);
    const offer = await screen.findByRole('listitem', { name: 'From big_boss' });
    expect(offer).toHaveTextContent('From P1,000.00: 0.50%');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    const warning = within(offer).getByRole('alert');
    expect(warning).toHaveTextContent('Contracts you gave will end');
    expect(warning).toHaveTextContent(
      'If you accept, the contracts you gave team_agent1, team_agent2 end automatically',
    );
    // While the agent decides, the first answer buttons make way for the two choices.
    expect(within(offer).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();

    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(within(offer).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(actions).toEqual([]);
    expect(screen.getByRole('listitem', { name: 'To team_agent1' })).toHaveTextContent('Active');

    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and end 2 contracts' }));
    expect(await screen.findByText('The contract was updated.')).toBeInTheDocument();
    expect(actions).toEqual([[21, 'accept']]);
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'To team_agent1' })).toHaveTextContent('Terminated'),
    );
    expect(screen.getByRole('listitem', { name: 'To team_agent2' })).toHaveTextContent('Terminated');
    expect(screen.getByRole('listitem', { name: 'From big_boss' })).toHaveTextContent('Active');
    expect(screen.queryByRole('button', { name: /Accept and end/ })).not.toBeInTheDocument();
  });

  it('warns of one contract before accepting a termination, and accepts at once when nothing ends', async () => {
    const actions: Array<[number, string]> = [];
    server.use(
      ...contractsHandlers(
        [
          contract({
            id: 31,
            upline: 'big_boss',
            request: 'TERMINATION',
            requestedBy: 'upline',
            autoTerminates: ['team_agent1'],
          }),
          contract({ id: 32, upline: 'demo_agent', downline: 'team_agent1' }),
          contract({
            id: 33,
            kind: 'HOURLY_WAGE',
            upline: 'big_boss',
            terms: { kind: 'HOURLY_WAGE', tiers: [{ betAmount: '100000', rateBps: 40 }] },
            status: 'OFFERED',
            request: 'NEW_CONTRACT',
            requestedBy: 'upline',
          }),
        ],
        { onAction: (id, action) => actions.push([id, action]) },
      ),
    );
    const { unmount } = await renderWithProviders(<ContractsSection kind="DAILY_WAGE" />, agent);
    const ending = await screen.findByRole('listitem', { name: 'From big_boss' });
    expect(ending).toHaveTextContent('Termination waiting for an answer');
    await userEvent.click(within(ending).getByRole('button', { name: 'Accept' }));
    expect(within(ending).getByRole('alert')).toHaveTextContent('the contracts you gave team_agent1 end');
    await userEvent.click(within(ending).getByRole('button', { name: 'Accept and end 1 contract' }));
    await waitFor(() => expect(actions).toEqual([[31, 'accept']]));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'To team_agent1' })).toHaveTextContent('Terminated'),
    );
    unmount();

    // An offer that ends nothing is accepted with the first press, as before.
    await renderWithProviders(<ContractsSection kind="HOURLY_WAGE" />, agent);
    const plain = await screen.findByRole('listitem', { name: 'From big_boss' });
    await userEvent.click(within(plain).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The contract was updated.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(actions).toEqual([
      [31, 'accept'],
      [33, 'accept'],
    ]);
  });
});

describe('the offer form', () => {
  const offersSent = () => {
    const offers: unknown[] = [];
    server.use(...contractsHandlers([], { onOffer: (body) => offers.push(body) }));
    return offers;
  };
  const send = () => userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
  const fill = async (scope: HTMLElement, values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) {
      const field = within(scope).getByRole('textbox', { name });
      await userEvent.clear(field);
      if (value) await userEvent.type(field, value);
    }
  };

  it('offers a dividend with a period and tiers of valid bet, team loss and active members', async () => {
    const offers = offersSent();
    await renderWithProviders(<ContractsSection kind="DIVIDEND" />, agent);
    expect(await screen.findByText('No contracts of this kind.')).toBeInTheDocument();
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(period).toHaveValue('WEEKLY');
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Daily', 'Weekly', 'Semimonthly', 'Monthly']);
    await userEvent.selectOptions(period, 'MONTHLY');

    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a username.');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Direct downline agent (username)' }),
      'team_agent1',
    );
    await fill(screen.getByRole('group', { name: 'Tier 1' }), {
      'Valid bet': '1000',
      'Team loss': '200',
      'Active members': '3',
      'Rate (%)': '1.5',
    });
    expect(screen.queryByRole('button', { name: 'Remove tier 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add tier' }));
    await fill(screen.getByRole('group', { name: 'Tier 2' }), {
      'Valid bet': '2000',
      'Team loss': '',
      'Active members': '4',
      'Rate (%)': '1.555',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add tier' }));
    await fill(screen.getByRole('group', { name: 'Tier 3' }), {
      'Valid bet': '5,000',
      'Team loss': '1000',
      'Active members': '2.5',
      'Rate (%)': '2',
    });

    // A rate with three decimals is refused, and nothing is sent.
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(rateError);
    expect(offers).toEqual([]);

    // Removing the second tier moves the third one up.
    await userEvent.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    expect(screen.queryByRole('group', { name: 'Tier 3' })).not.toBeInTheDocument();
    const second = screen.getByRole('group', { name: 'Tier 2' });
    expect(within(second).getByRole('textbox', { name: 'Valid bet' })).toHaveValue('5,000');

    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number.');
    expect(offers).toEqual([]);
    await fill(second, { 'Active members': '5' });
    await send();

    expect(await screen.findByText('Offer sent to team_agent1.')).toBeInTheDocument();
    expect(screen.queryByText(rateError)).not.toBeInTheDocument();
    expect(offers).toEqual([
      {
        downline: 'team_agent1',
        terms: {
          kind: 'DIVIDEND',
          period: 'MONTHLY',
          tiers: [
            { validBet: '100000', teamLoss: '20000', activeMembers: 3, rateBps: 150 },
            { validBet: '500000', teamLoss: '100000', activeMembers: 5, rateBps: 200 },
          ],
        },
      },
    ]);
    // The form starts again from one empty tier.
    expect(screen.queryByRole('group', { name: 'Tier 2' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Tier 1' })).getByRole('textbox', { name: 'Valid bet' }),
    ).toHaveValue('');
  });

  it('offers a real-time salary with a profit rate, a loss rate and the smallest bet that counts', async () => {
    const offers = offersSent();
    await renderWithProviders(<ContractsSection kind="REALTIME" />, agent);
    expect(await screen.findByText('No contracts of this kind.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add tier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Send offer' }).closest('form')!;
    await fill(form, {
      'Direct downline agent (username)': 'team_agent1',
      'Profit rate (%)': '0.5',
      'Loss rate (%)': '101',
      'Smallest bet that counts': '10',
    });

    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(rateError);
    await fill(form, { 'Loss rate (%)': 'abc' });
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(rateError);
    await fill(form, { 'Loss rate (%)': '0.3', 'Smallest bet that counts': '10.555' });
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount such as 100 or 100.50.');
    expect(offers).toEqual([]);

    await fill(form, { 'Smallest bet that counts': '10' });
    await send();
    expect(await screen.findByText('Offer sent to team_agent1.')).toBeInTheDocument();
    expect(offers).toEqual([
      {
        downline: 'team_agent1',
        terms: { kind: 'REALTIME', profitRateBps: 50, lossRateBps: 30, singleBet: '1000' },
      },
    ]);
  });
});
