import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@playfront/api-client';

/** A refusal of a form: the server's field errors by field path (e.g. `rules.amount`), and its message. */
export interface FormRefusal {
  fields: Record<string, string>;
  message: string;
}

/** The back office's text of a field error's key (the server's checks and the schema's keywords). */
const fieldKey = (key: string): string | null => {
  if (key === 'required' || key === 'reg_required') return 'bo_field_required';
  if (key === 'too_large' || key === 'invalid_maximum' || key === 'invalid_maxLength')
    return 'bo_field_too_large';
  if (key === 'invalid_minimum' || key === 'invalid_minLength') return 'bo_field_too_small';
  if (key === 'resource_url_invalid') return 'bo_resources_url_invalid';
  if (key === 'origin_invalid') return 'bo_cors_origin_invalid';
  if (key === 'invalid' || key.startsWith('invalid_')) return 'bo_field_invalid';
  return null;
};

/**
 * Reads a refusal for a form: each field error in the operator's language under its field path, and the
 * refusal's own text (a field the form does not show is named in it).
 */
export function useFormRefusal() {
  const { t } = useTranslation();
  return (refusal: unknown, shown: (field: string) => boolean = () => true): FormRefusal => {
    if (!isApiError(refusal)) return { fields: {}, message: errorMessage(refusal, t('err_unknown')) };
    const fields: Record<string, string> = {};
    const others: string[] = [];
    for (const field of refusal.fields) {
      const key = fieldKey(field.key);
      const text = key ? t(key) : field.message;
      if (field.field && shown(field.field)) fields[field.field] ??= text;
      else others.push(`${field.field}: ${text}`);
    }
    const message = Object.keys(fields).length > 0 ? t('bo_form_fix_fields') : refusal.message;
    return { fields, message: [message, ...others].join(' ') };
  };
}
