import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProtectionSettings } from '@playfront/api-contract';
import { defaultBrand } from '@playfront/brand-config';
import { Button, Notice, TextField, useToast } from '@playfront/ui-kit';
import { useProtectionSettingsQuery, useSetProtectionSettingsMutation } from '../../api/operator-api';
import { useOperator } from '../../app/use-operator';
import { useFormRefusal } from '../../components/field-errors';
import { parseMajorAmount } from '../../components/format';
import { HintedCheckbox } from '../../components/hinted-checkbox';
import { QueryState, Screen } from '../../components/screen';
import { majorText } from '../promotions/promotion-form';
import { BrandSections } from './brand-sections';

/** The whole-number fields and their bounds (the contract's, as the server checks them). */
export const protectionBounds = {
  coolingOffHours: { min: 24, max: 168 },
  minimumAge: { min: 18, max: 25 },
  realityCheckMinMinutes: { min: 5, max: 120 },
  realityCheckMaxMinutes: { min: 5, max: 240 },
  realityCheckDefaultMinutes: { min: 5, max: 240 },
} as const;
type WholeField = keyof typeof protectionBounds;

/** Largest threshold the contract takes: 18 digits of minor units. */
const MAX_THRESHOLD = 999_999_999_999_999_999n;

/** The form's state: numbers as typed, the threshold in major units. */
export type ProtectionDraft = Record<WholeField | 'affordabilityThreshold', string> & {
  raiseWaitsForPeriodEnd: boolean;
};

/** A problem of one field: a text key and its parameters. */
export interface DraftProblem {
  key: string;
  params?: Record<string, number>;
}

export const draftOfProtection = (settings: ProtectionSettings): ProtectionDraft => ({
  coolingOffHours: String(settings.coolingOffHours),
  raiseWaitsForPeriodEnd: settings.raiseWaitsForPeriodEnd,
  minimumAge: String(settings.minimumAge),
  realityCheckMinMinutes: String(settings.realityCheckMinMinutes),
  realityCheckMaxMinutes: String(settings.realityCheckMaxMinutes),
  realityCheckDefaultMinutes: String(settings.realityCheckDefaultMinutes),
  affordabilityThreshold: majorText(settings.affordabilityThreshold),
});

/**
 * The whole settings to send, or the problems by field: whole numbers within the contract's bounds, the
 * reality check's minimum at most its maximum and its default between them, and a threshold above zero with
 * at most two decimals.
 */
export function protectionOfDraft(
  draft: ProtectionDraft,
): { body: ProtectionSettings } | { problems: Partial<Record<keyof ProtectionSettings, DraftProblem>> } {
  const problems: Partial<Record<keyof ProtectionSettings, DraftProblem>> = {};
  const whole = {} as Record<WholeField, number>;
  for (const [field, { min, max }] of Object.entries(protectionBounds) as [
    WholeField,
    { min: number; max: number },
  ][]) {
    const text = draft[field].trim();
    const value = Number(text);
    if (!/^\d{1,4}$/.test(text) || value < min || value > max)
      problems[field] = {
        key: text ? 'bo_protection_whole_range' : 'bo_field_required',
        params: { min, max },
      };
    whole[field] = value;
  }
  const { realityCheckMinMinutes: min, realityCheckMaxMinutes: max } = whole;
  if (!problems.realityCheckMinMinutes && !problems.realityCheckMaxMinutes) {
    if (min > max) problems.realityCheckMinMinutes = { key: 'bo_protection_rc_min_above_max' };
    else if (
      !problems.realityCheckDefaultMinutes &&
      (whole.realityCheckDefaultMinutes < min || whole.realityCheckDefaultMinutes > max)
    )
      problems.realityCheckDefaultMinutes = { key: 'bo_protection_rc_default_outside', params: { min, max } };
  }
  const threshold = parseMajorAmount(draft.affordabilityThreshold);
  if (threshold === null || threshold <= 0n || threshold > MAX_THRESHOLD)
    problems.affordabilityThreshold = {
      key: draft.affordabilityThreshold.trim() ? 'bo_protection_threshold_invalid' : 'bo_field_required',
    };
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      ...whole,
      raiseWaitsForPeriodEnd: draft.raiseWaitsForPeriodEnd,
      affordabilityThreshold: String(threshold),
    },
  };
}

function ProtectionForm({ settings }: { settings: ProtectionSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const writable = canWrite('setting');
  const readRefusal = useFormRefusal();
  const [save, { isLoading }] = useSetProtectionSettingsMutation();
  const [draft, setDraft] = useState<ProtectionDraft>(() => draftOfProtection(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = protectionOfDraft(draft);
    if ('problems' in checked) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.problems).map(([field, problem]) => [field, t(problem.key, problem.params)]),
        ),
      );
      setFailure(t('bo_form_fix_fields'));
      return;
    }
    setErrors({});
    try {
      await save(checked.body).unwrap();
      toast.show({ kind: 'success', message: t('bo_protection_saved') });
    } catch (refusal) {
      // What was typed stays: only the messages change.
      const read = readRefusal(refusal, (field) => field in draft);
      setErrors(read.fields);
      setFailure(read.message);
    }
  };

  const number = (field: WholeField, label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      value={draft[field]}
      readOnly={!writable}
      error={errors[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
    />
  );

  return (
    <form
      noValidate
      className="bo-form bo-protection-form"
      aria-labelledby="bo-protection-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="bo-protection-title" className="bo-section__title">
        {t('bo_protection_settings')}
      </h2>
      <fieldset className="bo-fieldset">
        <legend className="bo-protection-form__legend">{t('bo_protection_limits_group')}</legend>
        {number(
          'coolingOffHours',
          t('bo_protection_cooling_off'),
          t('bo_protection_cooling_off_hint', protectionBounds.coolingOffHours),
        )}
        <HintedCheckbox
          label={t('bo_protection_period_end')}
          hint={t('bo_protection_period_end_hint')}
          checked={draft.raiseWaitsForPeriodEnd}
          disabled={!writable}
          onChange={(event) => setDraft({ ...draft, raiseWaitsForPeriodEnd: event.target.checked })}
        />
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend className="bo-protection-form__legend">{t('bo_protection_rc_group')}</legend>
        <p className="bo-hint">{t('bo_protection_rc_lead')}</p>
        <div className="bo-filters__fields">
          {number(
            'realityCheckMinMinutes',
            t('bo_protection_rc_min'),
            t('bo_protection_rc_min_hint', protectionBounds.realityCheckMinMinutes),
          )}
          {number(
            'realityCheckMaxMinutes',
            t('bo_protection_rc_max'),
            t('bo_protection_rc_max_hint', protectionBounds.realityCheckMaxMinutes),
          )}
          {number(
            'realityCheckDefaultMinutes',
            t('bo_protection_rc_default'),
            t('bo_protection_rc_default_hint'),
          )}
        </div>
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend className="bo-protection-form__legend">{t('bo_protection_checks_group')}</legend>
        {number(
          'minimumAge',
          t('bo_protection_minimum_age'),
          t('bo_protection_minimum_age_hint', protectionBounds.minimumAge),
        )}
        <TextField
          label={t('bo_protection_threshold')}
          hint={t('bo_protection_threshold_hint', { currency: defaultBrand.currencySymbol })}
          inputMode="decimal"
          autoComplete="off"
          prefix={<span aria-hidden="true">{defaultBrand.currencySymbol}</span>}
          value={draft.affordabilityThreshold}
          readOnly={!writable}
          error={errors['affordabilityThreshold']}
          onChange={(event) => setDraft({ ...draft, affordabilityThreshold: event.target.value })}
        />
      </fieldset>
      <Notice>{failure}</Notice>
      {writable ? (
        <div className="bo-row">
          <Button type="submit" loading={isLoading}>
            {t('bo_save')}
          </Button>
        </div>
      ) : (
        <p className="bo-muted">{t('bo_read_only_hint')}</p>
      )}
    </form>
  );
}

/**
 * Brand → player protection: how long a raised or removed limit waits, the reality check's bounds, the
 * minimum age and the affordability threshold. The server audits every change.
 */
export function ProtectionPage() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch, fulfilledTimeStamp } = useProtectionSettingsQuery();
  return (
    <Screen title={t('bo_nav_brand')} lead={t('bo_protection_lead')}>
      <BrandSections />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {/* A new form for what the server saved: a refusal keeps what was typed. */}
        {data && <ProtectionForm key={fulfilledTimeStamp} settings={data} />}
      </QueryState>
    </Screen>
  );
}
