import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Loadable, Notice, Page, PageSection } from './page';

describe('Page and PageSection', () => {
  it('are a named region with titled sections', async () => {
    await renderWithI18n(
      <Page label="Deposit">
        <PageSection title="Channel" lead="Pick one">
          <p>content</p>
        </PageSection>
      </Page>,
    );
    const page = screen.getByRole('region', { name: 'Deposit' });
    expect(within(page).getByRole('heading', { name: 'Channel' })).toBeInTheDocument();
    expect(within(page).getByText('Pick one')).toBeInTheDocument();
    expect(within(page).getByText('content')).toBeInTheDocument();
  });
});

describe('Notice', () => {
  it('is an alert for an error, a status for a success, and nothing without text', async () => {
    const { rerender } = await renderWithI18n(<Notice>Too late</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Too late');
    rerender(<Notice kind="success">Done</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Done');
    rerender(<Notice kind="info">{''}</Notice>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Loadable', () => {
  it('shows a spinner, then the failure with a retry, then the content', async () => {
    const onRetry = jest.fn();
    const { user, rerender } = await renderWithI18n(
      <Loadable isLoading onRetry={onRetry}>
        <p>rows</p>
      </Loadable>,
    );
    expect(screen.queryByText('rows')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();

    rerender(
      <Loadable isLoading={false} error="Busy right now." onRetry={onRetry}>
        <p>rows</p>
      </Loadable>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Busy right now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('rows')).toBeNull();

    rerender(
      <Loadable isLoading={false} onRetry={onRetry}>
        <p>rows</p>
      </Loadable>,
    );
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
