import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customerServiceTypes, isHttpsAddress, resourceTypes } from '@playfront/api-contract';
import type { BrandResources, CustomerServiceType, ResourceType } from '@playfront/api-contract';
import { useGetPermissionQuery } from '@playfront/brand-config';
import { Button, Checkbox, Notice, TextField, useToast } from '@playfront/ui-kit';
import { useBrandResourcesQuery, useSetBrandResourcesMutation } from '../../api/brand-api';
import { useOperator } from '../../app/use-operator';
import { useFormRefusal } from '../../components/field-errors';
import { QueryState, Screen } from '../../components/screen';
import { BrandSections } from './brand-sections';

interface ResourceDraft {
  offered: boolean;
  url: string;
  labelNameEn: string;
  labelNameCn: string;
}
interface ChatDraft {
  offered: boolean;
  url: string;
}
export interface ResourcesDraft {
  resources: Record<ResourceType, ResourceDraft>;
  chats: Record<CustomerServiceType, ChatDraft>;
}

/** The form's state: every type, offered or not, with what the brand has saved. */
export function draftOfResources(saved: BrandResources): ResourcesDraft {
  const resources = Object.fromEntries(
    resourceTypes.map((type) => {
      const entry = saved.resources.find((row) => row.resourceType === type);
      return [
        type,
        entry
          ? { offered: true, url: entry.url, labelNameEn: entry.labelNameEn, labelNameCn: entry.labelNameCn }
          : { offered: false, url: '', labelNameEn: '', labelNameCn: '' },
      ];
    }),
  ) as Record<ResourceType, ResourceDraft>;
  const chats = Object.fromEntries(
    customerServiceTypes.map((type) => {
      const entry = saved.customerService.find((row) => row.type === type);
      return [type, { offered: Boolean(entry), url: entry?.url ?? '' }];
    }),
  ) as Record<CustomerServiceType, ChatDraft>;
  return { resources, chats };
}

/**
 * The request of a draft, or the problems of its offered entries by field path (`resources.IOS.url`,
 * `chats.VIP.url`) as translation keys.
 */
export function resourcesOfDraft(
  draft: ResourcesDraft,
): { body: BrandResources } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const body: BrandResources = { resources: [], customerService: [] };
  for (const type of resourceTypes) {
    const entry = draft.resources[type];
    if (!entry.offered) continue;
    if (!isHttpsAddress(entry.url)) problems[`resources.${type}.url`] = 'bo_resources_url_invalid';
    for (const field of ['labelNameEn', 'labelNameCn'] as const) {
      if (!entry[field].trim()) problems[`resources.${type}.${field}`] = 'bo_field_required';
    }
    body.resources.push({
      resourceType: type,
      url: entry.url.trim(),
      labelNameEn: entry.labelNameEn.trim(),
      labelNameCn: entry.labelNameCn.trim(),
    });
  }
  for (const type of customerServiceTypes) {
    const entry = draft.chats[type];
    if (!entry.offered) continue;
    if (!isHttpsAddress(entry.url)) problems[`chats.${type}.url`] = 'bo_resources_url_invalid';
    body.customerService.push({ type, url: entry.url.trim() });
  }
  return Object.keys(problems).length > 0 ? { problems } : { body };
}

/** The server's field paths (`resources.0.url`) as the form's (`resources.ANDROID.url`). */
const formField = (body: BrandResources, field: string): string => {
  const match = /^(resources|customerService)\.(\d+)(\..+)?$/.exec(field);
  if (!match) return field;
  const index = Number(match[2]);
  const type =
    match[1] === 'resources' ? body.resources[index]?.resourceType : body.customerService[index]?.type;
  return `${match[1] === 'resources' ? 'resources' : 'chats'}.${type}${match[3] ?? '.url'}`;
};

function ResourcesForm({ saved }: { saved: BrandResources }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const writable = canWrite('setting');
  const permission = useGetPermissionQuery();
  const [save, { isLoading }] = useSetBrandResourcesMutation();
  const [draft, setDraft] = useState<ResourcesDraft>(() => draftOfResources(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const readRefusal = useFormRefusal();
  const qrOf = (type: string) =>
    permission.data?.resources.find((entry) => entry.resourceType === type)?.qrCodeUrl ?? null;

  const setResource = (type: ResourceType, change: Partial<ResourceDraft>) =>
    setDraft((current) => ({
      ...current,
      resources: { ...current.resources, [type]: { ...current.resources[type], ...change } },
    }));
  const setChat = (type: CustomerServiceType, change: Partial<ChatDraft>) =>
    setDraft((current) => ({
      ...current,
      chats: { ...current.chats, [type]: { ...current.chats[type], ...change } },
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = resourcesOfDraft(draft);
    if ('problems' in checked) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([field, key]) => [field, t(key)])));
      setFailure(t('bo_form_fix_fields'));
      return;
    }
    setErrors({});
    try {
      await save(checked.body).unwrap();
      toast.show({ kind: 'success', message: t('bo_resources_saved') });
    } catch (refusal) {
      const read = readRefusal(refusal);
      setErrors(
        Object.fromEntries(
          Object.entries(read.fields).map(([field, text]) => [formField(checked.body, field), text]),
        ),
      );
      setFailure(read.message);
    }
  };

  return (
    <form className="bo-form" noValidate aria-label={t('bo_resources_form')} onSubmit={(e) => void submit(e)}>
      <h2 className="bo-section__title">{t('bo_resources_downloads')}</h2>
      <p className="bo-hint">{t('bo_resources_downloads_lead')}</p>
      {resourceTypes.map((type) => {
        const entry = draft.resources[type];
        const qr = entry.offered ? qrOf(type) : null;
        return (
          <fieldset key={type} className="bo-resource" disabled={!writable}>
            <legend>{t(`bo_resources_type_${type}`)}</legend>
            <Checkbox
              label={t('bo_resources_offered')}
              checked={entry.offered}
              onChange={(event) => setResource(type, { offered: event.target.checked })}
            />
            {entry.offered && (
              <div className="bo-resource__fields">
                <TextField
                  label={t('bo_resources_url')}
                  hint={t('bo_resources_url_hint')}
                  type="url"
                  inputMode="url"
                  maxLength={500}
                  value={entry.url}
                  error={errors[`resources.${type}.url`]}
                  onChange={(event) => setResource(type, { url: event.target.value })}
                />
                <TextField
                  label={t('bo_resources_label_en')}
                  maxLength={40}
                  value={entry.labelNameEn}
                  error={errors[`resources.${type}.labelNameEn`]}
                  onChange={(event) => setResource(type, { labelNameEn: event.target.value })}
                />
                <TextField
                  label={t('bo_resources_label_cn')}
                  maxLength={40}
                  value={entry.labelNameCn}
                  error={errors[`resources.${type}.labelNameCn`]}
                  onChange={(event) => setResource(type, { labelNameCn: event.target.value })}
                />
                {qr && (
                  <img
                    className="bo-resource__qr"
                    src={qr}
                    width={96}
                    height={96}
                    alt={t('bo_resources_qr', { name: t(`bo_resources_type_${type}`) })}
                  />
                )}
              </div>
            )}
          </fieldset>
        );
      })}
      <h2 className="bo-section__title">{t('bo_resources_chats')}</h2>
      <p className="bo-hint">{t('bo_resources_chats_lead')}</p>
      {customerServiceTypes.map((type) => {
        const entry = draft.chats[type];
        return (
          <fieldset key={type} className="bo-resource" disabled={!writable}>
            <legend>{t(`bo_resources_chat_${type}`)}</legend>
            <Checkbox
              label={t('bo_resources_offered')}
              checked={entry.offered}
              onChange={(event) => setChat(type, { offered: event.target.checked })}
            />
            {entry.offered && (
              <div className="bo-resource__fields">
                <TextField
                  label={t('bo_resources_url')}
                  hint={t('bo_resources_url_hint')}
                  type="url"
                  inputMode="url"
                  maxLength={500}
                  value={entry.url}
                  error={errors[`chats.${type}.url`]}
                  onChange={(event) => setChat(type, { url: event.target.value })}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      <Notice>{failure}</Notice>
      {writable && (
        <div className="bo-row">
          <Button type="submit" loading={isLoading}>
            {t('bo_resources_save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** Brand → support and app downloads: the apps and chats the portal's right bar links, with their QR codes. */
export function ResourcesPage() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useBrandResourcesQuery();
  return (
    <Screen title={t('bo_nav_brand')} lead={t('bo_resources_lead')}>
      <BrandSections />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {data && <ResourcesForm saved={data} />}
      </QueryState>
    </Screen>
  );
}
