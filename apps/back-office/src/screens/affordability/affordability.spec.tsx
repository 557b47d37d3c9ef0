import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { formatters } from '../../components/format';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();
const format = formatters('en');
const T0 = Date.UTC(2026, 10, 27, 9, 30);
const DAY = 86_400_000;

describe('affordability reviews', () => {
  it('queues on the dashboard and lists open reviews first, oldest first', async () => {
    const { user } = await renderBackOffice('/', { token: api.current().signIn('sam') });
    const queues = await screen.findByRole('region', { name: en.bo_dash_queues });
    const link = within(queues).getByRole('link', { name: `2 ${en.bo_queue_affordability}` });
    await user.click(link);
    const table = await screen.findByRole('table', { name: en.bo_nav_affordability });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'bob',
      'alice',
      'chen',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual(['bob', 'P10,100.00', 'P10,000.00', format.dateTime(T0 - 7 * DAY), en.bo_afford_status_OPEN]);
    expect(rows[2]).toHaveTextContent(en.bo_afford_outcome_CLEARED);
    expect(await axeViolations()).toEqual([]);
  });

  it('closes a review with an outcome and a note, after a confirmation; a note is required', async () => {
    const { user } = await renderBackOffice('/affordability', { token: api.current().signIn('sam') });
    const table = await screen.findByRole('table', { name: en.bo_nav_affordability });
    const alice = within(table).getByRole('row', { name: /alice/ });
    await user.click(within(alice).getByRole('button', { name: /Details/ }));
    const pane = await screen.findByRole('complementary', { name: 'Affordability review: alice' });
    expect(pane).toHaveTextContent('P12,500.00');
    expect(pane).toHaveTextContent(en.bo_afford_income_25K_50K);
    await user.selectOptions(
      within(pane).getByLabelText(en.bo_afford_outcome),
      en.bo_afford_outcome_FOLLOW_UP,
    );
    await user.click(within(pane).getByRole('button', { name: en.bo_afford_close }));
    const dialog = await screen.findByRole('dialog', { name: en.bo_afford_close_title });
    expect(dialog).toHaveTextContent('alice\'s review closes with the outcome "Follow-up needed"');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: en.bo_afford_close }));
    expect(api.current().state.received).toEqual([]);
    await user.type(within(dialog).getByLabelText(en.bo_afford_note), 'Called her; asked for payslips.');
    await user.click(within(dialog).getByRole('button', { name: en.bo_afford_close }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({
        call: 'affordability-close',
        body: { outcome: 'FOLLOW_UP', note: 'Called her; asked for payslips.' },
      }),
    );
    expect(await screen.findByText("alice's affordability review is closed.")).toBeInTheDocument();
    const review = api.current().state.protection.reviews.find((row) => row.username === 'alice');
    expect(review).toMatchObject({ status: 'CLOSED', outcome: 'FOLLOW_UP', closedBy: 'sam' });
    expect(api.current().state.audit[0]).toMatchObject({
      actor: 'sam',
      action: 'POST /wps/admin/affordability-reviews/:id/close',
    });
  });

  it('is read only for an operator who may only read members', async () => {
    const { user } = await renderBackOffice('/affordability', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: en.bo_nav_affordability });
    await user.click(
      within(within(table).getByRole('row', { name: /bob/ })).getByRole('button', { name: /Details/ }),
    );
    const pane = await screen.findByRole('complementary', { name: 'Affordability review: bob' });
    expect(within(pane).queryByRole('button', { name: en.bo_afford_close })).not.toBeInTheDocument();
  });
});
