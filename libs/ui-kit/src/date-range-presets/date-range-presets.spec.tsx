import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { DateRangePresets, dateRangeForPreset } from './date-range-presets';

// 2024 is a leap year: ranges across February and the year end catch off-by-one mistakes.
const today = new Date(2024, 2, 5);

describe('dateRangeForPreset', () => {
  it('counts N days including today', () => {
    expect(dateRangeForPreset('last7', today)).toEqual({ from: '2024-02-28', to: '2024-03-05' });
    expect(dateRangeForPreset('last30', today)).toEqual({ from: '2024-02-05', to: '2024-03-05' });
    expect(dateRangeForPreset('next7', today)).toEqual({ from: '2024-03-05', to: '2024-03-11' });
    expect(dateRangeForPreset('next30', new Date(2024, 11, 20))).toEqual({
      from: '2024-12-20',
      to: '2025-01-18',
    });
  });
});

describe('DateRangePresets', () => {
  it('offers translated presets in a named group', async () => {
    await renderWithI18n(<DateRangePresets onChange={jest.fn()} today={today} />);
    expect(screen.getByRole('group', { name: 'Date range' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Previous 7 days',
      'Previous 30 days',
      'Next 7 days',
      'Next 30 days',
    ]);
  });

  it('reports the range and marks the pressed preset, from the keyboard', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithI18n(<DateRangePresets onChange={onChange} today={today} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-02-05', to: '2024-03-05' }, 'last30');
    expect(screen.getByRole('button', { name: 'Previous 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-03-05', to: '2024-03-11' }, 'next7');
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('can be controlled', async () => {
    const { rerender } = await renderWithI18n(<DateRangePresets onChange={jest.fn()} value="next30" />);
    expect(screen.getByRole('button', { name: 'Next 30 days' })).toHaveAttribute('aria-pressed', 'true');
    rerender(<DateRangePresets onChange={jest.fn()} value={null} />);
    expect(screen.getByRole('button', { name: 'Next 30 days' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('translates labels', async () => {
    await renderWithI18n(<DateRangePresets onChange={jest.fn()} />, { language: 'ko' });
    expect(screen.getByRole('button', { name: '지난 7일' })).toBeInTheDocument();
  });
});
