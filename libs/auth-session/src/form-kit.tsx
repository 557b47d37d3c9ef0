import { useEffect } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useField, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@playfront/api-client';
import type { ApiError } from '@playfront/api-client';
import { useGetCountriesQuery } from '@playfront/brand-config';
import { PasswordField, Select, TextField } from '@playfront/ui-kit';
import type { PasswordFieldProps, TextFieldProps } from '@playfront/ui-kit';

/**
 * A form error as held by Formik: an i18n key (client rules), a FieldMessage `{ key, params }` from
 * registration-rules, or `{ text }` already translated by the api-client (server field errors).
 */
export type FormMessage = string | { key: string; params?: Record<string, unknown> } | { text: string };

/** Turns a FormMessage into text in the player's language. */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: unknown): string | undefined => {
    if (!message) return undefined;
    if (typeof message === 'string') return t(message);
    if (typeof message === 'object') {
      if ('text' in message && typeof message.text === 'string') return message.text;
      if ('key' in message && typeof message.key === 'string') {
        return t(message.key, (message as { params?: Record<string, unknown> }).params ?? {});
      }
    }
    return t('err_invalid_field');
  };
}

/** Shows a field's error once it was touched or the form was submitted. */
function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const text = useMessageText();
  return (meta.touched || submitCount > 0) && meta.error ? text(meta.error) : undefined;
}

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
};

/** A ui-kit TextField bound to a Formik field, with its translated error linked by aria-describedby. */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return <TextField {...props} {...field} value={field.value ?? ''} error={error} />;
}

export type FormPasswordFieldProps = Omit<
  PasswordFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & { name: string };

export function FormPasswordField({ name, ...props }: FormPasswordFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return <PasswordField {...props} {...field} value={field.value ?? ''} error={error} />;
}

/** After a submit that failed validation, moves focus to the first invalid control of the form. */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    focusFirstInvalid(formRef.current);
  }, [submitCount, isSubmitting, isValid, formRef]);
  return null;
}

export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** The form-level failure (server message, network failure), announced to screen readers. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="pf-auth-alert">
      {children}
    </p>
  );
}

/** A failure that says a captcha is needed (or was wrong, which consumes it). */
export function needsCaptcha(error: ApiError): boolean {
  const value = error.value as { captchaRequired?: unknown } | null;
  return (
    (value !== null && typeof value === 'object' && value.captchaRequired === true) ||
    error.code === 'captcha_required' ||
    error.code === 'captcha_invalid'
  );
}

/**
 * Puts a failed call's field errors next to their fields (server names mapped by `aliases`) and returns
 * the message for the form-level alert. Values the player typed are never touched.
 */
export function applyServerErrors<V>(
  error: unknown,
  helpers: Pick<FormikHelpers<V>, 'setErrors'>,
  fields: readonly string[],
  aliases: Record<string, string> = {},
  fallback = '',
): string {
  if (!isApiError(error)) return fallback;
  const errors: Record<string, FormMessage> = {};
  const leftovers: string[] = [];
  for (const field of error.fields) {
    const name = aliases[field.field] ?? field.field;
    if (fields.includes(name)) errors[name] = { text: field.message };
    else leftovers.push(field.message);
  }
  if (Object.keys(errors).length > 0) helpers.setErrors(errors as never);
  return [error.message, ...leftovers].join(' ');
}

/** The flag emoji of an ISO 3166-1 alpha-2 code, drawn with regional indicator symbols (no images). */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Digits of a typed mobile number (spaces and dashes dropped). */
export const mobileDigits = (value: string | undefined): string => (value ?? '').replace(/[\s-]/g, '');
/** The server accepts 6 to 15 digits. */
export const isMobileNumber = (value: string | undefined): boolean => /^\d{6,15}$/.test(mobileDigits(value));

export interface DialingCodeSelectProps {
  /** Formik field holding the dialling code; '' means the brand default. */
  name?: string;
  defaultCode: string;
  className?: string;
}

/** Country dialling-code picker: a native select (the phone's own picker) showing flag and code. */
export function DialingCodeSelect({
  name = 'countryDialingCode',
  defaultCode,
  className,
}: DialingCodeSelectProps) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const { data: countries = [] } = useGetCountriesQuery();
  const value = field.value || defaultCode;
  const options = countries.map((country) => ({
    value: country.countryDialingCode,
    label: `${flagEmoji(country.countryCode)} ${country.countryDialingCode}`,
  }));
  if (!options.some((option) => option.value === value)) options.unshift({ value, label: value });
  // Several countries can share a code (+1): keep the first of each.
  const unique = options.filter(
    (option, index) => options.findIndex((o) => o.value === option.value) === index,
  );
  return (
    <Select
      className={['pf-auth-dialing', className].filter(Boolean).join(' ')}
      label={t('reg_field_countryDialingCode')}
      name={name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      options={unique}
    />
  );
}

/** The new password and its confirmation (fields `newPassword`, `confirmNewPassword`). */
export function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormPasswordField
        name="newPassword"
        label={t('auth_new_password')}
        autoComplete="new-password"
        maxLength={128}
      />
      <FormPasswordField
        name="confirmNewPassword"
        label={t('auth_confirm_new_password')}
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
