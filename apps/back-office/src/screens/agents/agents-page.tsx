import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { AppDispatch } from '@playfront/api-client';
import type { AdminAgent, AdminAgentQuery, AgentContract } from '@playfront/api-contract';
import { TermsText } from '@playfront/agent-centre';
import { agentMessages } from '@playfront/i18n';
import { Button, TextField } from '@playfront/ui-kit';
import {
  agentsApi,
  useAgentContractsQuery,
  useAgentDetailQuery,
  useAgentLevelQuery,
} from '../../api/agents-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { RecordsView } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DetailPane, Facts } from '../../components/detail-pane';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { collectPages } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import type { TagTone } from '../../components/tag';
import { PlatformContractEditor } from './platform-contract';
import { SettlementsView } from './settlements-view';
import { SubNav } from '../../components/sub-nav';

const PAGE_SIZE = 25;

const views = [
  { view: 'hierarchy', labelKey: 'bo_agents_hierarchy' },
  { view: 'settlements', labelKey: 'bo_agents_settlements' },
] as const;

/** The query of one level (below `upline`, '' for the top) or of a search across levels. */
export const levelQuery = (
  upline: string,
  search: string,
  page: number,
  size = PAGE_SIZE,
): AdminAgentQuery => ({
  upline: search ? undefined : upline || undefined,
  search: search || undefined,
  page,
  size,
});

const statusTone: Record<AgentContract['status'], TagTone> = {
  ACTIVE: 'success',
  OFFERED: 'warning',
  REJECTED: 'neutral',
  WITHDRAWN: 'neutral',
  TERMINATED: 'neutral',
  REPLACED: 'neutral',
};

/** The agent's contracts: held (from the platform or its upline) and given (to its direct downlines). */
function AgentContracts({ agent }: { agent: AdminAgent }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { canWrite } = useOperator();
  const { data, isLoading, error, refetch } = useAgentContractsQuery({ username: agent.username, size: 100 });
  const list = data?.list ?? [];
  const held = list.filter(
    (contract) => contract.downline === agent.username && contract.status === 'ACTIVE',
  );
  const party = (contract: AgentContract) =>
    contract.downline === agent.username
      ? t('bo_agents_from', { name: contract.upline ?? t('bo_agents_platform') })
      : t('bo_agents_to', { name: contract.downline });
  return (
    <>
      <h3 className="bo-section__title">{t('bo_agents_contracts')}</h3>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {list.length === 0 ? (
          <p className="bo-hint">{t('bo_agents_contracts_empty')}</p>
        ) : (
          <ul className="bo-agents__contracts" aria-label={t('bo_agents_contracts')}>
            {list.map((contract) => (
              <li key={contract.id} className="bo-agents__contract">
                <div className="bo-row bo-row--tight">
                  <strong>{t(`bo_agents_kind_${contract.kind}`)}</strong>
                  <span>{party(contract)}</span>
                  <Tag tone={statusTone[contract.status]}>{t(`bo_agents_status_${contract.status}`)}</Tag>
                  {contract.request && (
                    <Tag tone="warning">
                      {t(`bo_agents_request_${contract.request}`, {
                        by:
                          contract.requestedBy === 'upline'
                            ? t('bo_agents_by_upline')
                            : t('bo_agents_by_downline'),
                      })}
                    </Tag>
                  )}
                </div>
                <TermsText terms={contract.terms} money={format.money} />
                <p className="bo-hint">
                  {contract.startedAt
                    ? t('bo_agents_started', { at: format.dateTime(contract.startedAt) })
                    : t('bo_agents_offered', { at: format.dateTime(contract.offeredAt) })}
                  {contract.endedAt !== null &&
                    ` · ${t('bo_agents_ended', { at: format.dateTime(contract.endedAt) })}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {agent.upline === null && canWrite('agents') && data && (
        <PlatformContractEditor key={agent.username} username={agent.username} held={held} />
      )}
    </>
  );
}

/**
 * The hierarchy, one level at a time: the top-level agents (contracted by the platform) and, below each,
 * its direct downline agents; the path back up is a breadcrumb. The level and the opened agent live in the
 * address, so the browser's back button walks back up.
 */
function HierarchyView() {
  const { t } = useTranslation();
  const format = useFormat();
  const dispatch = useDispatch<AppDispatch>();
  const [params, setParams] = useSearchParams();
  const upline = params.get('upline') ?? '';
  const openName = params.get('agent');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const level = useAgentLevelQuery(levelQuery(upline, search, page));
  const above = useAgentDetailQuery(upline, { skip: !upline });
  const opened = useAgentDetailQuery(openName ?? '', { skip: !openName });
  const rows = level.data?.list ?? [];
  const open = opened.data?.agent ?? null;

  const go = (next: { upline?: string; agent?: string | null }) => {
    const query = new URLSearchParams();
    const nextUpline = next.upline ?? upline;
    if (nextUpline) query.set('upline', nextUpline);
    const agent = next.agent === undefined ? openName : next.agent;
    if (agent) query.set('agent', agent);
    setParams(query);
    // Another level starts at its first page, and leaves a search; opening an agent keeps the page it is on.
    if (next.upline !== undefined) {
      setSearch('');
      setDraft('');
    }
    if (nextUpline !== upline || next.upline !== undefined) setPage(1);
  };
  const crumbs = upline ? [...(above.data?.path ?? []), upline] : [];

  const columns: Column<AdminAgent>[] = [
    {
      id: 'agent',
      header: t('bo_agents_agent'),
      cell: (row) => (
        <>
          <strong>{row.username}</strong>
          {row.nickname && <span className="bo-hint"> {row.nickname}</span>}
        </>
      ),
    },
    { id: 'level', header: t('bo_agents_level'), numeric: true, cell: (row) => format.count(row.level) },
    {
      id: 'agents',
      header: t('bo_agents_direct_agents'),
      numeric: true,
      cell: (row) =>
        row.directAgents > 0 ? (
          <Link
            to={`?upline=${encodeURIComponent(row.username)}`}
            aria-label={t('bo_agents_show_downlines', { agent: row.username, n: row.directAgents })}
            onClick={() => {
              setSearch('');
              setDraft('');
              setPage(1);
            }}
          >
            {format.count(row.directAgents)}
          </Link>
        ) : (
          format.count(0)
        ),
    },
    {
      id: 'members',
      header: t('bo_agents_direct_members'),
      numeric: true,
      cell: (row) => format.count(row.directMembers),
    },
    { id: 'team', header: t('bo_agents_team'), numeric: true, cell: (row) => format.count(row.teamSize) },
    {
      id: 'contracts',
      header: t('bo_agents_live_contracts'),
      cell: (row) =>
        row.liveContracts.length === 0
          ? '—'
          : row.liveContracts.map((kind) => t(`bo_agents_kind_${kind}`)).join(', '),
    },
    {
      id: 'requests',
      header: t('bo_agents_open_requests'),
      numeric: true,
      cell: (row) =>
        row.openRequests > 0 ? <Tag tone="warning">{format.count(row.openRequests)}</Tag> : format.count(0),
    },
    {
      id: 'status',
      header: t('bo_agents_account'),
      cell: (row) => (
        <Tag tone={row.status === 'ACTIVE' ? 'success' : 'danger'}>
          {t(`bo_agents_account_${row.status}`)}
        </Tag>
      ),
    },
  ];
  const exportRows = () =>
    collectPages((exportPage, size) =>
      dispatch(
        agentsApi.endpoints.agentLevel.initiate(levelQuery(upline, search, exportPage, size), {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap(),
    );

  return (
    <>
      <nav aria-label={t('bo_agents_path')} className="bo-agents__path">
        <ol>
          <li>
            {upline || search ? (
              <Link
                to="?"
                onClick={() => {
                  setSearch('');
                  setDraft('');
                  setPage(1);
                }}
              >
                {t('bo_agents_top')}
              </Link>
            ) : (
              <span aria-current="location">{t('bo_agents_top')}</span>
            )}
          </li>
          {!search &&
            crumbs.map((name, index) => (
              <li key={name}>
                {index === crumbs.length - 1 ? (
                  <span aria-current="location">{name}</span>
                ) : (
                  <Link to={`?upline=${encodeURIComponent(name)}`} onClick={() => setPage(1)}>
                    {name}
                  </Link>
                )}
              </li>
            ))}
        </ol>
      </nav>
      <FilterBar
        label={t('bo_agents_filters')}
        onApply={() => {
          setSearch(draft.trim().toLowerCase());
          setPage(1);
        }}
        onClear={() => {
          setDraft('');
          setSearch('');
          setPage(1);
        }}
      >
        <div className="bo-filters__row">
          <TextField
            label={t('bo_agents_search')}
            hint={t('bo_agents_search_hint')}
            value={draft}
            maxLength={64}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
      </FilterBar>
      <QueryState isLoading={level.isLoading} error={level.error} refetch={level.refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="agents"
            rows={exportRows}
            disabled={rows.length === 0}
            columns={[
              { header: t('bo_agents_agent'), value: (row: AdminAgent) => row.username },
              { header: t('bo_agents_nickname'), value: (row) => row.nickname },
              { header: t('bo_agents_upline'), value: (row) => row.upline },
              { header: t('bo_agents_level'), value: (row) => row.level },
              { header: t('bo_agents_direct_agents'), value: (row) => row.directAgents },
              { header: t('bo_agents_direct_members'), value: (row) => row.directMembers },
              { header: t('bo_agents_team'), value: (row) => row.teamSize },
              { header: t('bo_agents_live_contracts'), value: (row) => row.liveContracts.join(' ') },
              { header: t('bo_agents_open_requests'), value: (row) => row.openRequests },
              { header: t('bo_agents_account'), value: (row) => row.status },
            ]}
          />
        </div>
        <RecordsView
          caption={
            search
              ? t('bo_agents_found', { search })
              : upline
                ? t('bo_agents_below', { agent: upline })
                : t('bo_agents_top')
          }
          columns={columns}
          rows={rows}
          rowKey={(row) => row.username}
          onOpen={(row) => go({ agent: row.username })}
          openKey={openName}
          busy={level.isFetching}
          emptyText={search ? t('bo_agents_none_found') : t('bo_agents_empty')}
          paging={level.data}
          onPage={setPage}
        >
          {openName && (
            <DetailPane title={openName} onClose={() => go({ agent: null })}>
              <QueryState isLoading={opened.isLoading} error={opened.error} refetch={opened.refetch}>
                {open && opened.data && (
                  <>
                    <Facts
                      items={[
                        { label: t('bo_agents_nickname'), value: open.nickname || '—' },
                        {
                          label: t('bo_agents_upline'),
                          value:
                            opened.data.path.length > 0
                              ? opened.data.path.join(' › ')
                              : t('bo_agents_platform'),
                        },
                        { label: t('bo_agents_level'), value: format.count(open.level) },
                        {
                          label: t('bo_agents_account_type'),
                          value: t('bo_join_type', { type: open.accountType }),
                        },
                        { label: t('bo_agents_team'), value: format.count(open.teamSize) },
                        {
                          label: t('bo_agents_direct'),
                          value: t('bo_agents_direct_value', {
                            agents: open.directAgents,
                            members: open.directMembers,
                          }),
                        },
                        { label: t('bo_agents_registered'), value: format.dateTime(open.registeredAt) },
                      ]}
                    />
                    <div className="bo-row">
                      {open.directAgents > 0 && (
                        <Button
                          variant="secondary"
                          onClick={() => go({ upline: open.username, agent: null })}
                        >
                          {t('bo_agents_show_level', { n: open.directAgents })}
                        </Button>
                      )}
                      <Link className="bo-link-button" to={`/members/${encodeURIComponent(open.username)}`}>
                        {t('bo_agents_member_record')}
                      </Link>
                    </div>
                    <AgentContracts agent={open} />
                  </>
                )}
              </QueryState>
            </DetailPane>
          )}
        </RecordsView>
      </QueryState>
    </>
  );
}

/** Agents: the hierarchy with each agent's contracts, and the settlement of those contracts. */
export function AgentsPage() {
  const { t, i18n } = useTranslation();
  // The agent centre's English texts (contract kinds, terms, tiers), which the portal loads with it.
  useState(() => i18n.addResourceBundle('en', 'translation', agentMessages, true, false));
  const { view } = useParams();
  const current = views.find((entry) => entry.view === view);
  if (!current) return <Navigate to="/agents/hierarchy" replace />;
  return (
    <Screen title={t('bo_nav_agents')} lead={t('bo_agents_lead')}>
      <SubNav
        label={t('bo_agents_views')}
        links={views.map((entry) => ({
          to: `/agents/${entry.view}`,
          label: t(entry.labelKey),
        }))}
      />
      <h2 className="bo-section__title">{t(current.labelKey)}</h2>
      {current.view === 'hierarchy' ? <HierarchyView /> : <SettlementsView />}
    </Screen>
  );
}
