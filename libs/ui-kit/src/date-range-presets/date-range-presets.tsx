import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DateRangePreset = 'last7' | 'last30' | 'next7' | 'next30';

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
  /** Accessible name of the group; defaults to the translated "Date range". */
  label?: string;
  className?: string;
}

const labelKeys: Record<DateRangePreset, string> = {
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

/** The range of a preset: N days counting today, backwards for "previous" and forwards for "next". */
export function dateRangeForPreset(preset: DateRangePreset, today: Date = new Date()): DateRange {
  const days = preset.endsWith('30') ? 30 : 7;
  return preset.startsWith('last')
    ? { from: toIsoDate(addDays(today, -(days - 1))), to: toIsoDate(today) }
    : { from: toIsoDate(today), to: toIsoDate(addDays(today, days - 1)) };
}

/** Quick buttons for common date ranges (records and history filters). */
export function DateRangePresets({
  onChange,
  value,
  presets = ['last7', 'last30', 'next7', 'next30'],
  today,
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
            onChange(dateRangeForPreset(preset, today ?? new Date()), preset);
          }}
        >
          {t(labelKeys[preset])}
        </button>
      ))}
    </div>
  );
}
