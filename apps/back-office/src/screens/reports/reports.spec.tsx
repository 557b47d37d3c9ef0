import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { reportQuery } from './reports-page';

const api = mockBackOfficePerTest();

describe('reports', () => {
  it('shows the daily summary by category and by day, in money, with the period it covers', async () => {
    await renderBackOffice('/reports', { token: api.current().signIn('fiona') });
    const byCategory = await screen.findByRole('table', { name: en.bo_report_by_category });
    const slots = within(byCategory).getByRole('row', { name: /Slots/ });
    expect(slots).toHaveTextContent('218');
    expect(slots).toHaveTextContent('42,500.00');
    expect(slots).toHaveTextContent('3,900.00');
    expect(within(byCategory).getByRole('row', { name: /All categories/ })).toHaveTextContent('3,400.00');
    const byDay = screen.getByRole('table', { name: en.bo_report_by_day });
    expect(within(byDay).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText(/From 2026-11-21 to 2026-11-27/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('runs the ledger checks on demand and lists each one', async () => {
    const { user } = await renderBackOffice('/reports', { token: api.current().signIn('fiona') });
    await user.click(await screen.findByRole('button', { name: en.bo_report_reconcile_run }));
    expect(await screen.findByText(en.bo_report_reconcile_ok)).toBeInTheDocument();
    expect(screen.getByText('no member account is negative')).toBeInTheDocument();
  });

  it('asks for the chosen period', async () => {
    const { user } = await renderBackOffice('/reports', { token: api.current().signIn('root') });
    await screen.findByRole('table', { name: en.bo_report_by_category });
    await user.type(screen.getByLabelText(en.bo_filter_from), '2026-11-01');
    await user.type(screen.getByLabelText(en.bo_filter_to), '2026-11-07');
    await user.click(screen.getByRole('button', { name: /Apply/ }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({
        call: 'report',
        body: { from: '2026-11-01', to: '2026-11-07' },
      }),
    );
    expect(reportQuery({ from: '', to: '' })).toEqual({ from: undefined, to: undefined });
  });

  it('is not in the navigation of a role without reports or the ledger', async () => {
    await renderBackOffice('/', { token: api.current().signIn('sam') });
    const nav = await screen.findByRole('navigation', { name: en.bo_nav_label });
    expect(within(nav).queryByRole('link', { name: en.bo_nav_reports })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: en.bo_nav_games })).not.toBeInTheDocument();
  });
});
