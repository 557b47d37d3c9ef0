import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@playfront/api-client';
import type { BrandRuntime, PermissionInfo, SystemStatusValue } from '@playfront/api-contract';
import { useGetPermissionQuery } from '@playfront/brand-config';
import { languageNames, supportedLanguages } from '@playfront/i18n';
import { Button, Checkbox, ConfirmDialog, Notice, Select, TextField, useToast } from '@playfront/ui-kit';
import { useSetBrandMutation, useSetSystemStatusMutation } from '../../api/operator-api';
import { useOperator } from '../../app/use-operator';
import { QueryState, Screen } from '../../components/screen';
import { TextArea } from '../../components/text-area';
import { BrandSections } from './brand-sections';

const statuses: readonly SystemStatusValue[] = [0, 1, 2];

/** The status the brand is in, as the permission reply tells it. */
export const statusOf = (
  info: Pick<PermissionInfo, 'maintenance' | 'regionRestriction'>,
): SystemStatusValue => (info.maintenance.enabled ? 1 : info.regionRestriction.restricted ? 2 : 0);

/** Country codes typed as "PH, sg us": upper-case ISO codes, or null when one is not two letters. */
export function parseCountries(text: string): string[] | null {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return codes.every((code) => /^[A-Z]{2}$/.test(code)) ? [...new Set(codes)] : null;
}

const refusal = (failure: unknown, fallback: string) =>
  (isApiError(failure) && failure.fields.map((field) => field.message).join(' ')) ||
  errorMessage(failure, fallback);

function StatusForm({ info }: { info: PermissionInfo }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const [save, { isLoading }] = useSetSystemStatusMutation();
  const [status, setStatus] = useState<SystemStatusValue>(statusOf(info));
  const [message, setMessage] = useState(info.maintenance.message ?? '');
  const [countries, setCountries] = useState(info.regionRestriction.countries.join(', '));
  const [countriesError, setCountriesError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('system');

  const review = (event: FormEvent) => {
    event.preventDefault();
    const codes = parseCountries(countries);
    setCountriesError(codes ? undefined : t('bo_brand_countries_invalid'));
    if (codes) setConfirming(true);
  };
  const send = async () => {
    setFailure(null);
    try {
      await save({
        status,
        message: message.trim(),
        restrictedCountries: parseCountries(countries) ?? [],
      }).unwrap();
      toast.show({ kind: 'success', message: t('bo_saved') });
    } catch (failed) {
      setFailure(refusal(failed, t('err_unknown')));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form noValidate className="bo-form bo-card" onSubmit={review} aria-labelledby="bo-status-title">
      <h2 id="bo-status-title" className="bo-section__title">
        {t('bo_brand_status')}
      </h2>
      <fieldset className="bo-fieldset" disabled={!writable}>
        <legend className="pf-field__label">{t('bo_brand_status_legend')}</legend>
        {statuses.map((value) => (
          <label key={value} className="bo-radio">
            <input
              type="radio"
              name="bo-status"
              value={value}
              checked={status === value}
              onChange={() => setStatus(value)}
            />
            {t(`bo_brand_status_${value}`)}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={t('bo_brand_maintenance_message')}
        maxLength={500}
        readOnly={!writable}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <TextField
        label={t('bo_brand_countries')}
        hint={t('bo_brand_countries_hint')}
        value={countries}
        readOnly={!writable}
        onChange={(event) => setCountries(event.target.value)}
        error={countriesError}
      />
      <Notice>{failure}</Notice>
      {writable && (
        <div className="bo-row">
          <Button type="submit">{t('bo_save')}</Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        titleKey="bo_brand_status_confirm_title"
        text={t(`bo_brand_status_confirm_${status}`)}
        submitKey="bo_save"
        cancelKey="bo_cancel"
        danger={status !== 0}
        busy={isLoading}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

function BrandForm({ brand }: { brand: BrandRuntime }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const [save, { isLoading }] = useSetBrandMutation();
  const [languages, setLanguages] = useState<string[]>(brand.languages);
  const [defaultLanguage, setDefaultLanguage] = useState(brand.defaultLanguage);
  const [color, setColor] = useState(brand.chatHeaderColor);
  const [guard, setGuard] = useState(brand.loginedToHomePage);
  const [errors, setErrors] = useState<{ languages?: string; color?: string; defaultLanguage?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('setting');
  const offered = supportedLanguages.filter((code) => languages.includes(code));
  const nameOf = (code: string) =>
    code in languageNames ? languageNames[code as keyof typeof languageNames] : code;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      languages: offered.length > 0 ? undefined : t('bo_brand_languages_required'),
      defaultLanguage: offered.includes(defaultLanguage as (typeof offered)[number])
        ? undefined
        : t('bo_brand_default_not_offered'),
      color: /^#[0-9a-fA-F]{6}$/.test(color) ? undefined : t('bo_brand_color_invalid'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(null);
    try {
      await save({
        languages: offered,
        defaultLanguage,
        chatHeaderColor: color,
        loginedToHomePage: guard,
      }).unwrap();
      toast.show({ kind: 'success', message: t('bo_brand_saved') });
    } catch (failed) {
      setFailure(refusal(failed, t('err_unknown')));
    }
  };

  return (
    <form noValidate className="bo-form bo-card" onSubmit={submit} aria-labelledby="bo-brand-title">
      <h2 id="bo-brand-title" className="bo-section__title">
        {t('bo_brand_setting')}
      </h2>
      <fieldset
        className="bo-fieldset"
        disabled={!writable}
        aria-describedby={errors.languages ? 'bo-languages-error' : undefined}
      >
        <legend className="pf-field__label">{t('bo_brand_languages')}</legend>
        {supportedLanguages.map((code) => (
          <Checkbox
            key={code}
            label={nameOf(code)}
            lang={code === 'cn' ? 'zh-CN' : code}
            checked={languages.includes(code)}
            onChange={(event) =>
              setLanguages((current) =>
                event.target.checked ? [...current, code] : current.filter((candidate) => candidate !== code),
              )
            }
          />
        ))}
        {errors.languages && (
          <p id="bo-languages-error" className="pf-field__error">
            {errors.languages}
          </p>
        )}
      </fieldset>
      <Select
        label={t('bo_brand_default_language')}
        value={defaultLanguage}
        disabled={!writable}
        options={offered.map((code) => ({ value: code, label: nameOf(code) }))}
        placeholder={offered.includes(defaultLanguage as (typeof offered)[number]) ? undefined : '—'}
        onChange={(event) => setDefaultLanguage(event.target.value)}
        error={errors.defaultLanguage}
      />
      <TextField
        label={t('bo_brand_chat_color')}
        hint={t('bo_brand_chat_color_hint')}
        value={color}
        readOnly={!writable}
        maxLength={7}
        onChange={(event) => setColor(event.target.value)}
        error={errors.color}
        suffix={
          <span
            className="bo-swatch"
            style={{ background: /^#[0-9a-fA-F]{6}$/.test(color) ? color : 'transparent' }}
            aria-hidden="true"
          />
        }
      />
      <Checkbox
        label={t('bo_brand_guard')}
        checked={guard}
        disabled={!writable}
        onChange={(event) => setGuard(event.target.checked)}
      />
      <p className="bo-muted">{t('bo_brand_guard_hint')}</p>
      <Notice>{failure}</Notice>
      {writable && (
        <div className="bo-row">
          <Button type="submit" loading={isLoading}>
            {t('bo_save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The brand: its status (normal, maintenance, region restriction) and its run-time configuration. */
export function BrandPage() {
  const { t } = useTranslation();
  const { canRead } = useOperator();
  const { data, isLoading, error, refetch, fulfilledTimeStamp } = useGetPermissionQuery();
  return (
    <Screen title={t('bo_nav_brand')} lead={t('bo_brand_lead')}>
      <BrandSections />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {data && (
          <div className="bo-columns">
            {canRead('system') && <StatusForm key={`status-${fulfilledTimeStamp}`} info={data} />}
            {canRead('setting') && <BrandForm key={`brand-${fulfilledTimeStamp}`} brand={data.brand} />}
          </div>
        )}
      </QueryState>
    </Screen>
  );
}
