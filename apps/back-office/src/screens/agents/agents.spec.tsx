import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

type User = Awaited<ReturnType<typeof renderBackOffice>>['user'];

const openAgent = async (user: User, table: HTMLElement, name: string) => {
  await user.click(
    within(within(table).getByRole('row', { name: new RegExp(name) })).getByRole('button', {
      name: /Details/,
    }),
  );
  return screen.findByRole('complementary', { name });
};

describe('agents: the hierarchy', () => {
  it('walks down the levels by their direct agents and back up by the path', async () => {
    const { user } = await renderBackOffice('/agents', { token: api.current().signIn('root') });
    const top = await screen.findByRole('table', { name: en.bo_agents_top });
    expect(within(top).getAllByRole('row')).toHaveLength(3);
    expect(await axeViolations()).toEqual([]);
    await user.click(
      within(top).getByRole('link', { name: 'Show the 1 direct downline agents of demo_agent' }),
    );
    const second = await screen.findByRole('table', { name: 'Direct downline agents of demo_agent' });
    expect(within(second).getByRole('row', { name: /agentsub1/ })).toHaveTextContent('Daily wage');
    await user.click(within(second).getByRole('link', { name: /agentsub1/ }));
    await screen.findByRole('table', { name: 'Direct downline agents of agentsub1' });
    const path = screen.getByRole('navigation', { name: en.bo_agents_path });
    expect(
      within(path)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([en.bo_agents_top, 'demo_agent', 'agentsub1']);
    await user.click(within(path).getByRole('link', { name: 'demo_agent' }));
    expect(
      await screen.findByRole('table', { name: 'Direct downline agents of demo_agent' }),
    ).toBeInTheDocument();
  });

  it('finds an agent of any level and shows its uplines and its contracts, held and given', async () => {
    const { user } = await renderBackOffice('/agents/hierarchy', { token: api.current().signIn('fiona') });
    await screen.findByRole('table', { name: en.bo_agents_top });
    await user.type(screen.getByLabelText(en.bo_agents_search), 'AgentSub');
    await user.click(screen.getByRole('button', { name: en.bo_filter_apply }));
    const found = await screen.findByRole('table', { name: 'Agents whose username starts with “agentsub”' });
    const pane = await openAgent(user, found, 'agentsub1');
    expect(within(pane).getByText('demo_agent')).toBeInTheDocument();
    const contracts = await within(pane).findByRole('list', { name: en.bo_agents_contracts });
    expect(Array.from(contracts.children, (item) => item.textContent)).toEqual([
      expect.stringMatching(/Daily wage.*to agentsub2.*Offered.*New contract, asked by the upline/),
      expect.stringMatching(/Daily wage.*from demo_agent.*Live/),
    ]);
    // Finance reads agents but may not change a contract.
    expect(
      within(pane).queryByRole('heading', { name: en.bo_agents_platform_title }),
    ).not.toBeInTheDocument();
    // From a search result down to its level: the search gives way.
    await user.click(within(pane).getByRole('button', { name: 'Show its 1 downline agents' }));
    const level = await screen.findByRole('table', { name: 'Direct downline agents of agentsub1' });
    expect(
      within(level)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Agent'), expect.stringContaining('agentsub2')]);
    expect(screen.getByLabelText(en.bo_agents_search)).toHaveValue('');
  });

  it("replaces a top-level agent's platform terms after a confirmation, and refuses bad ones before sending", async () => {
    const { user } = await renderBackOffice('/agents/hierarchy?agent=demo_agent', {
      token: api.current().signIn('root'),
    });
    const pane = await screen.findByRole('complementary', { name: 'demo_agent' });
    const editor = await within(pane).findByRole('region', { name: en.bo_agents_platform_title });
    await user.selectOptions(
      within(editor).getByLabelText(en.bo_agents_contract_kind),
      en.bo_agents_kind_DAILY_WAGE,
    );
    const rate = within(editor).getByLabelText('Rate (%)');
    expect(rate).toHaveValue('1.50');
    await user.clear(rate);
    await user.type(rate, '250');
    await user.click(within(editor).getByRole('button', { name: en.bo_agents_contract_replace }));
    expect(
      await within(editor).findByText('Enter a rate from 0.01 to 100 with at most 2 decimals.'),
    ).toBeVisible();
    expect(api.current().state.received).toEqual([]);
    await user.clear(rate);
    await user.type(rate, '1.25');
    await user.click(within(editor).getByRole('button', { name: en.bo_agents_contract_replace }));
    const dialog = await screen.findByRole('dialog', { name: en.bo_agents_contract_confirm_title });
    expect(dialog).toHaveTextContent('demo_agent is paid the Daily wage on these terms from now on');
    await user.click(within(dialog).getByRole('button', { name: en.bo_agents_contract_replace }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({
        call: 'platform-contract-DAILY_WAGE',
        body: { terms: { kind: 'DAILY_WAGE', tiers: [{ betAmount: '1000000', rateBps: 125 }] } },
      }),
    );
    expect(await screen.findByText('The Daily wage of demo_agent is live.')).toBeInTheDocument();
    expect(api.current().state.audit[0]).toMatchObject({
      action: 'PUT /wps/admin/agents/:username/contracts/:kind',
    });
  });

  it('is not open to marketing', async () => {
    await renderBackOffice('/', { token: api.current().signIn('mia') });
    const nav = await screen.findByRole('navigation', { name: en.bo_nav_label });
    expect(within(nav).queryByRole('link', { name: en.bo_nav_agents })).not.toBeInTheDocument();
  });
});

describe('agents: settlements', () => {
  it('pays a failed item again after a confirmation, and runs a settlement step', async () => {
    const { user } = await renderBackOffice('/agents/settlements', { token: api.current().signIn('root') });
    const table = await screen.findByRole('table', { name: en.bo_agents_settlements });
    expect(screen.getByText(/Paid in these items: .*50\.00/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.selectOptions(screen.getByLabelText(en.bo_settle_status), en.bo_settle_status_FAILED);
    await user.click(screen.getByRole('button', { name: en.bo_filter_apply }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await user.click(
      within(within(table).getByRole('row', { name: /agentsub1/ })).getByRole('button', { name: /Details/ }),
    );
    const pane = await screen.findByRole('complementary', { name: 'Settlement item 12' });
    expect(pane).toHaveTextContent('insufficient funds of the payer');
    await user.click(within(pane).getByRole('button', { name: en.bo_settle_retry }));
    const dialog = await screen.findByRole('dialog', { name: en.bo_settle_retry_title });
    expect(dialog).toHaveTextContent(/Pay .*25\.00 to agentsub1 from demo_agent now/);
    await user.click(within(dialog).getByRole('button', { name: en.bo_settle_retry }));
    expect(await screen.findByText(/25\.00 paid to agentsub1\./)).toBeInTheDocument();
    expect(api.current().state.agents.settlements[0]).toMatchObject({ status: 'PAID', attempts: 4 });

    await user.click(screen.getByRole('button', { name: en.bo_settle_run }));
    const run = await screen.findByRole('dialog', { name: en.bo_settle_run_title });
    await user.click(within(run).getByRole('button', { name: en.bo_settle_run }));
    expect(await screen.findByText('2 items planned, 1 paid.')).toBeInTheDocument();
  });
});
