import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowableOrigin } from '@playfront/api-contract';
import { Button, Notice, useToast } from '@playfront/ui-kit';
import { useCorsOriginsQuery, useSetCorsOriginsMutation } from '../../api/brand-api';
import { useOperator } from '../../app/use-operator';
import { useFormRefusal } from '../../components/field-errors';
import { QueryState } from '../../components/screen';
import { TextArea } from '../../components/text-area';

/** The origins as typed, one per line (blank lines ignored), or the first line that is not an origin. */
export function originsOf(text: string): { origins: string[] } | { invalid: string } {
  const origins = [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
  const invalid = origins.find((origin) => !isAllowableOrigin(origin));
  return invalid === undefined ? { origins } : { invalid };
}

function OriginsForm({ saved }: { saved: string[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const writable = canWrite('setting');
  const [save, { isLoading }] = useSetCorsOriginsMutation();
  const [text, setText] = useState(saved.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const readRefusal = useFormRefusal();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = originsOf(text);
    if ('invalid' in checked) {
      setError(t('bo_cors_origin_invalid_line', { origin: checked.invalid }));
      return;
    }
    setError(null);
    try {
      const result = await save({ origins: checked.origins }).unwrap();
      setText(result.origins.join('\n'));
      toast.show({ kind: 'success', message: t('bo_cors_saved', { count: result.origins.length }) });
    } catch (refusal) {
      const read = readRefusal(refusal);
      setError(Object.values(read.fields)[0] ?? null);
      setFailure(read.message);
    }
  };
  return (
    <form
      noValidate
      className="bo-form bo-section"
      aria-labelledby="bo-cors-title"
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="bo-cors-title" className="bo-section__title">
        {t('bo_cors_title')}
      </h2>
      <p className="bo-hint">{t('bo_cors_lead')}</p>
      <TextArea
        label={t('bo_cors_origins')}
        hint={t('bo_cors_hint')}
        error={error}
        rows={4}
        spellCheck={false}
        autoCapitalize="off"
        value={text}
        readOnly={!writable}
        onChange={(event) => setText(event.target.value)}
      />
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
 * The brand's CORS list: the web origins of its own apps on other addresses whose pages may call the API
 * from a browser (a brand app on its own domain). Per brand, the `setting` area.
 */
export function CorsSection() {
  const { data, isLoading, error, refetch, fulfilledTimeStamp } = useCorsOriginsQuery();
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      {data && <OriginsForm key={fulfilledTimeStamp} saved={data.origins} />}
    </QueryState>
  );
}
