import { useRef } from 'react';
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { isApiError } from '@playfront/api-client';
import { ErrorCode } from '@playfront/api-contract';
import { useGetRegisterSettingsQuery } from '@playfront/brand-config';
import { Button } from '@playfront/ui-kit';
import {
  FocusFirstError,
  FormAlert,
  NewPasswordFields,
  applyServerErrors,
  focusFirstInvalid,
} from './form-kit';
import { ruleTest } from './forgot-password-form';
import { useResetPasswordMutation } from './session-api';

export interface ResetPasswordFormProps {
  /** The token of the reset e-mail's link. */
  token: string;
  /** The server set the new password (and ended every session of the account). */
  onDone: () => void;
  /** The server refused the token: unknown, expired or already used. */
  onInvalidToken: (message: string) => void;
}

interface Values {
  newPassword: string;
  confirmNewPassword: string;
}

/** New password twice, checked by the brand's registration rule for passwords (as at registration). */
export function ResetPasswordForm({ token, onDone, onInvalidToken }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [reset] = useResetPasswordMutation();
  const { data: settings } = useGetRegisterSettingsQuery();
  const passwordRule = settings?.rules['password'];
  const schema = object({
    newPassword: string()
      .required('auth_new_password_required')
      .test('rule', ruleTest(passwordRule && { ...passwordRule, required: true })),
    confirmNewPassword: string()
      .required('auth_confirm_password_required')
      .test('same', 'inconsistent_twice', (value, context) => value === context.parent.newPassword),
  });

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      await reset({ token, ...values }).unwrap();
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.resetTokenInvalid) {
        onInvalidToken(error.message);
        return;
      }
      helpers.setStatus(
        applyServerErrors(error, helpers, ['newPassword', 'confirmNewPassword'], {}, t('err_unknown')),
      );
      setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    onDone();
  };

  return (
    <Formik<Values>
      initialValues={{ newPassword: '', confirmNewPassword: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting, status }) => (
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="pf-auth-form">
          <FocusFirstError formRef={formRef} />
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
