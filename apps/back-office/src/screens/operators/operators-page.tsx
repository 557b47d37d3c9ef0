import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@playfront/api-client';
import type { ApiError } from '@playfront/api-client';
import { operatorRoles } from '@playfront/api-contract';
import type { OperatorAccount, OperatorRole } from '@playfront/api-contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Modal,
  Notice,
  PasswordField,
  Select,
  TextField,
  useToast,
} from '@playfront/ui-kit';
import {
  useCreateOperatorMutation,
  useOperatorsQuery,
  useResetOperatorMutation,
  useRolesQuery,
  useUpdateOperatorMutation,
} from '../../api/operator-api';
import { useRoleName } from '../../app/shell';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { RecordsView } from '../../components/data-table';
import { FilterBar } from '../../components/filter-bar';
import { matchesText, pageOf } from '../../components/paging';
import type { Column } from '../../components/data-table';
import { DetailPane, Facts } from '../../components/detail-pane';
import { Tag } from '../../components/tag';
import { useFormat } from '../../components/format';
import { QueryState, Screen } from '../../components/screen';

const PAGE_SIZE = 25;

/** Operators' passwords: 12 to 128 characters (the contract's rule; the server checks common ones). */
export const passwordProblem = (password: string): 'short' | 'long' | null =>
  password.length < 12 ? 'short' : password.length > 128 ? 'long' : null;

/** Operators' usernames: 3 to 32 of a-z, 0-9, _ . -, starting with a letter. */
export const usernameValid = (username: string): boolean => /^[a-z][a-z0-9_.-]{2,31}$/.test(username);

/** The areas a role's permissions let it change (`write`), and those it may only read. */
export function grantedAreas(permissions: readonly string[]): { changes: string[]; reads: string[] } {
  const split = permissions.map((permission) => permission.split(':') as [string, string?]);
  const changes = [...new Set(split.filter(([, kind]) => kind === 'write').map(([area]) => area))];
  const reads = [
    ...new Set(
      split.filter(([area, kind]) => kind === 'read' && !changes.includes(area)).map(([area]) => area),
    ),
  ];
  return { changes, reads };
}

/** The messages of a refusal's fields, or its own message. */
const refusalText = (failure: unknown, fallback: string): string => {
  if (isApiError(failure) && failure.fields.length > 0)
    return failure.fields.map((field: ApiError['fields'][number]) => field.message).join(' ');
  return errorMessage(failure, fallback);
};

/** Role checkboxes, each with what the role may do. */
function RolesFieldset({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (roles: string[]) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const roleName = useRoleName();
  const { canRead } = useOperator();
  const { data } = useRolesQuery(undefined, { skip: !canRead('operators') });
  const roles = data?.list.map((entry) => entry.role) ?? [...operatorRoles];
  const permissionsOf = (role: string) => data?.list.find((entry) => entry.role === role)?.permissions;
  const areaName = (area: string) => {
    const key = `bo_area_${area.replace(/-/g, '_')}`;
    return i18n.exists(key) ? t(key) : area;
  };
  /** What a role grants, area by area: what it may change, then what it may only read. */
  const grants = (permissions: readonly string[]) => {
    const { reads, changes } = grantedAreas(permissions);
    return [
      changes.length > 0 && t('bo_role_changes', { areas: changes.map(areaName).join(', ') }),
      reads.length > 0 && t('bo_role_reads', { areas: reads.map(areaName).join(', ') }),
    ]
      .filter(Boolean)
      .join(' ');
  };
  const toggle = (role: string, on: boolean) =>
    onChange(on ? [...value, role] : value.filter((candidate) => candidate !== role));
  return (
    <fieldset className="bo-fieldset" aria-describedby={error ? 'bo-roles-error' : undefined}>
      <legend className="pf-field__label">{t('bo_roles')}</legend>
      {roles.map((role) => (
        <div key={role} className="bo-role-option">
          <Checkbox
            label={roleName(role)}
            checked={value.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
          />
          {permissionsOf(role) && (
            <p className="bo-muted bo-role-option__grants">{grants(permissionsOf(role) ?? [])}</p>
          )}
        </div>
      ))}
      {error && (
        <p id="bo-roles-error" className="pf-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CreateOperatorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [create, { isLoading }] = useCreateOperatorMutation();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setUsername('');
    setDisplayName('');
    setRoles([]);
    setPassword('');
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = passwordProblem(password);
    const found = {
      username: usernameValid(username) ? undefined : t('bo_operator_username_invalid'),
      displayName: displayName.trim() ? undefined : t('bo_operator_name_required'),
      roles: roles.length > 0 ? undefined : t('bo_operator_roles_required'),
      password: problem ? t(`bo_password_${problem}`) : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(null);
    try {
      await create({
        username,
        displayName: displayName.trim(),
        roles: roles as OperatorRole[],
        password,
      }).unwrap();
      toast.show({ kind: 'success', message: t('bo_operator_created', { username }) });
      close();
    } catch (refusal) {
      setFailure(refusalText(refusal, t('err_unknown')));
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('bo_operator_create')}
      width={520}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isLoading}>
            {t('bo_cancel')}
          </Button>
          <Button type="submit" form="bo-create-operator" loading={isLoading}>
            {t('bo_operator_create')}
          </Button>
        </>
      }
    >
      <form id="bo-create-operator" noValidate className="bo-form" onSubmit={submit}>
        <Notice>{failure}</Notice>
        <TextField
          label={t('bo_operator_username')}
          hint={t('bo_operator_username_hint')}
          value={username}
          onChange={(event) => setUsername(event.target.value.toLowerCase())}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          error={errors['username']}
        />
        <TextField
          label={t('bo_operator_display_name')}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          maxLength={64}
          error={errors['displayName']}
        />
        <RolesFieldset value={roles} onChange={setRoles} error={errors['roles']} />
        <PasswordField
          label={t('bo_operator_password')}
          hint={t('bo_password_hint')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
          error={errors['password']}
        />
      </form>
    </Modal>
  );
}

function ResetPasswordDialog({ account, onClose }: { account: OperatorAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reset, { isLoading }] = useResetOperatorMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setPassword('');
    setError(undefined);
    setFailure(null);
    onClose();
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!account) return;
    const problem = passwordProblem(password);
    setError(problem ? t(`bo_password_${problem}`) : undefined);
    if (problem) return;
    try {
      await reset({ username: account.username, password }).unwrap();
      toast.show({ kind: 'success', message: t('bo_operator_reset_done', { username: account.username }) });
      close();
    } catch (refusal) {
      setFailure(refusalText(refusal, t('err_unknown')));
    }
  };
  return (
    <Modal
      open={account !== null}
      onClose={close}
      title={t('bo_operator_reset_title', { username: account?.username ?? '' })}
      width={480}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isLoading}>
            {t('bo_cancel')}
          </Button>
          <Button type="submit" form="bo-reset-operator" variant="danger" loading={isLoading}>
            {t('bo_operator_reset')}
          </Button>
        </>
      }
    >
      <form id="bo-reset-operator" noValidate className="bo-form" onSubmit={submit}>
        <p>{t('bo_operator_reset_hint')}</p>
        <Notice>{failure}</Notice>
        <PasswordField
          label={t('bo_operator_new_password')}
          hint={t('bo_password_hint')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
          error={error}
        />
      </form>
    </Modal>
  );
}

function OperatorDetail({
  account,
  onClose,
  onReset,
}: {
  account: OperatorAccount;
  onClose: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const roleName = useRoleName();
  const toast = useToast();
  const { canWrite, me } = useOperator();
  const [update, { isLoading }] = useUpdateOperatorMutation();
  const [displayName, setDisplayName] = useState(account.displayName);
  const [roles, setRoles] = useState<string[]>(account.roles);
  const [rolesError, setRolesError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmToggle, setConfirmToggle] = useState(false);
  const writable = canWrite('operators');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (roles.length === 0) {
      setRolesError(t('bo_operator_roles_required'));
      return;
    }
    setRolesError(undefined);
    setFailure(null);
    try {
      await update({
        username: account.username,
        update: { displayName: displayName.trim() || account.displayName, roles: roles as OperatorRole[] },
      }).unwrap();
      toast.show({ kind: 'success', message: t('bo_saved') });
    } catch (refusal) {
      setFailure(refusalText(refusal, t('err_unknown')));
    }
  };

  const toggleDisabled = async () => {
    setFailure(null);
    try {
      await update({ username: account.username, update: { disabled: !account.disabled } }).unwrap();
      toast.show({
        kind: 'success',
        message: t(account.disabled ? 'bo_operator_enabled' : 'bo_operator_disabled', {
          username: account.username,
        }),
      });
    } catch (refusal) {
      setFailure(refusalText(refusal, t('err_unknown')));
    } finally {
      setConfirmToggle(false);
    }
  };

  return (
    <DetailPane title={account.username} onClose={onClose}>
      <Facts
        items={[
          { label: t('bo_operator_display_name'), value: account.displayName },
          { label: t('bo_roles'), value: account.roles.map(roleName).join(', ') },
          {
            label: t('bo_operator_status'),
            value: account.disabled ? t('bo_operator_status_disabled') : t('bo_operator_status_active'),
          },
          {
            label: t('bo_operator_totp'),
            value: account.totpEnrolled ? t('bo_yes') : t('bo_operator_totp_pending'),
          },
          { label: t('bo_operator_created_at'), value: format.dateTime(account.createdAt) },
          { label: t('bo_operator_created_by'), value: account.createdBy ?? '—' },
          { label: t('bo_operator_last_login'), value: format.dateTime(account.lastLoginAt) },
        ]}
      />
      <Notice>{failure}</Notice>
      {writable && (
        <>
          <form noValidate className="bo-form" onSubmit={save} aria-label={t('bo_operator_edit')}>
            <TextField
              label={t('bo_operator_display_name')}
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
              maxLength={64}
            />
            <RolesFieldset value={roles} onChange={setRoles} error={rolesError} />
            <div className="bo-row">
              <Button type="submit" loading={isLoading}>
                {t('bo_save')}
              </Button>
            </div>
          </form>
          <div className="bo-row">
            <Button
              variant={account.disabled ? 'secondary' : 'danger'}
              onClick={() => setConfirmToggle(true)}
              disabled={account.username === me?.username && !account.disabled}
            >
              {account.disabled ? t('bo_operator_enable') : t('bo_operator_disable')}
            </Button>
            <Button variant="secondary" onClick={onReset}>
              {t('bo_operator_reset')}
            </Button>
          </div>
          {account.username === me?.username && <p className="bo-muted">{t('bo_operator_self_note')}</p>}
          <ConfirmDialog
            open={confirmToggle}
            titleKey={account.disabled ? 'bo_operator_enable' : 'bo_operator_disable'}
            text={t(account.disabled ? 'bo_operator_enable_confirm' : 'bo_operator_disable_confirm', {
              username: account.username,
            })}
            submitKey={account.disabled ? 'bo_operator_enable' : 'bo_operator_disable'}
            cancelKey="bo_cancel"
            danger={!account.disabled}
            busy={isLoading}
            onConfirm={() => void toggleDisabled()}
            onCancel={() => setConfirmToggle(false)}
          />
        </>
      )}
    </DetailPane>
  );
}

/** Operator accounts: the list, and (for those who may) create, edit roles, disable, reset a password. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const roleName = useRoleName();
  const { canWrite } = useOperator();
  const { data, isLoading, isFetching, error, refetch } = useOperatorsQuery();
  const [openName, setOpenName] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<OperatorAccount | null>(null);
  const [draft, setDraft] = useState({ text: '', status: '' });
  const [filter, setFilter] = useState({ text: '', status: '' });
  const [page, setPage] = useState(1);
  const rows = (data?.list ?? []).filter(
    (row) =>
      matchesText([row.username, row.displayName, ...row.roles, ...row.roles.map(roleName)], filter.text) &&
      (filter.status === '' || String(row.disabled) === filter.status),
  );
  const shown = pageOf(rows, page, PAGE_SIZE);
  const open = rows.find((row) => row.username === openName) ?? null;
  const status = (row: OperatorAccount) =>
    row.disabled ? t('bo_operator_status_disabled') : t('bo_operator_status_active');

  const columns: Column<OperatorAccount>[] = [
    { id: 'username', header: t('bo_operator_username'), cell: (row) => row.username },
    { id: 'name', header: t('bo_operator_display_name'), cell: (row) => row.displayName },
    { id: 'roles', header: t('bo_roles'), cell: (row) => row.roles.map(roleName).join(', ') },
    {
      id: 'status',
      header: t('bo_operator_status'),
      cell: (row) => <Tag tone={row.disabled ? 'danger' : 'success'}>{status(row)}</Tag>,
    },
    {
      id: 'totp',
      header: t('bo_operator_totp'),
      cell: (row) => (row.totpEnrolled ? t('bo_yes') : t('bo_operator_totp_pending')),
    },
    { id: 'last', header: t('bo_operator_last_login'), cell: (row) => format.dateTime(row.lastLoginAt) },
  ];

  return (
    <Screen
      title={t('bo_nav_operators')}
      actions={
        canWrite('operators') && <Button onClick={() => setCreating(true)}>{t('bo_operator_create')}</Button>
      }
    >
      <FilterBar
        label={t('bo_operator_filters')}
        onApply={() => {
          setFilter(draft);
          setPage(1);
        }}
        onClear={() => {
          setDraft({ text: '', status: '' });
          setFilter({ text: '', status: '' });
          setPage(1);
        }}
      >
        <TextField
          type="search"
          label={t('bo_operator_search')}
          value={draft.text}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
        <Select
          label={t('bo_operator_status')}
          value={draft.status}
          options={[
            { value: '', label: t('bo_filter_all') },
            { value: 'false', label: t('bo_operator_status_active') },
            { value: 'true', label: t('bo_operator_status_disabled') },
          ]}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        />
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="operators"
            rows={() => rows}
            columns={[
              { header: t('bo_operator_username'), value: (row) => row.username },
              { header: t('bo_operator_display_name'), value: (row) => row.displayName },
              { header: t('bo_roles'), value: (row) => row.roles.join(' ') },
              { header: t('bo_operator_status'), value: status },
              { header: t('bo_operator_totp'), value: (row) => row.totpEnrolled },
              {
                header: t('bo_operator_created_at'),
                value: (row) => new Date(row.createdAt).toISOString(),
              },
              { header: t('bo_operator_created_by'), value: (row) => row.createdBy },
              {
                header: t('bo_operator_last_login'),
                value: (row) => (row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : ''),
              },
            ]}
          />
        </div>
        <RecordsView
          caption={t('bo_nav_operators')}
          columns={columns}
          rows={shown.list}
          rowKey={(row) => row.username}
          onOpen={(row) => setOpenName(row.username)}
          openKey={openName}
          busy={isFetching}
          paging={{ page: shown.page, size: PAGE_SIZE, total: rows.length }}
          onPage={setPage}
        >
          {open && (
            <OperatorDetail
              key={open.username}
              account={open}
              onClose={() => setOpenName(null)}
              onReset={() => setResetting(open)}
            />
          )}
        </RecordsView>
      </QueryState>
      <CreateOperatorDialog open={creating} onClose={() => setCreating(false)} />
      <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />
    </Screen>
  );
}
