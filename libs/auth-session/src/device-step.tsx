import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@playfront/api-client';
import { DeviceErrorCode } from '@playfront/api-contract';
import type {
  DeviceChallenge,
  DeviceCodeRequest,
  DeviceCodeResult,
  DeviceFactor,
  DeviceVerifyRequest,
  LoginResult,
} from '@playfront/api-contract';
import { Button, CountdownButton, TextField } from '@playfront/ui-kit';
import css from './device-step.css?inline';
import { FormAlert } from './form-kit';
import { sessionApi } from './session-api';

// The step's calls load with it, not with the portal.
const deviceApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    sendDeviceCode: build.mutation<DeviceCodeResult, DeviceCodeRequest>({
      query: (body) => ({ url: '/wps/session/device/code', method: 'POST', body }),
    }),
    verifyDevice: build.mutation<LoginResult, DeviceVerifyRequest>({
      query: (body) => ({ url: '/wps/session/device/verify', method: 'POST', body }),
    }),
  }),
});
const { useSendDeviceCodeMutation, useVerifyDeviceMutation } = deviceApi;

export interface DeviceStepProps {
  challenge: DeviceChallenge['challenge'];
  /** The session, once a second factor is right. */
  onVerified: (result: LoginResult) => void | Promise<void>;
  /** Back to the login form (also after the challenge is void). */
  onBack: () => void;
}

/**
 * The second step of a login from a new device (spec §4): the member picks one of their second factors
 * (SMS or e-mail code, authenticator app, bank account name) and answers it.
 */
export function DeviceStep({ challenge, onVerified, onBack }: DeviceStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const [factor, setFactor] = useState<DeviceFactor>(challenge.factors[0] ?? 'sms');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [void_, setVoid] = useState(false);
  const [sendCode] = useSendDeviceCodeMutation();
  const [verify, { isLoading }] = useVerifyDeviceMutation();

  const labels: Record<DeviceFactor, string> = {
    sms: t('device_factor_sms', { mobile: challenge.mobileNum ?? '' }),
    email: t('device_factor_email', { email: challenge.email ?? '' }),
    totp: t('device_factor_totp'),
    bank: t('device_factor_bank'),
  };

  const send = async (): Promise<boolean> => {
    if (factor !== 'sms' && factor !== 'email') return false;
    setStatus(null);
    try {
      const result = await sendCode({ challengeId: challenge.id, factor }).unwrap();
      setStatus(t('device_code_sent', { minutes: result.expiredMinutes }));
      return true;
    } catch (failure) {
      setStatus(errorMessage(failure, t('err_unknown')));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!answer.trim()) {
      setError(t('device_answer_required'));
      return;
    }
    setError(null);
    try {
      const result = await verify({ challengeId: challenge.id, factor, answer: answer.trim() }).unwrap();
      await onVerified(result);
    } catch (failure) {
      if (isApiError(failure) && failure.code === DeviceErrorCode.answerWrong) {
        setError(failure.message);
        return;
      }
      if (isApiError(failure) && failure.code === DeviceErrorCode.challengeInvalid) setVoid(true);
      setStatus(errorMessage(failure, t('err_unknown')));
    }
  };

  const isCode = factor === 'sms' || factor === 'email';
  return (
    <form
      noValidate
      onSubmit={submit}
      className="pf-auth-form pf-auth-device"
      aria-labelledby={`${id}-title`}
    >
      <style href="pf-auth-device" precedence="default">
        {css}
      </style>
      <h3 id={`${id}-title`} className="pf-auth-device__title">
        {t('device_title')}
      </h3>
      <p className="pf-auth-device__hint">{t('device_hint')}</p>
      <fieldset className="pf-auth-device__factors">
        <legend>{t('device_factor_label')}</legend>
        {challenge.factors.map((option) => (
          <label key={option} className="pf-auth-device__factor">
            <input
              type="radio"
              name={`${id}-factor`}
              value={option}
              checked={factor === option}
              onChange={() => {
                setFactor(option);
                setAnswer('');
                setError(null);
                setStatus(null);
              }}
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </fieldset>
      <div className={isCode ? 'pf-auth-row pf-auth-row--action' : undefined}>
        <TextField
          label={factor === 'bank' ? t('device_bank_label') : t('device_code_label')}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          error={error ?? undefined}
          inputMode={factor === 'bank' ? 'text' : 'numeric'}
          autoComplete={factor === 'bank' ? 'off' : 'one-time-code'}
          maxLength={factor === 'bank' ? 128 : 6}
        />
        {isCode && (
          <CountdownButton
            key={factor}
            variant="secondary"
            seconds={60}
            onClick={send}
            className="pf-auth-send"
          >
            {t('device_send_code')}
          </CountdownButton>
        )}
      </div>
      <FormAlert>{status}</FormAlert>
      {!void_ && (
        <Button type="submit" loading={isLoading} fullWidth>
          {t('device_verify')}
        </Button>
      )}
      <Button type="button" variant="ghost" size="sm" onClick={onBack}>
        {t('device_back')}
      </Button>
    </form>
  );
}
