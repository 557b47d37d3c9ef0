import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import { createI18n } from '@playfront/i18n';
import { watchMessageKeys } from '@playfront/i18n/testing';
import { AgentCentre } from './index';
import type { AgentCentrePage } from './index';
import { agentHandlers, agentToday } from './testing';

const server = setupServer(...agentHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Awaited in act: the agent centre waits for its texts (Suspense), and shows once they are in. */
const renderCentre = (i18n: I18n, accountType: number, page?: AgentCentrePage) =>
  act(async () => {
    await renderWithProviders(
      <Suspense fallback={<p>Loading texts</p>}>
        <AgentCentre open page={page} onClose={() => undefined} today={agentToday} />
      </Suspense>,
      { i18n, credentials: { token: 't', accountType } },
    );
  });

describe('AgentCentre in an app that knows nothing of message areas', () => {
  it('tells a member in English that non-agents cannot come in, never with a key', async () => {
    // An app's instance: English without the deferred areas nor the agent texts, as createI18n gives it.
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('agent_title')).toBe(false);
    expect(i18n.exists('err_non_agent_login')).toBe(false);
    const keys = watchMessageKeys();

    await renderCentre(i18n, 0);

    // The agent texts (the title) and the refusals area (the member's refusal).
    const dialog = screen.getByRole('dialog', { name: 'Agent' });
    expect(
      within(dialog).getByText('This account is not an agent account and cannot log in here.'),
    ).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });

  it("shows an agent the team's bets with the play and wallet areas' texts, never a key", async () => {
    // The agent centre asked for the areas of its pages above: here they render, whichever page shows.
    const i18n = await createI18n({ language: 'en' });
    const keys = watchMessageKeys();

    await renderCentre(i18n, 1, 'bets');

    // The agent texts (the title, the menu) and, below, the areas of the page.
    const dialog = screen.getByRole('dialog', { name: 'Agent' });
    const nav = await within(dialog).findByRole('navigation', { name: 'Agent centre menu' });
    expect(within(nav).getByRole('button', { name: 'Team betting' })).toHaveAttribute('aria-current', 'page');
    // The play area (the game type filter) and the wallet area (the period's dates).
    expect(await within(dialog).findByRole('combobox', { name: 'Game type' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('From date')).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });
});
