import { useRef } from 'react';
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { useGetRegisterSettingsQuery } from '@playfront/brand-config';
import {
  FocusFirstError,
  FormAlert,
  FormPasswordField,
  applyServerErrors,
  focusFirstInvalid,
  NewPasswordFields,
} from './form-kit';
import { ruleTest } from './forgot-password-form';
import { useChangePasswordMutation } from './session-api';
import { Button } from '@playfront/ui-kit';

export interface ChangePasswordFormProps {
  /** The current password when already known (just typed at a forced change): its field is then hidden. */
  knownOldPassword?: string | null;
  /** Called after the server accepted the new password (it ends every session). */
  onChanged: (newPassword: string) => Promise<void>;
}

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Old, new and confirmation (spec §5): new by the password rule, confirmation equal to new. */
export function ChangePasswordForm({ knownOldPassword, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [change] = useChangePasswordMutation();
  const { data: settings } = useGetRegisterSettingsQuery();
  const passwordRule = settings?.rules['password'];
  const askOld = !knownOldPassword;
  const schema = object({
    oldPassword: askOld ? string().required('auth_old_password_required') : string(),
    newPassword: string()
      .required('auth_new_password_required')
      .test('rule', ruleTest(passwordRule && { ...passwordRule, required: true }))
      .test(
        'differs',
        'err_password_reused',
        (value, context) => value !== (context.parent.oldPassword || knownOldPassword),
      ),
    confirmNewPassword: string()
      .required('auth_confirm_password_required')
      .test('same', 'inconsistent_twice', (value, context) => value === context.parent.newPassword),
  });

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      await change({
        oldPassword: askOld ? values.oldPassword : (knownOldPassword ?? ''),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      }).unwrap();
    } catch (error) {
      helpers.setStatus(
        applyServerErrors(
          error,
          helpers,
          ['oldPassword', 'newPassword', 'confirmNewPassword'],
          {},
          t('err_unknown'),
        ),
      );
      setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    await onChanged(values.newPassword);
  };

  return (
    <Formik<Values>
      initialValues={{ oldPassword: '', newPassword: '', confirmNewPassword: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting, status }) => (
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="pf-auth-form">
          <FocusFirstError formRef={formRef} />
          {askOld && (
            <FormPasswordField
              name="oldPassword"
              label={t('auth_old_password')}
              autoComplete="current-password"
              maxLength={128}
            />
          )}
          <NewPasswordFields />
          <FormAlert>{status}</FormAlert>
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('auth_change_password_submit')}
          </Button>
        </form>
      )}
    </Formik>
  );
}
