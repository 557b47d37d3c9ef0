import { useMemo, useRef, useState } from 'react';
import type { InputHTMLAttributes } from 'react';
import { Formik } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ValidationError } from 'yup';
import { isApiError } from '@playfront/api-client';
import type { MobileRegisterRequest, RegisterRequest, RegisterSettings } from '@playfront/api-contract';
import { useGetRegisterSettingsQuery } from '@playfront/brand-config';
import {
  BIRTHDAY_FIELD,
  buildRegistrationSchema,
  utcDay,
  validateField,
} from '@playfront/registration-rules';
import type { FieldRules } from '@playfront/registration-rules';
import { Button, Checkbox, Spinner, Tabs, WarningDialog } from '@playfront/ui-kit';
import type { RegisterMode } from './auth-slice';
import { CaptchaField } from './captcha-field';
import {
  DialingCodeSelect,
  FocusFirstError,
  FormAlert,
  FormPasswordField,
  FormTextField,
  applyServerErrors,
  focusFirstInvalid,
  isMobileNumber,
  mobileDigits,
  needsCaptcha,
} from './form-kit';
import {
  useLazyCheckAffiliateQuery,
  useCheckAffiliateQuery,
  useRegisterMobileMutation,
  useRegisterMutation,
  useSendRegisterSmsMutation,
} from './session-api';
import { SmsCodeField } from './sms-code-field';
import { useLoginCompletion } from './use-login-completion';

export interface RegisterFormProps {
  /** Mode shown first; defaults to mobile when mobile registration is on (spec §2). */
  initialMode?: RegisterMode | null;
  /** Called once registered and logged in. */
  onRegistered?: () => void;
  /** The "log in instead" link; hidden when absent. */
  onLogin?: () => void;
  /** Sample amount of the title (spec §2). */
  sampleAmount?: string;
}

/** Query parameters read for the affiliate code (the first one present wins). */
export const affiliateQueryParams = ['affiliateCode', 'affCode', 'aff'] as const;
const STORED_AFFILIATE_KEY = 'pf-affiliate-code';

/** Optional fields of username registration, in display order; each shows only when its rule is enabled. */
const usernameModeFields = [
  'username',
  'password',
  'confirmPassword',
  BIRTHDAY_FIELD,
  'mobileNum',
  'email',
  'payeeName',
  'qqNum',
  'wechat',
  'line',
  'whatsapp',
  'facebook',
  'idNumber',
  'recommenderId',
  'paymentPassword',
  'affiliateCode',
  'referralCode',
] as const;

const passwordFields = new Set(['password', 'confirmPassword', 'paymentPassword']);

const inputProps: Record<string, InputHTMLAttributes<HTMLInputElement>> = {
  username: { autoComplete: 'username', autoCapitalize: 'off', spellCheck: false },
  password: { autoComplete: 'new-password' },
  confirmPassword: { autoComplete: 'new-password' },
  paymentPassword: { autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobileNum: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { inputMode: 'tel' },
  payeeName: { autoComplete: 'name' },
  affiliateCode: { autoCapitalize: 'characters', spellCheck: false },
  referralCode: { autoCapitalize: 'characters', spellCheck: false },
  // The browser's date picker; its value is always YYYY-MM-DD, whatever the display format.
  [BIRTHDAY_FIELD]: { type: 'date', autoComplete: 'bday' },
};

interface RegisterValues {
  [field: string]: string | boolean;
  agree: boolean;
}

const text = (value: string | boolean | undefined): string => (typeof value === 'string' ? value.trim() : '');

function readStoredAffiliate(): string | null {
  try {
    return sessionStorage.getItem(STORED_AFFILIATE_KEY);
  } catch {
    return null;
  }
}

function storeAffiliate(code: string): void {
  try {
    sessionStorage.setItem(STORED_AFFILIATE_KEY, code);
  } catch {
    // Without storage the code still works for this page.
  }
}

/** Registration by username or mobile number, with rules, captcha, affiliate and referral codes (spec §3-§5). */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useTranslation();
  const { data: settings, isError, refetch } = useGetRegisterSettingsQuery();
  if (isError) {
    return (
      <div className="pf-auth-form">
        <FormAlert>{t('err_network')}</FormAlert>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('auth_retry')}
        </Button>
      </div>
    );
  }
  if (!settings) {
    return (
      <div className="pf-auth-center">
        <Spinner label={t('ui_loading')} />
      </div>
    );
  }
  return <RegisterWithSettings {...props} settings={settings} />;
}

function RegisterWithSettings({
  settings,
  initialMode,
  onRegistered,
  onLogin,
  sampleAmount = '1000VND',
}: RegisterFormProps & { settings: RegisterSettings }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const modes: RegisterMode[] = [
    ...(settings.mobileRegistration ? (['mobile'] as const) : []),
    ...(settings.usernameRegistration ? (['username'] as const) : []),
  ];
  const [chosen, setChosen] = useState<RegisterMode | null>(initialMode ?? null);
  const mode: RegisterMode | undefined = chosen && modes.includes(chosen) ? chosen : modes[0];

  const urlAffiliate =
    affiliateQueryParams
      .map((name) => params.get(name))
      .find(Boolean)
      ?.trim() || null;
  const [storedAffiliate] = useState(() => {
    if (urlAffiliate) storeAffiliate(urlAffiliate);
    return urlAffiliate ?? readStoredAffiliate();
  });
  const referralCode = params.get('referralCode')?.trim() ?? '';
  const affiliateOn = settings.affiliateCodeEnabled;
  const check = useCheckAffiliateQuery(
    {
      code: storedAffiliate ?? '',
      domain: typeof window === 'undefined' ? undefined : window.location.hostname,
    },
    { skip: !affiliateOn || !storedAffiliate },
  );
  const affiliateVerified = check.data?.valid === true;

  if (modes.length === 0 || !mode) {
    return <FormAlert>{t('err_feature_disabled')}</FormAlert>;
  }
  if (affiliateOn && storedAffiliate && check.isFetching && !check.data) {
    return (
      <div className="pf-auth-center">
        <Spinner label={t('ui_loading')} />
      </div>
    );
  }

  return (
    <div className="pf-auth-register">
      <p className="pf-auth-lead">{t('reg_title_sample', { amount: sampleAmount })}</p>
      {modes.length > 1 && (
        <Tabs
          label={t('auth_register_method')}
          value={mode}
          onChange={(id) => setChosen(id as RegisterMode)}
          fullWidth
          className="pf-auth-tabs"
          items={[
            { id: 'mobile', label: t('auth_tab_mobile_register') },
            { id: 'username', label: t('auth_tab_username_register') },
          ]}
        />
      )}
      <RegisterModeForm
        key={mode}
        mode={mode}
        settings={settings}
        referralCode={referralCode}
        affiliateCode={storedAffiliate ?? ''}
        affiliateVerified={affiliateVerified}
        onRegistered={onRegistered}
      />
      {onLogin && (
        <p className="pf-auth-switch">
          {t('auth_have_account')}{' '}
          <Button variant="ghost" size="sm" className="pf-auth-link" onClick={onLogin}>
            {t('auth_login')}
          </Button>
        </p>
      )}
    </div>
  );
}

interface ModeFormProps {
  mode: RegisterMode;
  settings: RegisterSettings;
  referralCode: string;
  affiliateCode: string;
  affiliateVerified: boolean;
  onRegistered?: () => void;
}

function RegisterModeForm({
  mode,
  settings,
  referralCode,
  affiliateCode,
  affiliateVerified,
  onRegistered,
}: ModeFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [register] = useRegisterMutation();
  const [registerMobile] = useRegisterMobileMutation();
  const [sendSms] = useSendRegisterSmsMutation();
  const [verifyAffiliate] = useLazyCheckAffiliateQuery();
  const complete = useLoginCompletion();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [affiliateWarning, setAffiliateWarning] = useState(false);
  const defaultCode = settings.defaultCountryDialingCode;

  // The rules this form enforces: the server's, with what this mode always requires. The date of birth is
  // checked as the server checks it: on today's UTC day against the brand's minimum age.
  const { rules, fields, validated, schema, today } = useMemo(() => {
    const ageCheck = { today: utcDay(new Date()), minimumAge: settings.minimumAge };
    const base = settings.rules;
    const effective: FieldRules = { ...base };
    let shown: string[];
    if (mode === 'username') {
      shown = usernameModeFields.filter((field) =>
        field === 'confirmPassword' ? Boolean(base['password']?.enabled) : Boolean(base[field]?.enabled),
      );
    } else {
      effective['mobileNum'] = { ...base['mobileNum'], enabled: true, required: true };
      shown = ['mobileNum'];
      if (settings.mobileVerification) {
        effective['verificationCode'] = { ...base['verificationCode'], enabled: true, required: true };
        shown.push('verificationCode');
      }
      if (settings.mobilePasswordRequired) {
        effective['password'] = { ...base['password'], enabled: true, required: true };
        shown.push('password', 'confirmPassword');
      }
      if (base[BIRTHDAY_FIELD]?.enabled) shown.push(BIRTHDAY_FIELD);
      if (base['affiliateCode']?.enabled) shown.push('affiliateCode');
      if (base['referralCode']?.enabled) shown.push('referralCode');
    }
    if (affiliateVerified) shown = shown.filter((field) => field !== 'affiliateCode');
    if (settings.captchaEnabled && base['captcha']) {
      effective['captcha'] = { ...base['captcha'], enabled: true, required: true };
    }
    const checked = settings.captchaEnabled ? [...shown, 'captcha'] : shown;
    return {
      rules: effective,
      fields: shown,
      validated: checked,
      schema: buildRegistrationSchema(effective, checked, ageCheck),
      today: ageCheck.today,
    };
  }, [mode, settings, affiliateVerified]);

  const validate = async (values: RegisterValues): Promise<FormikErrors<RegisterValues>> => {
    const errors: Record<string, unknown> = {};
    const asText = Object.fromEntries(validated.map((field) => [field, text(values[field])]));
    try {
      await schema.validate(asText, { abortEarly: false });
    } catch (error) {
      if (error instanceof ValidationError) {
        for (const inner of error.inner) {
          if (inner.path && !errors[inner.path]) errors[inner.path] = inner.errors[0];
        }
      }
    }
    if (!values.agree) errors['agree'] = 'auth_agree_required';
    return errors as FormikErrors<RegisterValues>;
  };

  const initialValues: RegisterValues = { agree: true, countryDialingCode: '' };
  for (const field of [...fields, 'captcha']) initialValues[field] = '';
  if (fields.includes('referralCode')) initialValues['referralCode'] = referralCode;
  if (fields.includes('affiliateCode')) initialValues['affiliateCode'] = affiliateCode;

  const submit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    helpers.setStatus(null);
    const domain = window.location.hostname;
    const code = fields.includes('affiliateCode')
      ? text(values['affiliateCode'])
      : settings.affiliateCodeEnabled && affiliateVerified
        ? affiliateCode
        : '';
    try {
      // A typed (or unverified) affiliate code is checked first; a bad one stops here (spec §4).
      if (code && settings.affiliateCodeEnabled && !(affiliateVerified && code === affiliateCode)) {
        const { valid } = await verifyAffiliate({ code, domain }).unwrap();
        if (!valid) {
          setAffiliateWarning(true);
          return;
        }
      }
      const shared = {
        ...(code ? { affiliateCode: code } : {}),
        ...(text(values['referralCode']) ? { referralCode: text(values['referralCode']) } : {}),
        ...(settings.captchaEnabled ? { captcha: text(values['captcha']) } : {}),
        domain,
        registerUrl: window.location.href,
        registerMethod: 'WEB' as const,
        login: true,
      };
      const countryDialingCode = text(values['countryDialingCode']) || defaultCode;
      let result;
      let username: string;
      const password = typeof values['password'] === 'string' ? values['password'] : '';
      if (mode === 'username') {
        const payload: RegisterRequest = {
          username: text(values['username']),
          password,
          confirmPassword: typeof values['confirmPassword'] === 'string' ? values['confirmPassword'] : '',
          ...shared,
        };
        const optional = payload as unknown as Record<string, string>;
        for (const field of fields) {
          if (['username', 'password', 'confirmPassword', 'affiliateCode', 'referralCode'].includes(field))
            continue;
          const value = field === 'paymentPassword' ? String(values[field] ?? '') : text(values[field]);
          if (value) optional[field] = field === 'mobileNum' ? mobileDigits(value) : value;
        }
        if (optional['mobileNum']) payload.countryDialingCode = countryDialingCode;
        username = payload.username;
        result = await register(payload).unwrap();
      } else {
        const payload: MobileRegisterRequest = {
          mobileNum: mobileDigits(text(values['mobileNum'])),
          countryDialingCode,
          ...(settings.mobileVerification ? { verificationCode: text(values['verificationCode']) } : {}),
          ...(settings.mobilePasswordRequired
            ? { password, confirmPassword: String(values['confirmPassword'] ?? '') }
            : {}),
          ...(text(values[BIRTHDAY_FIELD]) ? { birthday: text(values[BIRTHDAY_FIELD]) } : {}),
          ...shared,
        };
        username = payload.mobileNum;
        result = await registerMobile(payload).unwrap();
      }
      if (result) await complete(result, { username, password });
      onRegistered?.();
    } catch (error) {
      if (isApiError(error) && error.code === 'invitation_code_error') setAffiliateWarning(true);
      if (settings.captchaEnabled) {
        setCaptchaKey((key) => key + 1);
        helpers.setFieldValue('captcha', '', false);
      }
      if (isApiError(error) && needsCaptcha(error)) setCaptchaKey((key) => key + 1);
      helpers.setStatus(
        applyServerErrors(error, helpers, validated, { mobileNo: 'mobileNum' }, t('err_unknown')),
      );
      setTimeout(() => focusFirstInvalid(formRef.current), 0);
    }
  };

  return (
    <Formik<RegisterValues> initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({
        handleSubmit,
        isSubmitting,
        status,
        values,
        errors,
        submitCount,
        setFieldValue,
        setFieldTouched,
        setFieldError,
      }) => (
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="pf-auth-form">
          <FocusFirstError formRef={formRef} />
          {fields.map((field) => {
            const label = t(`reg_field_${field}`);
            const required = rules[field]?.required || field === 'confirmPassword';
            const labelText = required ? label : t('auth_optional', { label });
            if (field === 'mobileNum') {
              return (
                <div key={field} className="pf-auth-row pf-auth-row--mobile">
                  <DialingCodeSelect defaultCode={defaultCode} />
                  <FormTextField name={field} label={labelText} maxLength={20} {...inputProps[field]} />
                </div>
              );
            }
            if (field === 'verificationCode') {
              return (
                <SmsCodeField
                  key={field}
                  defaultMinutes={settings.smsExpiredMinutes}
                  onSend={async () => {
                    const value = text(values['mobileNum']);
                    const problem = validateField(rules['mobileNum'], value);
                    if (problem || !isMobileNumber(value)) {
                      await setFieldTouched('mobileNum', true, false);
                      setFieldError('mobileNum', (problem ?? 'phone_invalid_number') as never);
                      formRef.current?.querySelector<HTMLElement>('input[name="mobileNum"]')?.focus();
                      return false;
                    }
                    const mobile = mobileDigits(value);
                    return sendSms({
                      mobileNo: mobile,
                      countryDialingCode: text(values['countryDialingCode']) || defaultCode,
                    }).unwrap();
                  }}
                />
              );
            }
            // A date has no length: its picker stops at today instead.
            const maxLength = field === BIRTHDAY_FIELD ? undefined : rules[field]?.maxLength || undefined;
            return passwordFields.has(field) ? (
              <FormPasswordField
                key={field}
                name={field}
                label={labelText}
                maxLength={maxLength}
                {...inputProps[field]}
              />
            ) : (
              <FormTextField
                key={field}
                name={field}
                label={labelText}
                maxLength={maxLength}
                max={field === BIRTHDAY_FIELD ? today : undefined}
                {...inputProps[field]}
              />
            );
          })}
          {settings.captchaEnabled && <CaptchaField refreshKey={captchaKey} />}
          <Checkbox
            name="agree"
            label={t('auth_agree_terms', { age: settings.minimumAge })}
            checked={values.agree}
            onChange={(event) => void setFieldValue('agree', event.target.checked)}
            error={
              submitCount > 0 && errors.agree
                ? t(String(errors.agree), { age: settings.minimumAge })
                : undefined
            }
          />
          <a className="pf-auth-agreement" href="/help" target="_blank" rel="noreferrer">
            {t('auth_user_agreement')}
          </a>
          <FormAlert>{status}</FormAlert>
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('auth_register')}
          </Button>
          <WarningDialog
            open={affiliateWarning}
            textKey="invitation_code_error"
            onConfirm={() => setAffiliateWarning(false)}
          />
        </form>
      )}
    </Formik>
  );
}
