import { useState } from 'react';
import type { RefObject } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { SmsCodeResult } from '@playfront/api-contract';
import { CountdownButton, WarningDialog } from '@playfront/ui-kit';
import { DialingCodeSelect, FormTextField, isMobileNumber, mobileDigits } from './form-kit';

export interface SmsCodeFieldProps {
  /** Formik field of the code. */
  name?: string;
  /** Countdown minutes before the first reply (the register settings' smsExpiredMinutes). */
  defaultMinutes: number;
  /** Checks the mobile number (false stops) and asks the server for a code. */
  onSend: () => Promise<SmsCodeResult | false>;
}

/** Code input and a send button that counts down 60 s x expiredMinutes; resend is blocked meanwhile (spec §4). */
export function SmsCodeField({ name = 'verificationCode', defaultMinutes, onSend }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const [replyMinutes, setMinutes] = useState<number | null>(null);
  const minutes = replyMinutes ?? defaultMinutes;
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (): Promise<boolean> => {
    try {
      const result = await onSend();
      if (result === false) return false;
      setMinutes(result.expiredMinutes);
      return true;
    } catch (error) {
      setFailure(errorMessage(error, t('err_unknown')));
      return false;
    }
  };

  return (
    <div className="pf-auth-row pf-auth-row--action">
      <FormTextField
        name={name}
        label={t('reg_field_verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
      />
      <CountdownButton
        variant="secondary"
        seconds={60 * Math.max(1, minutes)}
        onClick={send}
        className="pf-auth-send"
      >
        {t('ui_send_code')}
      </CountdownButton>
      <WarningDialog open={failure !== null} text={failure} onConfirm={() => setFailure(null)} />
    </div>
  );
}

export interface MobileCodeFieldsProps {
  /** Dialling code used when the player picked none. */
  defaultCode: string;
  /** Countdown minutes before the first reply. */
  defaultMinutes: number;
  /** The form, to move focus to the number when it is missing or wrong. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Asks the server for a code for this number. */
  send: (request: { mobileNum: string; countryDialingCode: string }) => Promise<SmsCodeResult>;
}

/**
 * Dialling code, mobile number and SMS code of a Formik form with `countryDialingCode`, `mobileNum` and
 * `verificationCode` (login by SMS, reset by phone): the number is checked before any code is asked for.
 */
export function MobileCodeFields({ defaultCode, defaultMinutes, formRef, send }: MobileCodeFieldsProps) {
  const { t } = useTranslation();
  const { values, setFieldTouched, setFieldError } = useFormikContext<{
    mobileNum: string;
    countryDialingCode: string;
  }>();
  return (
    <>
      <div className="pf-auth-row pf-auth-row--mobile">
        <DialingCodeSelect defaultCode={defaultCode} />
        <FormTextField
          name="mobileNum"
          label={t('reg_field_mobileNum')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
        />
      </div>
      <SmsCodeField
        defaultMinutes={defaultMinutes}
        onSend={async () => {
          if (!isMobileNumber(values.mobileNum)) {
            await setFieldTouched('mobileNum', true, false);
            setFieldError('mobileNum', values.mobileNum ? 'phone_invalid_number' : 'auth_mobile_required');
            formRef.current?.querySelector<HTMLElement>('input[name="mobileNum"]')?.focus();
            return false;
          }
          return send({
            mobileNum: mobileDigits(values.mobileNum),
            countryDialingCode: values.countryDialingCode || defaultCode,
          });
        }}
      />
    </>
  );
}
