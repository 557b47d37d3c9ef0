import { useTranslation } from 'react-i18next';
import { gameCategories } from '@playfront/api-contract';
import { TextField } from '@playfront/ui-kit';

/** Turnover weights per game category, typed in percent (promotions and missions alike). */
export function WeightsFieldset({
  weights,
  readOnly,
  errorOf,
  onChange,
  fieldPrefix = 'rules.weights',
}: {
  weights: Record<string, string>;
  readOnly: boolean;
  /** The error of a server field (e.g. `rules.weights.RNG`). */
  errorOf: (field: string) => string | undefined;
  onChange: (weights: Record<string, string>) => void;
  /** The server's field path of the weights. */
  fieldPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="bo-fieldset">
      <legend className="bo-section__title">{t('bo_promo_weights')}</legend>
      <p className="bo-muted">{t('bo_promo_weights_hint')}</p>
      <div className="bo-filters__fields">
        {gameCategories.map((category) => (
          <TextField
            key={category}
            label={t('bo_promo_weight_of', { category })}
            inputMode="numeric"
            suffix="%"
            value={weights[category]}
            readOnly={readOnly}
            error={errorOf(`${fieldPrefix}.${category}`)}
            onChange={(event) => onChange({ ...weights, [category]: event.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
