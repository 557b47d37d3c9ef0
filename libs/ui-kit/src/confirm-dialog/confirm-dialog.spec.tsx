import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('uses the spec keys for title and buttons by default', async () => {
    await renderWithI18n(
      <ConfirmDialog open textKey="in_sure_logout" onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Are you sure you want to log out?',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('translates in the current language and accepts plain text', async () => {
    await renderWithI18n(
      <ConfirmDialog open text="Transfer P100?" onConfirm={jest.fn()} onCancel={jest.fn()} />,
      {
        language: 'cn',
      },
    );
    expect(screen.getByRole('dialog', { name: '提示' })).toHaveTextContent('Transfer P100?');
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('Enter confirms, Escape cancels', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = await renderWithI18n(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('the buttons work with the keyboard', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = await renderWithI18n(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    await user.tab(); // close
    await user.tab(); // cancel
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy the submit spins and nothing fires again', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = await renderWithI18n(
      <ConfirmDialog open busy onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('takes custom keys', async () => {
    await renderWithI18n(
      <ConfirmDialog
        open
        titleKey="notification"
        textKey="in_need_true_account"
        cancelKey="contact_us"
        submitKey="in_increase_submit"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Notification' })).toHaveTextContent(
      'This needs a real account',
    );
    expect(screen.getByRole('button', { name: 'Contact us' })).toBeInTheDocument();
  });
});
