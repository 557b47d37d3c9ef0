import { screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { auditQuery } from './audit-page';

const api = mockBackOfficePerTest();

describe('the audit trail', () => {
  it('pages through every action, newest first', async () => {
    const { user } = await renderBackOffice('/audit', { token: api.current().signIn('root') });
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1–25 of 32')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('26–32 of 32')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  it('filters by operator, action and target, and shows an entry before and after', async () => {
    const { user } = await renderBackOffice('/audit', { token: api.current().signIn('root') });
    const filters = await screen.findByRole('search', { name: 'Filter the audit trail' });
    await user.type(within(filters).getByLabelText('Operator'), 'mia');
    await user.type(within(filters).getByLabelText('Target'), 'setting');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('1–8 of 8')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Audit trail' });
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('mia');

    await user.click(within(table).getAllByRole('button', { name: 'Details' })[0]);
    const detail = await screen.findByRole('complementary', { name: 'Changed the brand setting' });
    expect(within(detail).getByRole('figure', { name: 'Before' })).toHaveTextContent(
      '"chatHeaderColor": "#0a6cff"',
    );
    expect(within(detail).getByRole('figure', { name: 'After' })).toHaveTextContent(
      '"chatHeaderColor": "#c2185b"',
    );
    expect(within(detail).getByText('203.0.113.7')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(filters).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('1–25 of 32')).toBeInTheDocument();
  });

  it('exports the rows of the current filter, every page of it, as CSV', async () => {
    const { user } = await renderBackOffice('/audit', { token: api.current().signIn('root') });
    const filters = await screen.findByRole('search');
    await user.type(within(filters).getByLabelText('Action'), 'deposits');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('1–8 of 8')).toBeInTheDocument();
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toHaveAccessibleDescription(/made in your browser/);
    await user.click(exportButton);
    await waitFor(async () => expect(await api.downloads()).toHaveLength(1));
    const [file] = await api.downloads();
    expect(file.name).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'When,Operator,Kind,Roles,Action,Brand,Target,Summary,Result,IP address,Before,After',
    );
    expect(lines).toHaveLength(9);
    expect(lines.slice(1).every((line) => line.includes('POST /wps/admin/deposits/:reference'))).toBe(true);
  });

  it('asks the server for whole local days', () => {
    const query = auditQuery(
      { actor: ' mia ', action: '', target: '', range: { from: '2026-11-01', to: '2026-11-01' } },
      2,
    );
    expect(query).toEqual({
      actor: 'mia',
      action: undefined,
      target: undefined,
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 10, 2).getTime() - 1,
      page: 2,
      size: 25,
    });
  });
});
