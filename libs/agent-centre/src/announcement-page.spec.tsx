import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import { AnnouncementPage } from './index';
import { agentBaseHandlers, agentNoticesHandler, failingHandler, pendingHandler } from './testing';

const server = setupServer(...agentBaseHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const agent = { credentials: { token: 't', accountType: 1 } };

describe('AnnouncementPage', () => {
  it('lists the notices addressed to agents and opens one', async () => {
    const queries: URLSearchParams[] = [];
    server.use(agentNoticesHandler(undefined, (query) => queries.push(query)));
    await renderWithProviders(<AnnouncementPage />, agent);
    expect(
      screen.getByText('Notices the brand sends to its agents only; players do not see them.'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notices' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.querySelector('.pf-notices__item-title')?.textContent),
    ).toEqual(['Commission schedule', 'New contract rules', 'Registering your team']);
    expect([queries[0]?.get('page'), queries[0]?.get('pageSize')]).toEqual(['1', '9']);

    const reading = screen.getByRole('region', { name: 'Notice' });
    expect(within(reading).getByText('Choose a notice from the list to read it.')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: /New contract rules/ }));
    expect(within(list).getByRole('button', { name: /New contract rules/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      within(reading).getByText("A downline's rate can never exceed its upline's rate."),
    ).toBeInTheDocument();
    expect(within(reading).getAllByRole('heading', { name: 'New contract rules' }).length).toBeGreaterThan(0);
    expect(within(reading).queryByText(/Daily wages are paid/)).not.toBeInTheDocument();
  });

  it('says when there are no notices for agents', async () => {
    server.use(agentNoticesHandler([]));
    await renderWithProviders(<AnnouncementPage />, agent);
    expect(await screen.findByText('There are no notices for agents right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notices' })).not.toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    server.use(pendingHandler('/wps/agent/notices'));
    await renderWithProviders(<AnnouncementPage />, agent);
    // The notice list's own spinner (the page around it may show others, e.g. the balance's).
    expect(screen.getAllByRole('status').filter((el) => el.closest('.pf-notices__state'))).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Notices' })).not.toBeInTheDocument();
  });

  it('shows a failed load and loads again on retry', async () => {
    server.use(failingHandler('/wps/agent/notices'));
    await renderWithProviders(<AnnouncementPage />, agent);
    expect(await screen.findByText('The notices could not be loaded.')).toBeInTheDocument();
    server.use(agentNoticesHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Commission schedule/ })).toBeInTheDocument();
  });
});
