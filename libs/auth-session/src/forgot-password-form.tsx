import { useRef, useState } from 'react';
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import type { TestContext } from 'yup';
import { useFlag, useGetRegisterSettingsQuery } from '@playfront/brand-config';
import { validateField } from '@playfront/registration-rules';
import type { FieldRule } from '@playfront/registration-rules';
import { Button, Tabs, WarningDialog } from '@playfront/ui-kit';
import type { ForgotTab } from './auth-slice';
import {
  FocusFirstError,
  FormAlert,
  FormTextField,
  applyServerErrors,
  focusFirstInvalid,
  isMobileNumber,
  mobileDigits,
  NewPasswordFields,
} from './form-kit';
import { useForgotByEmailMutation, useForgotByPhoneMutation, useSendLoginSmsMutation } from './session-api';
import { MobileCodeFields } from './sms-code-field';

export interface ForgotPasswordFormProps {
  /** Tab shown first; 'phone' needs the CHNGPASSVERIF3 flag. */
  initialTab?: ForgotTab;
  /** The e-mail was sent and the player acknowledged the in_been_out dialog. */
  onEmailSent?: () => void;
  /** The password was set by phone; the caller logs in with these credentials. */
  onPasswordReset?: (credentials: {
    mobileNum: string;
    countryDialingCode: string;
    password: string;
  }) => Promise<void>;
}

/** A rule check as a yup test: the rule's FieldMessage as the error. */
export const ruleTest =
  (rule: FieldRule | undefined) => (value: string | undefined, context: TestContext) => {
    const problem = validateField(rule, value);
    return problem ? context.createError({ message: problem as unknown as string }) : true;
  };

/** Forgot password by e-mail (reset link) or by phone (SMS code and a new password), spec §4, §5. */
export function ForgotPasswordForm({
  initialTab = 'email',
  onEmailSent,
  onPasswordReset,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const phoneEnabled = useFlag('CHNGPASSVERIF3');
  const [tab, setTab] = useState<ForgotTab>(initialTab);
  const current = phoneEnabled ? tab : 'email';
  return (
    <div className="pf-auth-forgot">
      {phoneEnabled && (
        <Tabs
          label={t('auth_forgot_method')}
          value={current}
          onChange={(id) => setTab(id as ForgotTab)}
          fullWidth
          className="pf-auth-tabs"
          items={[
            { id: 'email', label: t('auth_tab_email') },
            { id: 'phone', label: t('auth_tab_phone') },
          ]}
        />
      )}
      {current === 'phone' ? (
        <ByPhone onPasswordReset={onPasswordReset} />
      ) : (
        <ByEmail onEmailSent={onEmailSent} />
      )}
    </div>
  );
}

interface EmailValues {
  username: string;
  email: string;
}

function ByEmail({ onEmailSent }: Pick<ForgotPasswordFormProps, 'onEmailSent'>) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [send] = useForgotByEmailMutation();
  const [sent, setSent] = useState(false);
  const schema = object({
    // Existing accounts may predate today's username rule (e.g. demo_member): only required here.
    username: string().trim().required('auth_username_required').max(64, 'err_invalid_field'),
    email: string().trim().required('auth_email_required').email('reg_pattern_4').max(254, 'reg_pattern_4'),
  });

  const submit = async (values: EmailValues, helpers: FormikHelpers<EmailValues>) => {
    helpers.setStatus(null);
    try {
      await send({ username: values.username.trim(), email: values.email.trim() }).unwrap();
      setSent(true);
    } catch (error) {
      helpers.setStatus(applyServerErrors(error, helpers, ['username', 'email'], {}, t('err_unknown')));
      setTimeout(() => focusFirstInvalid(formRef.current), 0);
    }
  };

  return (
    <Formik<EmailValues>
      initialValues={{ username: '', email: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting, status }) => (
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="pf-auth-form">
          <FocusFirstError formRef={formRef} />
          <p className="pf-auth-muted">{t('auth_forgot_email_hint')}</p>
          <FormTextField
            name="username"
            label={t('reg_field_username')}
            autoComplete="username"
            autoCapitalize="off"
            maxLength={64}
          />
          <FormTextField
            name="email"
            label={t('reg_field_email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
          />
          <FormAlert>{status}</FormAlert>
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('auth_send_reset_link')}
          </Button>
          <WarningDialog
            open={sent}
            textKey="in_been_out"
            onConfirm={() => {
              setSent(false);
              onEmailSent?.();
            }}
          />
        </form>
      )}
    </Formik>
  );
}

interface PhoneValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

function ByPhone({ onPasswordReset }: Pick<ForgotPasswordFormProps, 'onPasswordReset'>) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [reset] = useForgotByPhoneMutation();
  const [sendSms] = useSendLoginSmsMutation();
  const { data: settings } = useGetRegisterSettingsQuery();
  const defaultCode = settings?.defaultCountryDialingCode ?? '+84';
  const passwordRule = settings?.rules['password'];
  const schema = object({
    countryDialingCode: string(),
    mobileNum: string()
      .required('auth_mobile_required')
      .test('mobile', 'phone_invalid_number', (value) => isMobileNumber(value)),
    verificationCode: string().trim().required('auth_sms_code_required').max(255, 'phone_invalid_code'),
    newPassword: string()
      .required('auth_new_password_required')
      .test('rule', ruleTest(passwordRule && { ...passwordRule, required: true })),
    confirmNewPassword: string()
      .required('auth_confirm_password_required')
      .test('same', 'inconsistent_twice', (value, context) => value === context.parent.newPassword),
  });

  const submit = async (values: PhoneValues, helpers: FormikHelpers<PhoneValues>) => {
    helpers.setStatus(null);
    const mobileNum = mobileDigits(values.mobileNum);
    const countryDialingCode = values.countryDialingCode || defaultCode;
    try {
      await reset({
        mobileNum,
        countryDialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      }).unwrap();
    } catch (error) {
      helpers.setStatus(
        applyServerErrors(
          error,
          helpers,
          ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
          { password: 'newPassword' },
          t('err_unknown'),
        ),
      );
      setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    await onPasswordReset?.({ mobileNum, countryDialingCode, password: values.newPassword });
  };

  return (
    <Formik<PhoneValues>
      initialValues={{
        countryDialingCode: '',
        mobileNum: '',
        verificationCode: '',
        newPassword: '',
        confirmNewPassword: '',
      }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting, status }) => (
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="pf-auth-form">
          <FocusFirstError formRef={formRef} />
          <MobileCodeFields
            defaultCode={defaultCode}
            defaultMinutes={settings?.smsExpiredMinutes ?? 1}
            formRef={formRef}
            send={(request) => sendSms(request).unwrap()}
          />
          <NewPasswordFields />
          <FormAlert>{status}</FormAlert>
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('auth_reset_password')}
          </Button>
        </form>
      )}
    </Formik>
  );
}
