import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { errorMessage } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import { gameCategories } from '@playfront/api-contract';
import type {
  AdminGame,
  AdminGameQuery,
  AdminVendor,
  CatalogueEntryUpdate,
  GameCategory,
} from '@playfront/api-contract';
import { Button, Checkbox, ConfirmDialog, Select, TextField, useToast } from '@playfront/ui-kit';
import {
  catalogueApi,
  useGamesQuery,
  useUpdateGameMutation,
  useUpdateVendorMutation,
  useVendorsQuery,
} from '../../api/catalogue-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { RecordsView } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DetailPane, Facts } from '../../components/detail-pane';
import { FilterBar } from '../../components/filter-bar';
import { collectPages } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import { SubNav } from '../../components/sub-nav';

const PAGE_SIZE = 25;
const MAX_SORT = 1_000_000;

type Tab = 'vendors' | 'games';
const tabs: readonly { tab: Tab; labelKey: string }[] = [
  { tab: 'vendors', labelKey: 'bo_games_vendors' },
  { tab: 'games', labelKey: 'bo_games_games' },
];

/** What the detail pane edits of a vendor or a game. */
interface Entry {
  enabled: boolean;
  hot: boolean;
  sort: number;
}

/** The change between what is stored and the form; null when nothing changed (or the order is not valid). */
export function entryChange(stored: Entry, form: { enabled: boolean; hot: boolean; sort: string }) {
  const sort = Number(form.sort.trim());
  if (form.sort.trim() === '' || !Number.isInteger(sort) || sort < 0 || sort > MAX_SORT) return null;
  const change: CatalogueEntryUpdate = {};
  if (form.enabled !== stored.enabled) change.enabled = form.enabled;
  if (form.hot !== stored.hot) change.hot = form.hot;
  if (sort !== stored.sort) change.sort = sort;
  return Object.keys(change).length > 0 ? change : null;
}

/**
 * Shown, hot and order of one vendor or game. Hiding asks first (a hidden vendor takes its games off the
 * portal with it); the save button waits for a change.
 */
function EntryForm({
  stored,
  hideWarning,
  saving,
  onSave,
}: {
  stored: Entry;
  hideWarning: string;
  saving: boolean;
  onSave: (change: CatalogueEntryUpdate) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { canWrite } = useOperator();
  const [form, setForm] = useState({ enabled: stored.enabled, hot: stored.hot, sort: String(stored.sort) });
  const [confirming, setConfirming] = useState(false);
  const sortText = form.sort.trim();
  const sortInvalid =
    sortText === '' ||
    !Number.isInteger(Number(sortText)) ||
    Number(sortText) < 0 ||
    Number(sortText) > MAX_SORT;
  const change = entryChange(stored, form);
  const writable = canWrite('games');
  const save = async () => {
    if (!change) return;
    setConfirming(false);
    await onSave(change);
  };
  return (
    <form
      className="bo-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!change) return;
        if (change.enabled === false) setConfirming(true);
        else void save();
      }}
    >
      <Checkbox
        label={t('bo_games_enabled')}
        checked={form.enabled}
        disabled={!writable}
        onChange={(event) => setForm({ ...form, enabled: event.target.checked })}
      />
      <Checkbox
        label={t('bo_games_hot')}
        checked={form.hot}
        disabled={!writable}
        onChange={(event) => setForm({ ...form, hot: event.target.checked })}
      />
      <TextField
        label={t('bo_games_sort')}
        hint={t('bo_games_sort_hint')}
        inputMode="numeric"
        value={form.sort}
        disabled={!writable}
        error={sortInvalid ? t('bo_games_sort_invalid', { max: MAX_SORT }) : undefined}
        onChange={(event) => setForm({ ...form, sort: event.target.value })}
      />
      {writable ? (
        <Button type="submit" disabled={!change} loading={saving}>
          {t('bo_save')}
        </Button>
      ) : (
        <p className="bo-muted">{t('bo_read_only_hint')}</p>
      )}
      <ConfirmDialog
        open={confirming}
        titleKey="bo_games_hide_title"
        text={hideWarning}
        submitKey="bo_games_hide"
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

/** Saves a change and says how it went; answers whether it was saved. */
function useSave<Args>(run: (args: Args) => { unwrap: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const toast = useToast();
  return async (args: Args) => {
    try {
      await run(args).unwrap();
      toast.show({ kind: 'success', message: t('bo_saved') });
      return true;
    } catch (failure) {
      toast.show({ kind: 'error', message: errorMessage(failure, t('bo_save_failed')) });
      return false;
    }
  };
}

function StateTags({ entry, vendorHidden = false }: { entry: Entry; vendorHidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="bo-tags">
      {entry.enabled && !vendorHidden ? (
        <Tag tone="success">{t('bo_games_shown')}</Tag>
      ) : (
        <Tag tone="neutral">
          {vendorHidden && entry.enabled ? t('bo_games_vendor_hidden') : t('bo_games_hidden')}
        </Tag>
      )}
      {entry.hot && <Tag tone="info">{t('bo_games_hot_tag')}</Tag>}
    </span>
  );
}

function VendorTable() {
  const { t } = useTranslation();
  const { data, isLoading, isFetching, error, refetch } = useVendorsQuery();
  const [update, { isLoading: saving }] = useUpdateVendorMutation();
  const save = useSave(update);
  const [openCode, setOpenCode] = useState<string | null>(null);
  const vendors = data ?? [];
  const open = vendors.find((vendor) => vendor.code === openCode) ?? null;
  const columns: Column<AdminVendor>[] = [
    {
      id: 'vendor',
      header: t('bo_games_vendor'),
      cell: (row) => (
        <>
          {row.name} <span className="bo-muted">({row.code})</span>
        </>
      ),
    },
    { id: 'category', header: t('bo_games_category'), cell: (row) => t(`bo_category_${row.category}`) },
    {
      id: 'games',
      header: t('bo_games_games'),
      numeric: true,
      cell: (row) => t('bo_games_enabled_of', { enabled: row.enabledGames, total: row.games }),
    },
    { id: 'state', header: t('bo_games_state'), cell: (row) => <StateTags entry={row} /> },
    { id: 'sort', header: t('bo_games_sort'), numeric: true, cell: (row) => row.sort },
  ];
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <div className="bo-toolbar">
        <CsvExport
          name="vendors"
          rows={async () => vendors}
          disabled={vendors.length === 0}
          columns={[
            { header: t('bo_games_code'), value: (row: AdminVendor) => row.code },
            { header: t('bo_games_vendor'), value: (row) => row.name },
            { header: t('bo_games_category'), value: (row) => row.category },
            { header: t('bo_games_wallet_mode'), value: (row) => row.walletMode },
            { header: t('bo_games_enabled'), value: (row) => row.enabled },
            { header: t('bo_games_hot'), value: (row) => row.hot },
            { header: t('bo_games_sort'), value: (row) => row.sort },
            { header: t('bo_games_games'), value: (row) => row.games },
            { header: t('bo_games_enabled_games'), value: (row) => row.enabledGames },
          ]}
        />
      </div>
      <RecordsView
        caption={t('bo_games_vendors')}
        columns={columns}
        rows={vendors}
        rowKey={(row) => row.code}
        onOpen={(row) => setOpenCode(row.code)}
        openKey={openCode}
        busy={isFetching}
        emptyText={t('bo_games_empty')}
      >
        {open && (
          <DetailPane title={open.name} onClose={() => setOpenCode(null)}>
            <Facts
              items={[
                { label: t('bo_games_code'), value: open.code },
                { label: t('bo_games_category'), value: t(`bo_category_${open.category}`) },
                { label: t('bo_games_wallet_mode'), value: t(`bo_games_wallet_${open.walletMode}`) },
                {
                  label: t('bo_games_games'),
                  value: t('bo_games_enabled_of', { enabled: open.enabledGames, total: open.games }),
                },
              ]}
            />
            <EntryForm
              key={`${open.code}-${open.enabled}-${open.hot}-${open.sort}`}
              stored={open}
              saving={saving}
              hideWarning={t('bo_games_hide_vendor_text', { name: open.name, count: open.enabledGames })}
              onSave={(change) => save({ code: open.code, change })}
            />
          </DetailPane>
        )}
      </RecordsView>
    </QueryState>
  );
}

interface GameFilters {
  vendor: string;
  category: '' | GameCategory;
  q: string;
  state: '' | 'shown' | 'hidden';
}

const noFilters: GameFilters = { vendor: '', category: '', q: '', state: '' };

/** The query of a set of game filters (blank ones left out). */
export function gameQuery(filters: GameFilters, page: number, size = PAGE_SIZE): AdminGameQuery {
  return {
    vendor: filters.vendor || undefined,
    category: filters.category || undefined,
    q: filters.q.trim() || undefined,
    enabled: filters.state === '' ? undefined : filters.state === 'shown',
    page,
    size,
  };
}

function GameTable() {
  const { t } = useTranslation();
  const dispatch = useDispatch<AppDispatch>();
  const vendors = useVendorsQuery().data ?? [];
  const [draft, setDraft] = useState<GameFilters>(noFilters);
  const [applied, setApplied] = useState<GameFilters>(noFilters);
  const [page, setPage] = useState(1);
  const [openCode, setOpenCode] = useState<string | null>(null);
  const { data, isLoading, isFetching, error, refetch } = useGamesQuery(gameQuery(applied, page));
  const [update, { isLoading: saving }] = useUpdateGameMutation();
  const save = useSave(update);
  const rows = data?.list ?? [];
  const open = rows.find((row) => row.code === openCode) ?? null;
  const columns: Column<AdminGame>[] = [
    {
      id: 'game',
      header: t('bo_games_game'),
      cell: (row) => (
        <>
          {row.name} <span className="bo-muted">({row.code})</span>
        </>
      ),
    },
    { id: 'vendor', header: t('bo_games_vendor'), cell: (row) => row.vendor },
    { id: 'category', header: t('bo_games_category'), cell: (row) => t(`bo_category_${row.category}`) },
    {
      id: 'state',
      header: t('bo_games_state'),
      cell: (row) => <StateTags entry={row} vendorHidden={!row.vendorEnabled} />,
    },
    { id: 'sort', header: t('bo_games_sort'), numeric: true, cell: (row) => row.sort },
  ];
  const exportRows = () =>
    collectPages((exportPage, size) =>
      dispatch(
        catalogueApi.endpoints.games.initiate(gameQuery(applied, exportPage, size), {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap(),
    );
  return (
    <>
      <FilterBar
        label={t('bo_games_filters')}
        onApply={() => {
          setApplied(draft);
          setPage(1);
          setOpenCode(null);
        }}
        onClear={() => {
          setDraft(noFilters);
          setApplied(noFilters);
          setPage(1);
          setOpenCode(null);
        }}
      >
        <div className="bo-filters__row">
          <TextField
            label={t('bo_games_search')}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
          <Select
            label={t('bo_games_vendor')}
            placeholder={t('bo_games_any')}
            value={draft.vendor}
            options={vendors.map((vendor) => ({
              value: vendor.code,
              label: `${vendor.name} (${vendor.code})`,
            }))}
            onChange={(event) => setDraft({ ...draft, vendor: event.target.value })}
          />
          <Select
            label={t('bo_games_category')}
            placeholder={t('bo_games_any')}
            value={draft.category}
            options={gameCategories.map((category) => ({
              value: category,
              label: t(`bo_category_${category}`),
            }))}
            onChange={(event) =>
              setDraft({ ...draft, category: event.target.value as GameFilters['category'] })
            }
          />
          <Select
            label={t('bo_games_state')}
            placeholder={t('bo_games_any')}
            value={draft.state}
            options={[
              { value: 'shown', label: t('bo_games_shown') },
              { value: 'hidden', label: t('bo_games_hidden') },
            ]}
            onChange={(event) => setDraft({ ...draft, state: event.target.value as GameFilters['state'] })}
          />
        </div>
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="games"
            rows={exportRows}
            disabled={rows.length === 0}
            columns={[
              { header: t('bo_games_code'), value: (row: AdminGame) => row.code },
              { header: t('bo_games_game'), value: (row) => row.name },
              { header: t('bo_games_vendor'), value: (row) => row.vendor },
              { header: t('bo_games_category'), value: (row) => row.category },
              { header: t('bo_games_enabled'), value: (row) => row.enabled },
              { header: t('bo_games_hot'), value: (row) => row.hot },
              { header: t('bo_games_sort'), value: (row) => row.sort },
              { header: t('bo_games_trial'), value: (row) => row.trial },
            ]}
          />
        </div>
        <RecordsView
          caption={t('bo_games_games')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.code}
          onOpen={(row) => setOpenCode(row.code)}
          openKey={openCode}
          busy={isFetching}
          emptyText={t('bo_games_empty')}
          paging={data}
          onPage={setPage}
        >
          {open && (
            <DetailPane title={open.name} onClose={() => setOpenCode(null)}>
              <Facts
                items={[
                  { label: t('bo_games_code'), value: open.code },
                  { label: t('bo_games_vendor'), value: open.vendor },
                  { label: t('bo_games_category'), value: t(`bo_category_${open.category}`) },
                  { label: t('bo_games_trial'), value: open.trial ? t('bo_yes') : t('bo_no') },
                ]}
              />
              {!open.vendorEnabled && <p className="bo-muted">{t('bo_games_vendor_hidden_hint')}</p>}
              <EntryForm
                key={`${open.code}-${open.enabled}-${open.hot}-${open.sort}`}
                stored={open}
                saving={saving}
                hideWarning={t('bo_games_hide_game_text', { name: open.name })}
                onSave={(change) => save({ code: open.code, change })}
              />
            </DetailPane>
          )}
        </RecordsView>
      </QueryState>
    </>
  );
}

/** The catalogue: which vendors and games the portal shows, which are hot, and their order. */
export function GamesPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const current = tabs.find((entry) => entry.tab === tab);
  if (!current) return <Navigate to="/games/vendors" replace />;
  return (
    <Screen title={t('bo_nav_games')} lead={t('bo_games_lead')}>
      <SubNav
        label={t('bo_games_views')}
        links={tabs.map((entry) => ({ to: `/games/${entry.tab}`, label: t(entry.labelKey) }))}
      />
      <h2 className="bo-section__title">{t(current.labelKey)}</h2>
      {current.tab === 'vendors' ? <VendorTable /> : <GameTable />}
    </Screen>
  );
}
