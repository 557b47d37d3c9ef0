import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with Space and by clicking its label', async () => {
    const { user } = await renderWithI18n(<Checkbox label="I agree to the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText('I agree to the terms'));
    expect(box).not.toBeChecked();
  });

  it('shows an error linked to the box', async () => {
    await renderWithI18n(<Checkbox label="I agree" error="You must agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must agree');
  });
});
