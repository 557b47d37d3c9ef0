import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { TotpSetup } from '@playfront/api-contract';
import { Button, QrCode, TextField } from '@playfront/ui-kit';
import {
  useDisableTotpMutation,
  useEnableTotpMutation,
  useGetTotpQuery,
  useSetupTotpMutation,
} from './totp-api';

/**
 * The authenticator app (TOTP, RFC 6238) of the security centre: set up with a QR code of the otpauth URI
 * (or the key typed by hand), turned on with a code of the new secret, off with a current code. The
 * secret is shown only while it is being set up; the server never returns it afterwards.
 */
export function AuthenticatorSection() {
  const { t } = useTranslation();
  const { data } = useGetTotpQuery();
  const [setup, setupState] = useSetupTotpMutation();
  const [enable, enableState] = useEnableTotpMutation();
  const [disable, disableState] = useDisableTotpMutation();
  const [pending, setPending] = useState<TotpSetup | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const enabled = data?.enabled === true;

  const reset = () => {
    setNotice(null);
    setPending(null);
    setTurningOff(false);
    setCode('');
    setError(null);
  };

  const start = async () => {
    setError(null);
    setNotice(null);
    try {
      setPending(await setup().unwrap());
    } catch (failure) {
      setNotice(errorMessage(failure, t('err_unknown')));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('totp_code_required'));
      return;
    }
    try {
      if (enabled) await disable({ code: code.trim() }).unwrap();
      else await enable({ code: code.trim() }).unwrap();
      reset();
      setNotice(t(enabled ? 'totp_disabled_done' : 'totp_enabled_done'));
    } catch (failure) {
      setError(errorMessage(failure, t('err_unknown')));
    }
  };

  const asking = pending !== null || turningOff;
  return (
    <section className="pf-wallet__section" aria-labelledby="pf-totp-title">
      <h3 id="pf-totp-title" className="pf-wallet__title">
        {t('totp_title')}{' '}
        <span className={`pf-mc-chip${enabled ? ' pf-mc-chip--on' : ''}`}>
          {t(enabled ? 'totp_status_on' : 'totp_status_off')}
        </span>
      </h3>
      <p className="pf-wallet__lead">{t('totp_hint')}</p>
      {notice && (
        <p role="status" className="pf-wallet__lead">
          {notice}
        </p>
      )}
      {pending && (
        <div className="pf-mc-totp">
          <p className="pf-wallet__lead">{t('totp_scan_hint')}</p>
          <QrCode value={pending.otpauthUri} size={176} label={t('totp_title')} />
          <p>
            {t('totp_secret_label')}: <code className="pf-mc-totp__secret">{pending.secret}</code>
          </p>
        </div>
      )}
      {asking ? (
        <form noValidate onSubmit={submit} className="pf-mc-totp__form">
          <TextField
            label={t('totp_code_label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error ?? undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <div className="pf-mc-totp__actions">
            <Button type="submit" loading={enableState.isLoading || disableState.isLoading}>
              {t(enabled ? 'totp_disable' : 'totp_enable')}
            </Button>
            <Button type="button" variant="ghost" onClick={reset}>
              {t('totp_cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          {enabled ? (
            <Button variant="secondary" onClick={() => setTurningOff(true)}>
              {t('totp_disable')}
            </Button>
          ) : (
            <Button variant="secondary" loading={setupState.isLoading} onClick={() => void start()}>
              {t('totp_setup')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
