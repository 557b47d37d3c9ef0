import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '@playfront/api-client';
import type { AdminMemberRow } from '@playfront/api-contract';
import { TextField } from '@playfront/ui-kit';
import { operatorApi, useMembersQuery } from '../../api/operator-api';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { collectPages } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import { MemberDetail } from './member-detail';

const PAGE_SIZE = 25;

/**
 * Members: search by part of the username, mobile or e-mail; a member's detail (/members/:username) opens
 * across the screen under the search, the results staying one Close away.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const { username } = useParams();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useMembersQuery({
    q: q || undefined,
    page,
    size: PAGE_SIZE,
  });
  const rows = data?.list ?? [];
  const status = (row: AdminMemberRow) =>
    row.disabled ? t('bo_member_status_locked') : t('bo_member_status_active');

  const columns: Column<AdminMemberRow>[] = [
    { id: 'username', header: t('bo_member_username'), cell: (row) => row.username },
    { id: 'mobile', header: t('bo_member_mobile'), cell: (row) => row.mobile ?? '—' },
    { id: 'email', header: t('bo_member_email'), cell: (row) => row.email ?? '—' },
    { id: 'vip', header: t('bo_member_vip'), numeric: true, cell: (row) => row.vipLevel },
    {
      id: 'status',
      header: t('bo_member_status'),
      cell: (row) => <Tag tone={row.disabled ? 'danger' : 'success'}>{status(row)}</Tag>,
    },
    {
      id: 'balance',
      header: t('bo_member_balance'),
      numeric: true,
      cell: (row) => format.money(row.balance),
    },
    { id: 'last', header: t('bo_member_last_login'), cell: (row) => format.dateTime(row.lastLoginAt) },
  ];

  return (
    <Screen title={t('bo_nav_members')}>
      <FilterBar
        label={t('bo_member_search')}
        onApply={() => {
          setQ(draft.trim());
          setPage(1);
        }}
        onClear={() => {
          setDraft('');
          setQ('');
          setPage(1);
        }}
      >
        <TextField
          type="search"
          label={t('bo_member_search')}
          hint={t('bo_member_search_hint')}
          value={draft}
          maxLength={64}
          onChange={(event) => setDraft(event.target.value)}
        />
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {username ? (
          <MemberDetail key={username} username={username} onClose={() => navigate('/members')} />
        ) : (
          <div>
            <div className="bo-toolbar">
              <CsvExport
                name="members"
                disabled={rows.length === 0}
                rows={() =>
                  collectPages((exportPage, size) =>
                    dispatch(
                      operatorApi.endpoints.members.initiate(
                        { q: q || undefined, page: exportPage, size },
                        { subscribe: false, forceRefetch: true },
                      ),
                    ).unwrap(),
                  )
                }
                columns={[
                  { header: t('bo_member_id'), value: (row: AdminMemberRow) => row.userId },
                  { header: t('bo_member_username'), value: (row) => row.username },
                  { header: t('bo_member_mobile'), value: (row) => row.mobile },
                  { header: t('bo_member_email'), value: (row) => row.email },
                  { header: t('bo_member_vip'), value: (row) => row.vipLevel },
                  { header: t('bo_member_agent'), value: (row) => row.agent },
                  { header: t('bo_member_status'), value: status },
                  { header: t('bo_member_balance_minor'), value: (row) => row.balance },
                  { header: t('bo_member_joined'), value: (row) => new Date(row.createdAt).toISOString() },
                ]}
              />
            </div>
            <DataTable
              caption={t('bo_nav_members')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.username}
              onOpen={(row) => navigate(`/members/${encodeURIComponent(row.username)}`)}
              openKey={null}
              busy={isFetching}
              emptyText={t('bo_members_empty')}
            />
            {data && data.total > 0 && (
              <Pager page={data.page} size={data.size} total={data.total} onPage={setPage} />
            )}
          </div>
        )}
      </QueryState>
    </Screen>
  );
}
