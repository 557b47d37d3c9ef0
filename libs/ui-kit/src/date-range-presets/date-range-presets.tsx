import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../text-field/text-field';

export type DateRangePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'next7' | 'next30';

/** The presets of spec §9: the previous and the next 7 and 30 days. */
export const specDatePresets: readonly DateRangePreset[] = ['last7', 'last30', 'next7', 'next30'];

export interface DateRange {
  /** First day, yyyy-MM-dd (local calendar). */
  from: string;
  /** Last day, yyyy-MM-dd (local calendar), inclusive. */
  to: string;
}

export interface DateRangePresetsProps {
  /** Called with the range of the preset the user picks, and the preset. */
  onChange: (range: DateRange, preset: DateRangePreset) => void;
  /** Selected preset (controlled); omit to let the component remember it. */
  value?: DateRangePreset | null;
  /** Which presets to offer, in order. */
  presets?: readonly DateRangePreset[];
  /** "Today", injectable for tests and stories. */
  today?: Date;
  /** Count days in UTC (reports by UTC day) rather than the local calendar. */
  utc?: boolean;
  /** Accessible name of the group; defaults to the translated "Date range". */
  label?: string;
  /** Extra class names on the root element. */
  className?: string;
}

const labelKeys: Record<DateRangePreset, string> = {
  today: 'ui_today',
  yesterday: 'ui_yesterday',
  last7: 'ui_last_7_days',
  last30: 'ui_last_30_days',
  next7: 'ui_next_7_days',
  next30: 'ui_next_30_days',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a local calendar date as yyyy-MM-dd. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The range of a preset: today, yesterday, or N days counting today, backwards for "previous" and forwards
 * for "next". With `utc` the days are UTC days (the day of `today` in UTC).
 */
export function dateRangeForPreset(
  preset: DateRangePreset,
  today: Date = new Date(),
  { utc = false }: { utc?: boolean } = {},
): DateRange {
  const day = utc ? new Date(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) : today;
  if (preset === 'today') return { from: toIsoDate(day), to: toIsoDate(day) };
  if (preset === 'yesterday') {
    const yesterday = toIsoDate(addDays(day, -1));
    return { from: yesterday, to: yesterday };
  }
  const days = preset.endsWith('30') ? 30 : 7;
  return preset.startsWith('last')
    ? { from: toIsoDate(addDays(day, -(days - 1))), to: toIsoDate(day) }
    : { from: toIsoDate(day), to: toIsoDate(addDays(day, days - 1)) };
}

/** Quick buttons for common date ranges (records and history filters). */
export function DateRangePresets({
  onChange,
  value,
  presets = specDatePresets,
  today,
  utc,
  label,
  className,
}: DateRangePresetsProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useState<DateRangePreset | null>(null);
  const selected = value === undefined ? own : value;
  return (
    <div
      role="group"
      aria-label={label ?? t('ui_date_presets')}
      className={['pf-date-presets', className].filter(Boolean).join(' ')}
    >
      {presets.map((preset) => (
        <button
          key={preset}
          type="button"
          className="pf-date-presets__button"
          aria-pressed={selected === preset}
          onClick={() => {
            setOwn(preset);
            onChange(dateRangeForPreset(preset, today ?? new Date(), { utc }), preset);
          }}
        >
          {t(labelKeys[preset])}
        </button>
      ))}
    </div>
  );
}

export interface DateRangeFilterProps {
  /** The chosen days, yyyy-MM-dd; '' for an open end. */
  value: DateRange;
  /** Called with the new days, and the preset that gave them (null for a date typed in). */
  onChange: (range: DateRange, preset: DateRangePreset | null) => void;
  /** The pressed preset (null when the dates were typed in). */
  preset: DateRangePreset | null;
  /** Which presets to offer, in order; the spec's previous and next 7 and 30 days unless given. */
  presets?: readonly DateRangePreset[];
  /** Labels of the two date fields, from the page's own messages (for example "From (UTC)"). */
  fromLabel: string;
  /** Label of the end date field. */
  toLabel: string;
  /** Shown on the end date when the start is after it; the page asks nothing for such a range. */
  invalidText?: string;
  /** Count the presets' days in UTC (reports by UTC day). */
  utc?: boolean;
  /** "Today", injectable for tests and stories. */
  today?: Date;
  /** Class of the row the fields sit in (the page's filter row), and other filters to put before the dates. */
  rowClassName?: string;
  /** Other filters of the row, shown before the dates. */
  children?: ReactNode;
}

/** Whether a range has both ends and the start is after the end. */
export const isDateRangeInvalid = (range: DateRange): boolean =>
  range.from !== '' && range.to !== '' && range.from > range.to;

/**
 * The date filter of the records and reports (betting record, account record, profit, points details):
 * from and to dates, each bounded by the other, and the preset buttons under them. One component, so every
 * page offers the same presets (spec §9) the same way.
 */
export function DateRangeFilter({
  value,
  onChange,
  preset,
  presets = specDatePresets,
  fromLabel,
  toLabel,
  invalidText,
  utc,
  today,
  rowClassName = 'pf-date-range__row',
  children,
}: DateRangeFilterProps) {
  const invalid = isDateRangeInvalid(value);
  const setDate = (field: keyof DateRange) => (e: { target: { value: string } }) =>
    onChange({ ...value, [field]: e.target.value }, null);
  return (
    <>
      <div className={rowClassName}>
        {children}
        <TextField
          label={fromLabel}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={setDate('from')}
        />
        <TextField
          label={toLabel}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={setDate('to')}
          error={invalid ? invalidText : undefined}
        />
      </div>
      <DateRangePresets
        presets={presets}
        value={preset}
        today={today}
        utc={utc}
        onChange={(range, chosen) => onChange(range, chosen)}
      />
    </>
  );
}
