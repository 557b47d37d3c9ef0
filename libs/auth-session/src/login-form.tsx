import { useEffect, useRef, useState } from 'react';
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { boolean, object, string } from 'yup';
import { isApiError } from '@playfront/api-client';
import { ErrorCode } from '@playfront/api-contract';
import type { DeviceChallenge } from '@playfront/api-contract';
import { useFlag, useGetRegisterSettingsQuery } from '@playfront/brand-config';
import { Button, Checkbox, Modal, Tabs } from '@playfront/ui-kit';
import type { LoginTab } from './auth-slice';
import { forgotPasswordOpened } from './auth-slice';
import { CaptchaField } from './captcha-field';
import {
  FocusFirstError,
  FormAlert,
  FormPasswordField,
  FormTextField,
  focusFirstInvalid,
  isMobileNumber,
  mobileDigits,
  needsCaptcha,
} from './form-kit';
import { forgetLogin, readRememberedLogin, rememberLogin } from './remember-me';
import { DeviceStep } from './lazy-device-step';
import { useLoginMutation, useSendLoginSmsMutation } from './session-api';
import { MobileCodeFields } from './sms-code-field';
import { useLoginCompletion } from './use-login-completion';

export interface LoginFormProps {
  /** Tab shown first; 'sms' needs the MOBILEVERCODELOGIN3 flag. */
  initialTab?: LoginTab;
  /** A failure already said a captcha is needed. */
  initialCaptcha?: boolean;
  /** Username to prefill. */
  initialUsername?: string | null;
  /** 'inline' lays the fields out in a row for the header mini-login. */
  variant?: 'stacked' | 'inline';
  /** Called once the player is logged in (not while a forced password change is pending). */
  onLoggedIn?: () => void;
  /** Shows the forgot-password link (opens the forgot-password modal). */
  showForgotLink?: boolean;
}

interface UsernameValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

interface SmsValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
}

/** Login by username and password, or by mobile number and SMS code (spec §4), with captcha on demand. */
export function LoginForm({
  initialTab = 'username',
  initialCaptcha = false,
  initialUsername,
  variant = 'stacked',
  onLoggedIn,
  showForgotLink = true,
}: LoginFormProps) {
  const { t } = useTranslation();
  const smsEnabled = useFlag('MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const current = smsEnabled ? tab : 'username';
  const dispatch = useDispatch();
  // The second step of a login from a new device belongs to the method that asked for it: no switching
  // methods (and no forgot-password link) until it is passed or left with "Back to login".
  const [secondStep, setSecondStep] = useState(false);

  const body =
    current === 'sms' ? (
      <SmsLogin variant={variant} initialCaptcha={initialCaptcha} onLoggedIn={onLoggedIn} />
    ) : (
      <UsernameLogin
        variant={variant}
        initialCaptcha={initialCaptcha}
        initialUsername={initialUsername}
        onLoggedIn={onLoggedIn}
        onSecondStep={setSecondStep}
      />
    );

  return (
    <div className={`pf-auth-login pf-auth-login--${variant}`}>
      {smsEnabled && !secondStep && (
        <Tabs
          label={t('auth_login_method')}
          value={current}
          onChange={(id) => setTab(id as LoginTab)}
          fullWidth={variant === 'stacked'}
          className="pf-auth-tabs"
          items={[
            { id: 'username', label: t('auth_tab_username') },
            { id: 'sms', label: t('auth_tab_sms') },
          ]}
        />
      )}
      {body}
      {showForgotLink && !secondStep && (
        <Button
          variant="ghost"
          size="sm"
          className="pf-auth-link"
          onClick={() => dispatch(forgotPasswordOpened())}
        >
          {t('auth_forgot_password')}
        </Button>
      )}
    </div>
  );
}

interface MethodProps {
  variant: 'stacked' | 'inline';
  initialCaptcha: boolean;
  initialUsername?: string | null;
  onLoggedIn?: () => void;
  /** Told when the second step of a login from a new device opens (true) and closes (false). */
  onSecondStep?: (open: boolean) => void;
}

const captchaRule = (shown: boolean) =>
  shown ? string().trim().required('auth_captcha_required') : string();

function UsernameLogin({ variant, initialCaptcha, initialUsername, onLoggedIn, onSecondStep }: MethodProps) {
  const { t } = useTranslation();
  const [login] = useLoginMutation();
  const complete = useLoginCompletion();
  const formRef = useRef<HTMLFormElement>(null);
  const [captchaShown, setCaptchaShown] = useState(initialCaptcha);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [remembered] = useState(() => readRememberedLogin());
  const [challenge, setChallengeState] = useState<{
    value: DeviceChallenge['challenge'];
    username: string;
    /**
     * The password just typed, in this component's memory only while the step is open: a forced change
     * once the step is passed must not ask for it again (spec §5), as after a login without the step.
     */
    password: string;
  } | null>(null);
  const setChallenge = (next: typeof challenge) => {
    setChallengeState(next);
    onSecondStep?.(next !== null);
  };
  // Leaving the form (the dialog closed) closes the step with it.
  useEffect(() => () => onSecondStep?.(false), [onSecondStep]);

  const schema = object({
    username: string().trim().required('auth_username_required'),
    password: string().required('auth_password_required'),
    captcha: captchaRule(captchaShown),
    remember: boolean(),
  });

  const submit = async (values: UsernameValues, helpers: FormikHelpers<UsernameValues>) => {
    helpers.setStatus(null);
    const username = values.username.trim();
    try {
      const result = await login({
        username,
        password: values.password,
        type: 'username',
        ...(captchaShown ? { captcha: values.captcha.trim() } : {}),
      }).unwrap();
      if (values.remember) rememberLogin({ username });
      else forgetLogin();
      if ('challenge' in result) {
        // A new device: the session comes with the second step.
        setChallenge({ value: result.challenge, username, password: values.password });
        return;
      }
      if (await complete(result, { username, password: values.password })) onLoggedIn?.();
    } catch (error) {
      if (isApiError(error) && (needsCaptcha(error) || captchaShown)) {
        setCaptchaShown(true);
        setCaptchaKey((key) => key + 1);
        helpers.setFieldValue('captcha', '', false);
      }
      helpers.setStatus(isApiError(error) ? error.message : t('err_unknown'));
      focusFirstInvalid(formRef.current);
    }
  };

  if (challenge) {
    const step = (
      <DeviceStep
        challenge={challenge.value}
        onVerified={async (result) => {
          const { username, password } = challenge;
          if (await complete(result, { username, password })) onLoggedIn?.();
        }}
        onBack={() => setChallenge(null)}
      />
    );
    // The header's inline form has no room for the step: it opens over the page.
    return variant === 'inline' ? (
      <Modal open onClose={() => setChallenge(null)} title={t('auth_login')} width={420}>
        {step}
      </Modal>
    ) : (
      step
    );
  }

  return (
    <Formik<UsernameValues>
      initialValues={{
        username: initialUsername ?? remembered?.username ?? '',
        password: '',
        captcha: '',
        remember: Boolean(remembered?.username),
      }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting, status, values, setFieldValue }) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={handleSubmit}
          className={`pf-auth-form pf-auth-form--${variant}`}
        >
          <FocusFirstError formRef={formRef} />
          <FormTextField
            name="username"
            label={t('reg_field_username')}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={64}
          />
          <FormPasswordField name="password" label={t('reg_field_password')} maxLength={128} />
          {captchaShown && <CaptchaField refreshKey={captchaKey} />}
          <Checkbox
            name="remember"
            label={t('auth_remember_me')}
            checked={values.remember}
            onChange={(event) => void setFieldValue('remember', event.target.checked)}
          />
          <FormAlert>{status}</FormAlert>
          <Button type="submit" loading={isSubmitting} fullWidth={variant === 'stacked'}>
            {t('auth_login')}
          </Button>
        </form>
      )}
    </Formik>
  );
}

function SmsLogin({ variant, initialCaptcha, onLoggedIn }: MethodProps) {
  const { t } = useTranslation();
  const [login] = useLoginMutation();
  const [sendSms] = useSendLoginSmsMutation();
  const complete = useLoginCompletion();
  const { data: settings } = useGetRegisterSettingsQuery();
  const defaultCode = settings?.defaultCountryDialingCode ?? '+84';
  const formRef = useRef<HTMLFormElement>(null);
  const [captchaShown, setCaptchaShown] = useState(initialCaptcha);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [remembered] = useState(() => readRememberedLogin());

  const schema = object({
    countryDialingCode: string(),
    mobileNum: string()
      .required('auth_mobile_required')
      .test('mobile', 'phone_invalid_number', (value) => isMobileNumber(value)),
    verificationCode: string().trim().required('auth_sms_code_required').max(255, 'phone_invalid_code'),
    captcha: captchaRule(captchaShown),
    remember: boolean(),
  });

  const submit = async (values: SmsValues, helpers: FormikHelpers<SmsValues>) => {
    helpers.setStatus(null);
    const mobileNum = mobileDigits(values.mobileNum);
    const countryDialingCode = values.countryDialingCode || defaultCode;
    try {
      const result = await login({
        username: mobileNum,
        password: values.verificationCode.trim(),
        type: 'sms',
        countryDialingCode,
        ...(captchaShown ? { captcha: values.captcha.trim() } : {}),
      }).unwrap();
      if (values.remember) rememberLogin({ mobileNum, countryDialingCode });
      else forgetLogin();
      // An SMS login has proved the bound mobile: the server never holds it back for a new device.
      if (!('challenge' in result) && (await complete(result, { username: mobileNum }))) onLoggedIn?.();
    } catch (error) {
      if (isApiError(error) && (needsCaptcha(error) || captchaShown)) {
        setCaptchaShown(true);
        setCaptchaKey((key) => key + 1);
        helpers.setFieldValue('captcha', '', false);
      }
      if (isApiError(error) && error.code === ErrorCode.smsCodeInvalid) {
        // Under the code field; the next edit of the code re-validates the form and clears it.
        helpers.setFieldError('verificationCode', `err_${ErrorCode.smsCodeInvalid}`);
        return;
      }
      helpers.setStatus(isApiError(error) ? error.message : t('err_unknown'));
    }
  };

  return (
    <Formik<SmsValues>
      initialValues={{
        countryDialingCode: remembered?.countryDialingCode ?? '',
        mobileNum: remembered?.mobileNum ?? '',
        verificationCode: '',
        captcha: '',
        remember: Boolean(remembered?.mobileNum),
      }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting, status, values, setFieldValue }) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={handleSubmit}
          className={`pf-auth-form pf-auth-form--${variant}`}
        >
          <FocusFirstError formRef={formRef} />
          <MobileCodeFields
            defaultCode={defaultCode}
            defaultMinutes={settings?.smsExpiredMinutes ?? 1}
            formRef={formRef}
            send={(request) => sendSms(request).unwrap()}
          />
          {captchaShown && <CaptchaField refreshKey={captchaKey} />}
          <Checkbox
            name="remember"
            label={t('auth_remember_me')}
            checked={values.remember}
            onChange={(event) => void setFieldValue('remember', event.target.checked)}
          />
          <FormAlert>{status}</FormAlert>
          <Button type="submit" loading={isSubmitting} fullWidth={variant === 'stacked'}>
            {t('auth_login')}
          </Button>
        </form>
      )}
    </Formik>
  );
}
