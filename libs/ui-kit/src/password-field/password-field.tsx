import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { IconButton } from '../icon-button/icon-button';
import { TextField } from '../text-field/text-field';
import type { TextFieldProps } from '../text-field/text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /** Start with the password shown. */
  defaultVisible?: boolean;
}

/** A TextField for passwords with a translated show/hide toggle. */
export function PasswordField({ defaultVisible = false, id, autoComplete, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? `pf-password-${autoId}`;
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...rest}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete ?? 'current-password'}
      autoCapitalize="off"
      spellCheck={false}
      suffix={
        <IconButton
          size="sm"
          label={visible ? t('ui_hide_password') : t('ui_show_password')}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
          disabled={rest.disabled}
        />
      }
    />
  );
}
