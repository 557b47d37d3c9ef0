import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WhitelabelFlag, isWhitelabelFlagOn } from '@playfront/api-contract';
import type {
  RegistrationRule,
  RegistrationRules,
  SecuritySettings,
  WhitelabelTree,
} from '@playfront/api-contract';
import { useGetPermissionQuery } from '@playfront/brand-config';
import { Button, Checkbox, ConfirmDialog, Notice, TextField, useToast } from '@playfront/ui-kit';
import {
  useSecuritySettingsQuery,
  useSetLoginDeviceCheckMutation,
  useSetPasswordExpiryMutation,
  useSetRegisterRulesMutation,
  useSetWhitelabelFlagMutation,
} from '../../api/brand-api';
import { useOperator } from '../../app/use-operator';
import { useFormRefusal } from '../../components/field-errors';
import { HintedCheckbox } from '../../components/hinted-checkbox';
import { QueryState, Screen } from '../../components/screen';
import { BrandSections } from './brand-sections';
import { CorsSection } from './cors-section';

/** A flag's state in the tree as the form edits it: modId → on. */
type FlagStates = Record<string, boolean>;

export const flagStatesOf = (tree: WhitelabelTree): FlagStates =>
  Object.fromEntries(
    tree.flatMap((group) => [
      [group.modId, group.enabled === 1],
      ...group.childrenNodes.map((flag) => [flag.modId, flag.enabled === 1] as const),
    ]),
  );

/** The flags whose state differs from the tree's, in the tree's order. */
export const changedFlags = (tree: WhitelabelTree, states: FlagStates): { modId: string; on: boolean }[] =>
  Object.entries(flagStatesOf(tree))
    .filter(([modId, on]) => states[modId] !== on)
    .map(([modId]) => ({ modId, on: Boolean(states[modId]) }));

/** The flags tree: each group and flag on or off, saved after a confirmation that lists the changes. */
function FlagsForm({ tree }: { tree: WhitelabelTree }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const writable = canWrite('whitelabel');
  const [setFlag, { isLoading }] = useSetWhitelabelFlagMutation();
  const [states, setStates] = useState<FlagStates>(() => flagStatesOf(tree));
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const readRefusal = useFormRefusal();
  const changes = changedFlags(tree, states);
  const name = (modId: string) => t(`bo_flag_${modId}`, { defaultValue: modId });
  const save = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      for (const change of changes)
        await setFlag({ modId: change.modId, enabled: change.on ? 1 : 0 }).unwrap();
      toast.show({ kind: 'success', message: t('bo_flags_saved') });
    } catch (refusal) {
      setFailure(readRefusal(refusal).message);
    }
  };
  const box = (modId: string, hint: boolean) => (
    <HintedCheckbox
      key={modId}
      label={hint ? name(modId) : t('bo_flags_group_on', { name: name(modId) })}
      hint={hint ? t(`bo_flag_${modId}_hint`, { defaultValue: '' }) || undefined : undefined}
      checked={Boolean(states[modId])}
      disabled={!writable}
      onChange={(event) => setStates({ ...states, [modId]: event.target.checked })}
    />
  );
  return (
    <form
      noValidate
      className="bo-form bo-section"
      aria-labelledby="bo-flags-title"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (changes.length > 0) setConfirming(true);
      }}
    >
      <h2 id="bo-flags-title" className="bo-section__title">
        {t('bo_flags')}
      </h2>
      <p className="bo-muted">{t('bo_flags_lead')}</p>
      {tree.map((group) => (
        <fieldset key={group.modId} className="bo-fieldset bo-flag-group">
          <legend>{name(group.modId)}</legend>
          {box(group.modId, false)}
          <div className="bo-flag-group__flags">
            {group.childrenNodes.map((flag) => box(flag.modId, true))}
          </div>
        </fieldset>
      ))}
      <Notice>{failure}</Notice>
      {writable ? (
        <div className="bo-row">
          <Button type="submit" loading={isLoading} disabled={changes.length === 0}>
            {t('bo_save')}
          </Button>
        </div>
      ) : (
        <p className="bo-muted">{t('bo_read_only_hint')}</p>
      )}
      <ConfirmDialog
        open={confirming}
        titleKey="bo_flags_confirm_title"
        text={
          <>
            <p>{t('bo_flags_confirm_text')}</p>
            <ul>
              {changes.map((change) => (
                <li key={change.modId}>
                  {t(change.on ? 'bo_flags_turn_on' : 'bo_flags_turn_off', { name: name(change.modId) })}
                </li>
              ))}
            </ul>
          </>
        }
        submitKey="bo_save"
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

/** The password expiry (days, 0 = never) and the new-device check. */
function SignInForm({ settings, expiryOn }: { settings: SecuritySettings; expiryOn: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const writable = canWrite('setting');
  const readRefusal = useFormRefusal();
  const [setExpiry, expiryState] = useSetPasswordExpiryMutation();
  const [setDeviceCheck, deviceState] = useSetLoginDeviceCheckMutation();
  const [days, setDays] = useState(String(settings.passwordExpiryDays));
  const [deviceCheck, setDeviceCheckOn] = useState(settings.loginDeviceCheck);
  const [daysError, setDaysError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days.trim());
    const valid = /^\d+$/.test(days.trim()) && value <= 3650;
    setDaysError(valid ? undefined : t('bo_security_days_invalid'));
    if (!valid) return;
    setFailure(null);
    try {
      if (value !== settings.passwordExpiryDays) await setExpiry(value).unwrap();
      if (deviceCheck !== settings.loginDeviceCheck) await setDeviceCheck(deviceCheck).unwrap();
      toast.show({ kind: 'success', message: t('bo_security_saved') });
    } catch (refusal) {
      setFailure(readRefusal(refusal).message);
    }
  };
  return (
    <form noValidate className="bo-form bo-section" aria-labelledby="bo-signin-title" onSubmit={save}>
      <h2 id="bo-signin-title" className="bo-section__title">
        {t('bo_security_signin')}
      </h2>
      <TextField
        label={t('bo_security_days')}
        hint={t(expiryOn ? 'bo_security_days_hint' : 'bo_security_days_hint_off')}
        inputMode="numeric"
        value={days}
        readOnly={!writable}
        error={daysError}
        onChange={(event) => setDays(event.target.value)}
      />
      <HintedCheckbox
        label={t('bo_security_device_check')}
        hint={t('bo_security_device_check_hint')}
        checked={deviceCheck}
        disabled={!writable}
        onChange={(event) => setDeviceCheckOn(event.target.checked)}
      />
      <Notice>{failure}</Notice>
      {writable && (
        <div className="bo-row">
          <Button type="submit" loading={expiryState.isLoading || deviceState.isLoading}>
            {t('bo_save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** One rule as the form edits it: lengths as typed. */
interface RuleDraft {
  enabled: boolean;
  required: boolean;
  minLength: string;
  maxLength: string;
}

const passwordFields = new Set(['password', 'confirmPassword']);

/** The registration form's fields in its own order (the server stores them unordered); others after. */
const fieldOrder = [
  'username',
  'password',
  'confirmPassword',
  'birthday',
  'mobileNum',
  'verificationCode',
  'email',
  'payeeName',
  'paymentPassword',
  'captcha',
  'affiliateCode',
  'referralCode',
  'recommenderId',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
];

export const orderedFields = (rules: RegistrationRules): string[] =>
  Object.keys(rules).sort((a, b) => {
    const rank = (field: string) =>
      fieldOrder.includes(field) ? fieldOrder.indexOf(field) : fieldOrder.length;
    return rank(a) - rank(b) || a.localeCompare(b);
  });

/**
 * The changed rules to send, whole; or the problems by `<field>.<key>`: lengths are whole numbers from 0 to
 * 1000, the minimum at most the maximum, and a password always asked, 8 characters at least.
 */
export function rulesRequest(
  rules: RegistrationRules,
  drafts: Record<string, RuleDraft>,
): { body: RegistrationRules; problems: Record<string, string> } {
  const body: RegistrationRules = {};
  const problems: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const draft = drafts[field];
    if (!draft) continue;
    const length = (text: string, key: 'minLength' | 'maxLength') => {
      const value = Number(text.trim());
      if (!/^\d+$/.test(text.trim()) || value > 1000) problems[`${field}.${key}`] = 'bo_rules_length_invalid';
      return value;
    };
    const next: RegistrationRule = {
      ...rule,
      enabled: draft.enabled,
      required: draft.enabled && draft.required,
      minLength: length(draft.minLength, 'minLength'),
      maxLength: length(draft.maxLength, 'maxLength'),
    };
    if (!problems[`${field}.minLength`] && !problems[`${field}.maxLength`] && next.minLength > next.maxLength)
      problems[`${field}.minLength`] = 'bo_rules_min_above_max';
    if (passwordFields.has(field) && next.minLength < 8 && !problems[`${field}.minLength`])
      problems[`${field}.minLength`] = 'bo_rules_password_min';
    const changed = (['enabled', 'required', 'minLength', 'maxLength'] as const).some(
      (key) => next[key] !== rule[key],
    );
    if (changed) body[field] = next;
  }
  return { body, problems };
}

/** Per registration field: shown, required and its lengths (the password is always asked). */
function RulesForm({ rules }: { rules: RegistrationRules }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const writable = canWrite('setting');
  const readRefusal = useFormRefusal();
  const [save, { isLoading }] = useSetRegisterRulesMutation();
  const [drafts, setDrafts] = useState<Record<string, RuleDraft>>(() =>
    Object.fromEntries(
      Object.entries(rules).map(([field, rule]) => [
        field,
        {
          enabled: rule.enabled,
          required: rule.required,
          minLength: String(rule.minLength),
          maxLength: String(rule.maxLength),
        },
      ]),
    ),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: string, change: Partial<RuleDraft>) =>
    setDrafts({ ...drafts, [field]: { ...drafts[field]!, ...change } });
  const fieldName = (field: string) => t(`bo_rules_field_${field}`, { defaultValue: field });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, problems: found } = rulesRequest(rules, drafts);
    setProblems(Object.fromEntries(Object.entries(found).map(([key, text]) => [key, t(text)])));
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setFailure(t('bo_form_fix_fields'));
      return;
    }
    if (Object.keys(body).length === 0) return;
    try {
      await save(body).unwrap();
      toast.show({ kind: 'success', message: t('bo_rules_saved') });
    } catch (refusal) {
      const read = readRefusal(refusal);
      setProblems(read.fields);
      setFailure(read.message);
    }
  };
  return (
    <form noValidate className="bo-form bo-section" aria-labelledby="bo-rules-title" onSubmit={submit}>
      <h2 id="bo-rules-title" className="bo-section__title">
        {t('bo_rules')}
      </h2>
      <p className="bo-muted">{t('bo_rules_lead')}</p>
      {/* A focusable scroll box, so a keyboard can scroll the wide table (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="bo-table__scroll" tabIndex={0} role="group" aria-label={t('bo_rules')}>
        <table className="bo-table bo-rules">
          <caption className="pf-visually-hidden">{t('bo_rules')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo_rules_field')}</th>
              <th scope="col">{t('bo_rules_shown')}</th>
              <th scope="col">{t('bo_rules_required')}</th>
              <th scope="col">{t('bo_rules_min')}</th>
              <th scope="col">{t('bo_rules_max')}</th>
            </tr>
          </thead>
          <tbody>
            {orderedFields(rules).map((field) => {
              const draft = drafts[field]!;
              const locked = !writable || passwordFields.has(field);
              const name = fieldName(field);
              return (
                <tr key={field}>
                  <th scope="row">
                    {name} <span className="bo-muted">({field})</span>
                  </th>
                  <td>
                    <Checkbox
                      label={<span className="pf-visually-hidden">{t('bo_rules_shown_of', { name })}</span>}
                      checked={draft.enabled}
                      disabled={locked}
                      onChange={(event) => set(field, { enabled: event.target.checked })}
                    />
                  </td>
                  <td>
                    <Checkbox
                      label={
                        <span className="pf-visually-hidden">{t('bo_rules_required_of', { name })}</span>
                      }
                      checked={draft.enabled && draft.required}
                      disabled={locked || !draft.enabled}
                      onChange={(event) => set(field, { required: event.target.checked })}
                    />
                  </td>
                  {(['minLength', 'maxLength'] as const).map((key) => (
                    <td key={key}>
                      <TextField
                        className="bo-rules__length"
                        label={
                          <span className="pf-visually-hidden">
                            {t(key === 'minLength' ? 'bo_rules_min_of' : 'bo_rules_max_of', { name })}
                          </span>
                        }
                        inputMode="numeric"
                        value={draft[key]}
                        readOnly={!writable}
                        error={problems[`${field}.${key}`]}
                        onChange={(event) => set(field, { [key]: event.target.value })}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
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

/** The brand's sign-up and sign-in: its flags, the sign-in settings and the registration rules. */
export function SecurityPage() {
  const { t } = useTranslation();
  const { canRead } = useOperator();
  const permission = useGetPermissionQuery();
  const security = useSecuritySettingsQuery(undefined, { skip: !canRead('setting') });
  const tree = permission.data?.whitelabel ?? [];
  return (
    <Screen title={t('bo_nav_brand')} lead={t('bo_security_lead')}>
      <BrandSections />
      <QueryState
        isLoading={permission.isLoading || security.isLoading}
        error={permission.error ?? security.error}
        refetch={() => {
          void permission.refetch();
          if (canRead('setting')) void security.refetch();
        }}
      >
        {permission.data && (
          <>
            <div className="bo-columns">
              {canRead('whitelabel') && (
                <FlagsForm key={`flags-${permission.fulfilledTimeStamp}`} tree={tree} />
              )}
              {security.data && (
                <SignInForm
                  key={`signin-${security.fulfilledTimeStamp}`}
                  settings={security.data}
                  expiryOn={isWhitelabelFlagOn(tree, WhitelabelFlag.PWDEXPFORCECHANGE3)}
                />
              )}
            </div>
            {canRead('setting') && (
              <RulesForm
                key={`rules-${permission.fulfilledTimeStamp}`}
                rules={permission.data.registerRules}
              />
            )}
            {canRead('setting') && <CorsSection />}
          </>
        )}
      </QueryState>
    </Screen>
  );
}
