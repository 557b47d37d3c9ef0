import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { WarningDialog } from './warning-dialog';

describe('WarningDialog', () => {
  it('shows title, text and a single translated confirm button', async () => {
    await renderWithI18n(<WarningDialog open textKey="in_need_true_account" onConfirm={jest.fn()} />, {
      language: 'ko',
    });
    const dialog = screen.getByRole('dialog', { name: '알림' });
    expect(dialog).toHaveTextContent('실제 계정');
    expect(screen.getByRole('button', { name: '확인' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
  });

  it('Enter and the button confirm; Escape falls back to onConfirm without onClose', async () => {
    const onConfirm = jest.fn();
    const { user } = await renderWithI18n(<WarningDialog open text="Read this" onConfirm={onConfirm} />);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(3);
  });

  it('Escape calls onClose when given', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    const { user } = await renderWithI18n(
      <WarningDialog open text="x y" onConfirm={onConfirm} onClose={onClose} />,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
