import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Select } from './select';

const banks = [
  { value: 'bdo', label: 'BDO' },
  { value: 'bpi', label: 'BPI' },
  { value: 'gcash', label: 'GCash' },
];

describe('Select', () => {
  it('is a labelled combobox the user can change with the keyboard', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithI18n(
      <Select label="Bank" options={banks} placeholder="Choose a bank" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toHaveValue('');
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'BPI');
    expect(select).toHaveValue('bpi');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('lists every option', async () => {
    await renderWithI18n(<Select label="Bank" options={banks} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['BDO', 'BPI', 'GCash']);
  });

  it('shows an error linked to the select', async () => {
    await renderWithI18n(<Select label="Bank" options={banks} error="Pick a bank" />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a bank');
  });
});
