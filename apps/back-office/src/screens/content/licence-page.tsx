import { useTranslation } from 'react-i18next';
import { useToast } from '@playfront/ui-kit';
import { useLicenceQuery, useSetLicenceMutation } from '../../api/content-texts-api';
import { useOperator } from '../../app/use-operator';
import { LanguageLines } from '../../components/language-lines';
import { ContentSections, textsRefusal } from '../../components/rich-text/language-texts';
import { QueryState, Screen } from '../../components/screen';

/** The licence line of the portal's footer in each language. */
export function LicencePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const { data, isLoading, error, refetch, fulfilledTimeStamp } = useLicenceQuery();
  const [save, { isLoading: saving }] = useSetLicenceMutation();
  return (
    <Screen title={t('bo_nav_content')}>
      <ContentSections />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {data && (
          <section className="bo-section" aria-labelledby="bo-licence-title">
            <h2 id="bo-licence-title" className="bo-section__title">
              {t('bo_licence')}
            </h2>
            <LanguageLines
              key={fulfilledTimeStamp}
              label={t('bo_licence')}
              fieldLabel={(language) => t('bo_licence_in', { language })}
              hint={t('bo_licence_hint')}
              stored={data.texts}
              maxLength={500}
              multiline
              readOnly={!canWrite('content')}
              busy={saving}
              refusalText={(refusal) => textsRefusal(t, refusal)}
              onSave={async (texts) => {
                await save({ texts }).unwrap();
                toast.show({ kind: 'success', message: t('bo_licence_saved') });
              }}
            />
          </section>
        )}
      </QueryState>
    </Screen>
  );
}
