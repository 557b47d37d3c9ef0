import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

const openKim = async (user: Awaited<ReturnType<typeof renderBackOffice>>['user']) => {
  const table = await screen.findByRole('table', { name: en.bo_nav_applications });
  await user.click(
    within(within(table).getByRole('row', { name: /Kim Partner/ })).getByRole('button', { name: /Details/ }),
  );
  return screen.findByRole('complementary', { name: 'Kim Partner (JA12345678)' });
};

describe('affiliate applications', () => {
  it('approves an application as an agent of the chosen type, after a confirmation', async () => {
    const { user } = await renderBackOffice('/applications', { token: api.current().signIn('root') });
    const pane = await openKim(user);
    expect(pane).toHaveTextContent('telegram: @kimp');
    expect(await axeViolations()).toEqual([]);
    await user.selectOptions(within(pane).getByLabelText(en.bo_join_account_type), 'Agent type 41');
    await user.click(within(pane).getByRole('button', { name: en.bo_join_approve }));
    const dialog = await screen.findByRole('dialog', { name: en.bo_join_approve_title });
    expect(dialog).toHaveTextContent('An agent account of type 41 opens for Kim Partner');
    await user.click(within(dialog).getByRole('button', { name: en.bo_join_approve }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({
        call: 'application-approve',
        body: { accountType: 41 },
      }),
    );
    expect(await screen.findByText('Approved: agent account ag10000001.')).toBeInTheDocument();
  });

  it('rejects only with a reason the applicant reads', async () => {
    const { user } = await renderBackOffice('/applications', { token: api.current().signIn('root') });
    const pane = await openKim(user);
    await user.click(within(pane).getByRole('button', { name: en.bo_join_reject }));
    const dialog = await screen.findByRole('dialog', { name: en.bo_join_reject_title });
    await user.click(within(dialog).getByRole('button', { name: en.bo_join_reject }));
    expect(api.current().state.received).toEqual([]);
    await user.type(within(dialog).getByLabelText(en.bo_join_reason_label), 'Not enough traffic yet.');
    await user.click(within(dialog).getByRole('button', { name: en.bo_join_reject }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({
        call: 'application-reject',
        body: { reason: 'Not enough traffic yet.' },
      }),
    );
    expect(api.current().state.support.applications[0].status).toBe('REJECTED');
  });

  it('is not open to marketing', async () => {
    await renderBackOffice('/', { token: api.current().signIn('mia') });
    const nav = await screen.findByRole('navigation', { name: en.bo_nav_label });
    expect(within(nav).queryByRole('link', { name: en.bo_nav_applications })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: en.bo_nav_feedback })).not.toBeInTheDocument();
  });
});
