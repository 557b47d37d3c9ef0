import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { useState } from 'react';
import { DateRangeFilter, DateRangePresets, dateRangeForPreset } from './date-range-presets';
import type { DateRange, DateRangePreset } from './date-range-presets';

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
    expect(dateRangeForPreset('today', today)).toEqual({ from: '2024-03-05', to: '2024-03-05' });
    expect(dateRangeForPreset('yesterday', new Date(2024, 2, 1))).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });

  it('counts UTC days when asked (reports by UTC day)', () => {
    // 23:30 UTC on 31 December is already 1 January east of UTC, and still 31 December in UTC.
    const lateUtc = new Date(Date.UTC(2024, 11, 31, 23, 30));
    expect(dateRangeForPreset('last7', lateUtc, { utc: true })).toEqual({
      from: '2024-12-25',
      to: '2024-12-31',
    });
    expect(dateRangeForPreset('next7', lateUtc, { utc: true })).toEqual({
      from: '2024-12-31',
      to: '2025-01-06',
    });
  });
});

function Filter({ onRange }: { onRange: (range: DateRange, preset: DateRangePreset | null) => void }) {
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const [preset, setPreset] = useState<DateRangePreset | null>(null);
  return (
    <DateRangeFilter
      value={range}
      preset={preset}
      today={today}
      fromLabel="From date"
      toLabel="To date"
      invalidText="The start date is after the end date."
      onChange={(next, chosen) => {
        setRange(next);
        setPreset(chosen);
        onRange(next, chosen);
      }}
    />
  );
}

describe('DateRangeFilter', () => {
  it("offers the spec's previous and next 7 and 30 days, fills the dates, and a typed date drops the preset", async () => {
    const onRange = jest.fn();
    const { user } = await renderWithI18n(<Filter onRange={onRange} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Previous 7 days',
      'Previous 30 days',
      'Next 7 days',
      'Next 30 days',
    ]);
    await user.click(screen.getByRole('button', { name: 'Next 30 days' }));
    expect(screen.getByLabelText('From date')).toHaveValue('2024-03-05');
    expect(screen.getByLabelText('To date')).toHaveValue('2024-04-03');
    expect(screen.getByRole('button', { name: 'Next 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(onRange).toHaveBeenLastCalledWith({ from: '2024-03-05', to: '2024-04-03' }, 'next30');

    await user.clear(screen.getByLabelText('From date'));
    await user.type(screen.getByLabelText('From date'), '2024-05-01');
    expect(onRange).toHaveBeenLastCalledWith({ from: '2024-05-01', to: '2024-04-03' }, null);
    expect(screen.getByRole('button', { name: 'Next 30 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('The start date is after the end date.')).toBeInTheDocument();
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
