import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button, Spinner } from '@playfront/ui-kit';

// The points mall's loading and failed states and its date presets. Like the VIP and promotion pages they
// reuse the ui-kit's classes but not its page and date-preset modules, so this lazy chunk shares only chunks
// the portal already has and the first download's list of preloads stays as it was.

export interface PointsLoadableProps {
  isLoading: boolean;
  /** What went wrong, in the player's words; nothing when falsy. */
  error?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading (a spinner), failed (the message and a retry button) or the content. */
export function PointsLoadable({ isLoading, error, onRetry, children }: PointsLoadableProps) {
  const { t } = useTranslation();
  if (isLoading)
    return (
      <div className="pf-page__center">
        <Spinner />
      </div>
    );
  if (error)
    return (
      <div className="pf-page__section">
        <p className="pf-notice" role="alert">
          <span>{error}</span>
        </p>
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {t('shell_retry')}
          </Button>
        </div>
      </div>
    );
  return <>{children}</>;
}

export type PointsPreset = 'last7' | 'last30';
const presetDays: Record<PointsPreset, number> = { last7: 7, last30: 30 };
const presetLabels: Record<PointsPreset, string> = { last7: 'ui_last_7_days', last30: 'ui_last_30_days' };

/** The UTC calendar day of a date as yyyy-MM-dd. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** N UTC days counting today, backwards: last7 on 2026-11-20 is 2026-11-14 … 2026-11-20. */
export function presetRange(preset: PointsPreset, today: Date): { from: string; to: string } {
  const from = new Date(today.getTime() - (presetDays[preset] - 1) * 86_400_000);
  return { from: utcDay(from), to: utcDay(today) };
}

export interface PointsDatePresetsProps {
  value: PointsPreset | null;
  today?: Date;
  onChange: (range: { from: string; to: string }, preset: PointsPreset) => void;
}

/** Quick buttons for the previous 7 and 30 UTC days (the details filter). */
export function PointsDatePresets({ value, today, onChange }: PointsDatePresetsProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('ui_date_presets')} className="pf-date-presets pf-points__presets">
      {(['last7', 'last30'] as const).map((preset) => (
        <button
          key={preset}
          type="button"
          className="pf-date-presets__button"
          aria-pressed={value === preset}
          onClick={() => onChange(presetRange(preset, today ?? new Date()), preset)}
        >
          {t(presetLabels[preset])}
        </button>
      ))}
    </div>
  );
}
