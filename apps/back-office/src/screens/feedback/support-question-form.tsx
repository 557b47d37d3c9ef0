import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportQuestionBounds } from '@playfront/api-contract';
import { Button, Notice, TextField, useToast } from '@playfront/ui-kit';
import { useFeedbackConfigQuery, useSetSupportQuestionMutation } from '../../api/support-api';
import { useOperator } from '../../app/use-operator';
import { useFormRefusal } from '../../components/field-errors';
import { QueryState } from '../../components/screen';

/** The most words a bound may be (the server's schema). */
const MOST_WORDS = 100;

/** The bounds as typed, or the translation key of what is wrong with each field. */
export function boundsOf(
  min: string,
  max: string,
): { bounds: SupportQuestionBounds } | { errors: Partial<Record<keyof SupportQuestionBounds, string>> } {
  const read = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN);
  const minWords = read(min);
  const maxWords = read(max);
  const errors: Partial<Record<keyof SupportQuestionBounds, string>> = {};
  const inRange = (value: number) => Number.isInteger(value) && value >= 1 && value <= MOST_WORDS;
  if (!inRange(minWords)) errors.minWords = 'bo_question_words_range';
  if (!inRange(maxWords)) errors.maxWords = 'bo_question_words_range';
  if (!errors.minWords && !errors.maxWords && minWords > maxWords)
    errors.minWords = 'bo_question_min_above_max';
  return Object.keys(errors).length > 0 ? { errors } : { bounds: { minWords, maxWords } };
}

function BoundsForm({ saved }: { saved: SupportQuestionBounds }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const writable = canWrite('setting');
  const [save, { isLoading }] = useSetSupportQuestionMutation();
  const [min, setMin] = useState(String(saved.minWords));
  const [max, setMax] = useState(String(saved.maxWords));
  const [errors, setErrors] = useState<Partial<Record<keyof SupportQuestionBounds, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const readRefusal = useFormRefusal();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = boundsOf(min, max);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await save(checked.bounds).unwrap();
      toast.show({ kind: 'success', message: t('bo_question_saved', checked.bounds) });
    } catch (refusal) {
      setFailure(readRefusal(refusal).message);
    }
  };
  return (
    <form
      noValidate
      className="bo-form bo-section"
      aria-labelledby="bo-question-title"
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="bo-question-title" className="bo-section__title">
        {t('bo_question_title')}
      </h2>
      <p className="bo-hint">{t('bo_question_lead')}</p>
      <div className="bo-row">
        <TextField
          label={t('bo_question_min')}
          inputMode="numeric"
          value={min}
          readOnly={!writable}
          error={errors.minWords && t(errors.minWords, { most: MOST_WORDS })}
          onChange={(event) => setMin(event.target.value)}
        />
        <TextField
          label={t('bo_question_max')}
          inputMode="numeric"
          value={max}
          readOnly={!writable}
          error={errors.maxWords && t(errors.maxWords, { most: MOST_WORDS })}
          onChange={(event) => setMax(event.target.value)}
        />
      </div>
      <Notice>{failure}</Notice>
      {writable && (
        <div className="bo-row">
          <Button type="submit" loading={isLoading}>
            {t('bo_save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * How long a support question (feedback of category "question") may be, in words: what the feedback form
 * checks before sending and the server checks again. The brand's setting (the `setting` area).
 */
export function SupportQuestionSection() {
  const { data, isLoading, error, refetch } = useFeedbackConfigQuery();
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      {data && (
        <BoundsForm key={`${data.question.minWords}-${data.question.maxWords}`} saved={data.question} />
      )}
    </QueryState>
  );
}
