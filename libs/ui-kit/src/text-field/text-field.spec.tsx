import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { TextField } from './text-field';

describe('TextField', () => {
  it('links the label to the input and accepts typing', async () => {
    const { user } = await renderWithI18n(<TextField label="Username" name="username" />);
    const input = screen.getByLabelText('Username');
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('player1');
    expect(input).toHaveValue('player1');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('describes the input with its hint', async () => {
    await renderWithI18n(<TextField label="Username" hint="6 to 16 letters or digits" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      '6 to 16 letters or digits',
    );
  });

  it('marks an error with aria-invalid and describes it, without an alert role', async () => {
    await renderWithI18n(<TextField label="Username" hint="Letters only" error="Username is taken" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Letters only Username is taken');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders prefix and suffix slots around the input', async () => {
    await renderWithI18n(<TextField label="Mobile" prefix="+63" suffix="SMS" />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input.previousElementSibling).toHaveTextContent('+63');
    expect(input.nextElementSibling).toHaveTextContent('SMS');
  });

  it('forwards the ref prop to the input', async () => {
    const ref = { current: null as HTMLInputElement | null };
    await renderWithI18n(<TextField ref={ref} label="Email" type="email" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
