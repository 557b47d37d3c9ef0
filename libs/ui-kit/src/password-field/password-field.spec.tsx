import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the translated toggle is pressed from the keyboard', async () => {
    const { user } = await renderWithI18n(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.tab();
    await user.keyboard('secret1');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret1');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names the toggle in the current language', async () => {
    await renderWithI18n(<PasswordField label="รหัสผ่าน" />, { language: 'th' });
    expect(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeInTheDocument();
  });

  it('shows an error', async () => {
    await renderWithI18n(<PasswordField label="Password" error="Too short" />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short');
  });
});
