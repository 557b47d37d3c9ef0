import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@playfront/ui-kit';
import { FormTextField } from './form-kit';
import { useCaptchaMutation } from './session-api';

export interface CaptchaFieldProps {
  /** Formik field of the answer. */
  name?: string;
  /** Change it to load a new image (each image is consumed by the first check, right or wrong). */
  refreshKey?: number;
}

/** Minimum time between two captcha loads (spec §4, §9). */
export const CAPTCHA_THROTTLE_MS = 1000;

/** The captcha image from GET /wps/captcha, a refresh button (once per second at most) and the answer. */
export function CaptchaField({ name = 'captcha', refreshKey = 0 }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [load, { data, isLoading, isError }] = useCaptchaMutation();
  const last = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    last.current = Date.now();
    void load();
  }, [load, refreshKey]);

  const refresh = () => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_THROTTLE_MS) return;
    last.current = now;
    void load();
  };

  return (
    <div className="pf-auth-captcha">
      <FormTextField
        name={name}
        label={t('reg_field_captcha')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        className="pf-auth-captcha__input"
      />
      <div className="pf-auth-captcha__image" aria-live="polite">
        {data && !isLoading ? (
          <img src={`data:image/png;base64,${data}`} alt={t('auth_captcha_image')} width={120} height={40} />
        ) : isError ? (
          <span className="pf-auth-muted">{t('auth_captcha_failed')}</span>
        ) : (
          <Spinner size="sm" label={t('ui_loading')} />
        )}
        <Button variant="ghost" size="sm" onClick={refresh}>
          {t('auth_captcha_refresh')}
        </Button>
      </div>
    </div>
  );
}
