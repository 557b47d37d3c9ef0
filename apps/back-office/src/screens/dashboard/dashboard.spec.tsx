import { screen, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

describe('the dashboard', () => {
  it("shows today's figures with money formatted, and links the queues to their screens", async () => {
    const { user } = await renderBackOffice('/', { token: api.current().signIn('root') });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Deposits').nextElementSibling).toHaveTextContent('P18,345.50Count: 42');
    expect(within(today).getByText('Gross gaming revenue').nextElementSibling).toHaveTextContent('P4,390.25');
    expect(within(today).getByText('Active players').nextElementSibling).toHaveTextContent('318');
    expect(screen.getByText('Today so far: 2026-11-27 (UTC)')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    const queues = screen.getByRole('region', { name: 'Waiting for an operator' });
    expect(within(queues).getByRole('link', { name: /Feedback to answer/ })).toHaveAttribute(
      'href',
      '/bo/feedback',
    );
    await user.click(within(queues).getByRole('link', { name: '2 Deposits to decide' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cashier' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Deposits' })).toBeInTheDocument();
  });

  it('links only the queues the operator may open, in their language', async () => {
    await renderBackOffice('/', { token: api.current().signIn('mia'), language: 'cn' });
    const queues = await screen.findByRole('region', { name: '待处理事项' });
    expect(within(queues).queryByRole('link')).not.toBeInTheDocument();
    expect(within(queues).getByText('待处理存款')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '运营后台' })).toHaveTextContent('概览');
  });
});
