import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@playfront/api-client';
import type { RegisterDownlineResult } from '@playfront/api-contract';
import { useGetRegisterSettingsQuery } from '@playfront/brand-config';
import { Button, Notice, PageSection, Select, TextField } from '@playfront/ui-kit';
import { WalletPage } from '@playfront/wallet';
import { useRegisterDownlineMutation } from './agent-api';
import { useAgentMessages } from './messages';
import { AgentCentreStyles } from './styles';

/** The fields of this form the server may refuse one by one. */
type FieldName = 'username' | 'birthday';

/** Today's date (UTC, as the server's age check counts it) for the date input's upper bound. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Account (register centre): registers a member or a sub-agent directly below the agent, then shows the
 * one-time password once, with a copy button and the note that it must be changed at the first login.
 * While the brand asks the date of birth at registration, the agent gives the holder's: the server checks
 * it against the brand's minimum age as it checks a player's own registration.
 */
export function RegisterPage() {
  useAgentMessages();
  const { t } = useTranslation();
  const [register, { isLoading }] = useRegisterDownlineMutation();
  const { data: settings } = useGetRegisterSettingsQuery();
  const askBirthday = Boolean(settings?.rules['birthday']?.enabled);
  const [birthday, setBirthday] = useState('');
  const [username, setUsername] = useState('');
  const [nickname, setNickname] = useState('');
  const [role, setRole] = useState<'member' | 'agent'>('member');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<RegisterDownlineResult | null>(null);
  const [copied, setCopied] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const name = username.trim();
    const missing: Partial<Record<FieldName, string>> = {};
    if (!name) missing.username = t('agent_username_required');
    if (askBirthday && !birthday) missing.birthday = t('agent_birthday_required');
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const reply = await register({
        username: name,
        role,
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
        ...(askBirthday ? { birthday } : {}),
      }).unwrap();
      setCreated(reply);
      setCopied(false);
    } catch (failure) {
      const refused: Partial<Record<FieldName, string>> = {};
      for (const field of isApiError(failure) ? failure.fields : []) {
        if (field.field === 'username' || field.field === 'birthday') refused[field.field] = field.message;
      }
      setFieldErrors(refused);
      if (Object.keys(refused).length === 0) setError(errorMessage(failure, t('err_unknown')));
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const restart = () => {
    setCreated(null);
    setUsername('');
    setNickname('');
    setBirthday('');
  };

  return (
    <WalletPage label={t('agent_page_register')}>
      <AgentCentreStyles />
      {created ? (
        <PageSection title={t('agent_register_done', { username: created.username })}>
          <p>{t('agent_initial_password')}</p>
          <p className="pf-ac__secret">
            <code aria-label={t('agent_initial_password')}>{created.initialPassword}</code>
            <Button size="sm" variant="secondary" onClick={() => void copy(created.initialPassword)}>
              {copied ? t('agent_copied') : t('agent_copy')}
            </Button>
          </p>
          <Notice kind="info">{t('agent_initial_password_note')}</Notice>
          <Button variant="secondary" onClick={restart}>
            {t('agent_register_another')}
          </Button>
        </PageSection>
      ) : (
        <PageSection title={t('agent_page_register')} lead={t('agent_register_lead')}>
          <form className="pf-wallet__form" noValidate onSubmit={(e) => void submit(e)}>
            <Select
              label={t('agent_register_role')}
              value={role}
              onChange={(e) => setRole(e.target.value === 'agent' ? 'agent' : 'member')}
              options={[
                { value: 'member', label: t('agent_role_member') },
                { value: 'agent', label: t('agent_role_agent') },
              ]}
            />
            <TextField
              label={t('agent_username')}
              autoComplete="off"
              value={username}
              maxLength={64}
              onChange={(e) => setUsername(e.target.value)}
              error={fieldErrors.username}
            />
            {askBirthday && (
              <TextField
                label={t('agent_birthday')}
                type="date"
                autoComplete="off"
                value={birthday}
                max={todayUtc()}
                onChange={(e) => setBirthday(e.target.value)}
                hint={t('agent_birthday_hint', { age: settings?.minimumAge })}
                error={fieldErrors.birthday}
              />
            )}
            <TextField
              label={t('agent_nickname')}
              autoComplete="off"
              value={nickname}
              maxLength={64}
              onChange={(e) => setNickname(e.target.value)}
            />
            <Notice>{error}</Notice>
            <Button type="submit" loading={isLoading}>
              {t('agent_register_submit')}
            </Button>
          </form>
        </PageSection>
      )}
    </WalletPage>
  );
}
