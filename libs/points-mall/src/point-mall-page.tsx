import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import type {
  Goods,
  PointEntryQuery,
  PointType,
  PointsBalance,
  PointsConfig,
  RedemptionQuery,
  RedemptionStatus,
} from '@playfront/api-contract';
import { useAuthModals } from '@playfront/auth-session';
import { useMessageAreas } from '@playfront/i18n';
import {
  Button,
  DateRangeFilter,
  EmptyState,
  Modal,
  Pagination,
  PasswordField,
  Select,
  Tabs,
  TextField,
} from '@playfront/ui-kit';
import { useAssetUrl } from '@playfront/ui-kit';
import type { DateRangePreset } from '@playfront/ui-kit';
import { useMoneyIntent } from '@playfront/wallet';
import {
  checkConvert,
  convertStep,
  pageErrorText,
  pointsToMinor,
  usePointsFormat,
  usePointsMoney,
} from './format';
import {
  useConvertPointsMutation,
  useGetGoodsQuery,
  useGetPointEntriesQuery,
  useGetPointsConfigQuery,
  useGetPointsQuery,
  useGetPointsRewardQuery,
  useGetRedemptionsQuery,
  useRedeemGoodsMutation,
} from './points-api';
import { PointsLoadable } from './states';
import { PointsStyles } from './styles';

/** Rows per page of the redeem history and of the points details. */
export const POINTS_PAGE_SIZE = 10;

/** Point types of the details filter (spec §3), in the contract's order. */
const POINT_TYPES: readonly PointType[] = [
  'LIVE',
  'LOTTERY',
  'PVP',
  'SLOTS',
  'SPORTS',
  'FISH',
  'ESPORTS',
  'DEPOSIT',
  'REDEEM',
  'REFUND',
  'ADJUST',
];
const STATUSES: readonly RedemptionStatus[] = ['IN_PROCESS', 'APPROVED', 'REJECTED'];

export interface PointMallPageProps {
  /** "Today" for the date presets of the points details (tests and stories). */
  today?: Date;
}

type Section = 'goods' | 'history' | 'details';

/**
 * /pointMall: the member's points and the exchange ratio, the goods by category with the redeem dialog, the
 * convert-to-chips dialog, the redeem history and the points details. A visitor sees the goods and a call
 * to log in.
 */
export function PointMallPage({ today }: PointMallPageProps) {
  // The wallet's texts hold the refusals of the payment password (redeem, convert).
  useMessageAreas(['loyalty', 'wallet']);
  const { t } = useTranslation();
  const titleId = useId();
  const loggedIn = useSelector((state: { credentials: CredentialsState }) => selectIsLoggedIn(state));
  const [section, setSection] = useState<Section>('goods');
  const shown: Section = loggedIn ? section : 'goods';

  const goods = <GoodsSection loggedIn={loggedIn} />;
  return (
    <section className="pf-page pf-points" aria-labelledby={titleId}>
      <PointsStyles />
      <h1 id={titleId} className="pf-page__title">
        {t('shell_page_point_mall')}
      </h1>
      <Summary loggedIn={loggedIn} />
      {loggedIn ? (
        <Tabs
          label={t('points_sections')}
          value={shown}
          onChange={(id) => setSection(id as Section)}
          items={[
            { id: 'goods', label: t('points_tab_goods'), content: goods },
            { id: 'history', label: t('points_tab_history'), content: <HistorySection /> },
            { id: 'details', label: t('points_tab_details'), content: <DetailsSection today={today} /> },
          ]}
        />
      ) : (
        goods
      )}
    </section>
  );
}

function Summary({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const money = usePointsMoney();
  const { openLogin } = useAuthModals();
  const config = useGetPointsConfigQuery();
  const balance = useGetPointsQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const reward = useGetPointsRewardQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const [converting, setConverting] = useState(false);
  const headingId = useId();
  const ratio = config.data
    ? t('points_ratio', {
        points: format(config.data.exchange.points),
        amount: money(config.data.exchange.amount),
      })
    : null;

  if (!loggedIn)
    return (
      <div className="pf-points__summary pf-points__visitor">
        {ratio && <p className="pf-points__ratio">{ratio}</p>}
        <p>{t('points_visitor_text')}</p>
        <div>
          <Button onClick={() => openLogin()}>{t('points_login')}</Button>
        </div>
      </div>
    );

  return (
    <section className="pf-points__summary" aria-labelledby={headingId}>
      <PointsLoadable
        isLoading={balance.isLoading}
        error={balance.error && pageErrorText(balance.error, t('points_load_failed'))}
        onRetry={() => void balance.refetch()}
      >
        {balance.data && (
          <div className="pf-points__balance">
            <div>
              <h2 id={headingId} className="pf-points__label">
                {t('points_current')}
              </h2>
              <p className="pf-points__value" aria-live="polite">
                {t('points_count', { points: format(balance.data.points) })}
              </p>
              {ratio && <p className="pf-points__ratio">{ratio}</p>}
              {reward.data && (
                <p className="pf-points__muted">
                  {t('points_earned', {
                    today: format(reward.data.today),
                    month: format(reward.data.last30Days),
                  })}
                </p>
              )}
              <p className="pf-points__muted">
                {t('points_valid_bets', {
                  days: balance.data.requirementDays,
                  amount: money(balance.data.validBets),
                })}
              </p>
            </div>
            {config.data && (
              <div>
                <Button onClick={() => setConverting(true)}>{t('points_convert')}</Button>
              </div>
            )}
          </div>
        )}
      </PointsLoadable>
      {config.data && balance.data && (
        <ConvertDialog
          open={converting}
          onClose={() => setConverting(false)}
          config={config.data}
          balance={balance.data}
        />
      )}
    </section>
  );
}

function GoodsSection({ loggedIn }: { loggedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const result = useGetGoodsQuery({ language: i18n.language }, { refetchOnMountOrArgChange: true });
  const balance = useGetPointsQuery(undefined, { skip: !loggedIn });
  const { openLogin } = useAuthModals();
  const [category, setCategory] = useState('all');
  const [chosen, setChosen] = useState<Goods | null>(null);
  const headingId = useId();
  const list = useMemo(() => result.data?.list ?? [], [result.data]);
  const categories = useMemo(() => [...new Set(list.map((goods) => goods.category))], [list]);
  // Tab ids are indexes: a shelf's name may hold spaces, which an id reference cannot.
  const index = categories.indexOf(category);
  const active = index >= 0 ? `c${index}` : 'all';
  const shown = index < 0 ? list : list.filter((goods) => goods.category === category);

  const grid = (
    <ul className="pf-points__grid" aria-label={t('points_goods_title')}>
      {shown.map((goods) => (
        <GoodsCard
          key={goods.id}
          goods={goods}
          validBets={balance.data?.validBets}
          onRedeem={() => (loggedIn ? setChosen(goods) : openLogin())}
        />
      ))}
    </ul>
  );
  return (
    <section className="pf-points__goods" aria-labelledby={headingId}>
      {/* The goods' names are h3: their section has its h2 (read by screen readers only). */}
      <h2 id={headingId} className="pf-visually-hidden">
        {t('points_goods_title')}
      </h2>
      <PointsLoadable
        isLoading={result.isLoading}
        error={result.error && pageErrorText(result.error, t('points_goods_failed'))}
        onRetry={() => void result.refetch()}
      >
        {list.length === 0 ? (
          <EmptyState title={t('points_goods_empty')} />
        ) : (
          <Tabs
            label={t('points_categories')}
            value={active}
            onChange={(id) => setCategory(id === 'all' ? 'all' : (categories[Number(id.slice(1))] ?? 'all'))}
            items={[
              { id: 'all', label: t('points_category_all'), content: active === 'all' ? grid : null },
              ...categories.map((name, at) => ({
                id: `c${at}`,
                label: name,
                content: active === `c${at}` ? grid : null,
              })),
            ]}
          />
        )}
      </PointsLoadable>
      {chosen && <RedeemDialog goods={chosen} balance={balance.data} onClose={() => setChosen(null)} />}
    </section>
  );
}

interface GoodsCardProps {
  goods: Goods;
  /** The member's valid bets of the requirement window; none for a visitor. */
  validBets?: string;
  onRedeem: () => void;
}

function GoodsCard({ goods, validBets, onRedeem }: GoodsCardProps) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const money = usePointsMoney();
  const nameId = useId();
  const soldOut = goods.available <= 0;
  const image = useAssetUrl(goods.image);
  const short = validBets === undefined ? 0n : BigInt(goods.amountRequirement) - BigInt(validBets || '0');
  return (
    <li className={`pf-points__card${soldOut ? ' pf-points__card--out' : ''}`} aria-labelledby={nameId}>
      <img className="pf-points__image" src={image} alt="" loading="lazy" width={160} height={120} />
      <div className="pf-points__card-body">
        <h3 id={nameId} className="pf-points__name">
          {goods.name}
        </h3>
        <p className="pf-points__price">{t('points_count', { points: format(goods.points) })}</p>
        {goods.kind === 'CHIPS' && (
          <p className="pf-points__muted">{t('points_chips_value', { amount: money(goods.chips) })}</p>
        )}
        <p className="pf-points__muted">
          {goods.amountRequirement === '0'
            ? t('points_no_requirement')
            : t('points_requirement', { amount: money(goods.amountRequirement) })}
        </p>
        {short > 0n && (
          <p className="pf-points__short">
            {t('points_requirement_short', { amount: money(short.toString()) })}
          </p>
        )}
        <p className="pf-points__muted">
          {soldOut
            ? t('points_sold_out')
            : t('points_available', { available: goods.available, quantity: goods.quantity })}
        </p>
        {/* The name holds the visible words (WCAG 2.5.3): "Redeem <goods>", or "Sold out" described by the goods. */}
        <Button
          onClick={onRedeem}
          disabled={soldOut}
          aria-label={soldOut ? undefined : t('points_redeem_named', { name: goods.name })}
          aria-describedby={soldOut ? nameId : undefined}
        >
          {soldOut ? t('points_sold_out') : t('points_redeem')}
        </Button>
      </div>
    </li>
  );
}

interface RedeemDialogProps {
  goods: Goods;
  balance: PointsBalance | undefined;
  onClose: () => void;
}

function RedeemDialog({ goods, balance, onClose }: RedeemDialogProps) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const [redeem, { isLoading }] = useRedeemGoodsMutation();
  const intent = useMoneyIntent();
  const max = Math.max(1, Math.min(goods.maxPerRedemption, goods.available));
  const [quantity, setQuantity] = useState('1');
  const [delivery, setDelivery] = useState({ name: '', phone: '', address: '' });
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const physical = goods.kind === 'PHYSICAL';
  const count = /^[1-9][0-9]*$/.test(quantity) ? Number(quantity) : 0;
  const total = BigInt(goods.points) * BigInt(count);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (count < 1 || count > max) return setProblem(t('points_quantity_range', { max }));
    if (balance && total > BigInt(balance.points)) return setProblem(t('points_not_enough'));
    if (!password) return setProblem(t('points_payment_password_required'));
    setProblem(null);
    const body = {
      goodsId: goods.id,
      quantity: count,
      paymentPassword: password,
      ...(physical
        ? {
            delivery: {
              name: delivery.name.trim(),
              phone: delivery.phone.trim(),
              address: delivery.address.trim(),
            },
          }
        : {}),
    };
    try {
      const result = await redeem({ body, idempotencyKey: intent.keyFor(body) }).unwrap();
      intent.done();
      setDone(
        t(physical ? 'points_redeem_done_physical' : 'points_redeem_done_chips', {
          reference: result.redemption.reference,
          points: format(result.points),
        }),
      );
    } catch (error) {
      setProblem(pageErrorText(error, t('err_unknown')));
    }
  };

  const field = (key: keyof typeof delivery) => (e: { target: { value: string } }) =>
    setDelivery((d) => ({ ...d, [key]: e.target.value }));

  return (
    <Modal open onClose={onClose} title={t('points_redeem_title', { name: goods.name })}>
      {done ? (
        <div className="pf-points__form">
          <p className="pf-notice pf-notice--success" role="status">
            {done}
          </p>
          <Button onClick={onClose}>{t('points_close')}</Button>
        </div>
      ) : (
        <form className="pf-points__form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t('points_quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            hint={t('points_quantity_hint', { max })}
          />
          {physical && (
            <fieldset className="pf-points__fieldset">
              <legend>{t('points_delivery')}</legend>
              <TextField
                label={t('points_delivery_name')}
                value={delivery.name}
                onChange={field('name')}
                autoComplete="name"
              />
              <TextField
                label={t('points_delivery_phone')}
                type="tel"
                value={delivery.phone}
                onChange={field('phone')}
                autoComplete="tel"
              />
              <TextField
                label={t('points_delivery_address')}
                value={delivery.address}
                onChange={field('address')}
                autoComplete="street-address"
              />
            </fieldset>
          )}
          <PasswordField
            label={t('points_payment_password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="off"
          />
          <p className="pf-points__total">{t('points_total', { points: format(total.toString()) })}</p>
          {problem && (
            <p className="pf-notice" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" disabled={isLoading}>
            {t('points_redeem_submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}

interface ConvertDialogProps {
  open: boolean;
  onClose: () => void;
  config: PointsConfig;
  balance: PointsBalance;
}

function ConvertDialog({ open, onClose, config, balance }: ConvertDialogProps) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const money = usePointsMoney();
  const [convert, { isLoading }] = useConvertPointsMutation();
  const intent = useMoneyIntent();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const step = convertStep(config);
  const check = checkConvert(points, config, balance.points);
  const gives = check.ok
    ? check.amount
    : /^[1-9][0-9]{0,11}$/.test(points.trim())
      ? pointsToMinor(BigInt(points.trim()), config)
      : 0n;
  const reasons = {
    empty: t('points_convert_enter'),
    format: t('points_convert_whole'),
    min: t('points_convert_min', { min: format(config.minConvert) }),
    step: t('points_convert_step', { step: format(step.toString()) }),
    balance: t('points_not_enough'),
  };

  const close = () => {
    setPoints('');
    setPassword('');
    setProblem(null);
    setDone(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!check.ok) return setProblem(reasons[check.reason]);
    if (!password) return setProblem(t('points_payment_password_required'));
    setProblem(null);
    const body = { points: check.points.toString(), paymentPassword: password };
    try {
      const result = await convert({ body, idempotencyKey: intent.keyFor(body) }).unwrap();
      intent.done();
      setDone(
        t('points_convert_done', {
          amount: money(result.redemption.amount),
          points: format(result.points),
        }),
      );
    } catch (error) {
      setProblem(pageErrorText(error, t('err_unknown')));
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('points_convert_title')}>
      {done ? (
        <div className="pf-points__form">
          <p className="pf-notice pf-notice--success" role="status">
            {done}
          </p>
          <Button onClick={close}>{t('points_close')}</Button>
        </div>
      ) : (
        <form className="pf-points__form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="pf-points__muted">
            {t('points_convert_rules', {
              min: format(config.minConvert),
              step: format(step.toString()),
              points: format(balance.points),
            })}
          </p>
          <TextField
            label={t('points_convert_points')}
            inputMode="numeric"
            value={points}
            onChange={(e) => {
              setPoints(e.target.value);
              setProblem(null);
            }}
          />
          <p className="pf-points__total" aria-live="polite">
            {t('points_convert_gives', { amount: money(gives.toString()) })}
          </p>
          <PasswordField
            label={t('points_payment_password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="off"
          />
          {problem && (
            <p className="pf-notice" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" disabled={isLoading}>
            {t('points_convert_submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}

const formatTime = (ms: number, language: string) =>
  new Date(ms).toLocaleString(language === 'cn' ? 'zh-CN' : language, {
    timeZone: 'UTC',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

function HistorySection() {
  const { t, i18n } = useTranslation();
  const format = usePointsFormat();
  const money = usePointsMoney();
  const [status, setStatus] = useState<RedemptionStatus | ''>('');
  const [page, setPage] = useState(1);
  const query: RedemptionQuery = { page, size: POINTS_PAGE_SIZE, ...(status ? { status } : {}) };
  const result = useGetRedemptionsQuery(query, { refetchOnMountOrArgChange: true });
  const rows = result.data?.list ?? [];
  const pageCount = Math.ceil((result.data?.total ?? 0) / POINTS_PAGE_SIZE);
  return (
    <div className="pf-points__records">
      <div className="pf-points__filters">
        <Select
          label={t('points_status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as RedemptionStatus | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('points_status_all') },
            ...STATUSES.map((value) => ({ value, label: t(`points_status_${value}`) })),
          ]}
        />
      </div>
      <PointsLoadable
        isLoading={result.isLoading}
        error={result.error && pageErrorText(result.error, t('points_history_failed'))}
        onRetry={() => void result.refetch()}
      >
        {rows.length === 0 ? (
          <EmptyState title={t('points_history_empty')} />
        ) : (
          <ul className="pf-points__list" aria-label={t('points_tab_history')} aria-busy={result.isFetching}>
            {rows.map((row) => (
              <li key={row.id} className="pf-points__item">
                <div className="pf-points__item-main">
                  <span>
                    {/* A conversion is named by what it gave; goods by their name and quantity. */}
                    {row.type === 'CONVERT'
                      ? t('points_convert_named', { points: format(row.points), amount: money(row.amount) })
                      : `${row.name} × ${row.quantity}`}
                  </span>
                  <span className="pf-points__muted">
                    {t(`points_kind_${row.type}`)} · {formatTime(row.appliedAt, i18n.language)} ·{' '}
                    {row.reference}
                  </span>
                  {row.delivery && (
                    <span className="pf-points__muted">
                      {row.delivery.name} · {row.delivery.phone} · {row.delivery.address}
                    </span>
                  )}
                  {row.status === 'REJECTED' && row.reason && (
                    <span className="pf-points__reason">{t('points_reason', { reason: row.reason })}</span>
                  )}
                </div>
                <div className="pf-points__item-side">
                  <span>{t('points_change', { points: `-${format(row.points)}` })}</span>
                  {row.amount !== '0' && <span className="pf-points__muted">{money(row.amount)}</span>}
                  <span className={`pf-points__status pf-points__status--${row.status.toLowerCase()}`}>
                    {t(`points_status_${row.status}`)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination pageCount={pageCount} page={page - 1} onPageChange={(p) => setPage(p + 1)} />
      </PointsLoadable>
    </div>
  );
}

function DetailsSection({ today }: { today?: Date }) {
  const { t, i18n } = useTranslation();
  const format = usePointsFormat();
  const [type, setType] = useState<PointType | ''>('');
  const [range, setRange] = useState({ from: '', to: '' });
  const [preset, setPreset] = useState<DateRangePreset | null>(null);
  const [page, setPage] = useState(1);
  const query: PointEntryQuery = {
    page,
    size: POINTS_PAGE_SIZE,
    ...(type ? { type } : {}),
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
  const result = useGetPointEntriesQuery(query, { refetchOnMountOrArgChange: true });
  const rows = result.data?.list ?? [];
  const pageCount = Math.ceil((result.data?.total ?? 0) / POINTS_PAGE_SIZE);
  return (
    <div className="pf-points__records">
      <DateRangeFilter
        rowClassName="pf-points__filters"
        value={range}
        preset={preset}
        utc
        today={today}
        fromLabel={t('points_date_from')}
        toLabel={t('points_date_to')}
        onChange={(next, chosen) => {
          setRange(next);
          setPreset(chosen);
          setPage(1);
        }}
      >
        <Select
          label={t('points_type')}
          value={type}
          onChange={(e) => {
            setType(e.target.value as PointType | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('points_type_all') },
            ...POINT_TYPES.map((value) => ({ value, label: t(`points_type_${value}`) })),
          ]}
        />
      </DateRangeFilter>
      <PointsLoadable
        isLoading={result.isLoading}
        error={result.error && pageErrorText(result.error, t('points_details_failed'))}
        onRetry={() => void result.refetch()}
      >
        {rows.length === 0 ? (
          <EmptyState title={t('points_details_empty')} />
        ) : (
          <ul className="pf-points__list" aria-label={t('points_tab_details')} aria-busy={result.isFetching}>
            {rows.map((row) => {
              const credit = !row.change.startsWith('-');
              return (
                <li key={row.id} className="pf-points__item">
                  <div className="pf-points__item-main">
                    <span>{t(`points_type_${row.type}`)}</span>
                    <span className="pf-points__muted">
                      {formatTime(row.at, i18n.language)} · {row.reference}
                    </span>
                    {row.remark && <span className="pf-points__muted">{row.remark}</span>}
                  </div>
                  <div className="pf-points__item-side">
                    <span className={`pf-points__change pf-points__change--${credit ? 'credit' : 'debit'}`}>
                      {credit ? '+' : ''}
                      {format(row.change)}
                    </span>
                    <span className="pf-points__muted">
                      {t('points_balance_after', { points: format(row.balance) })}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination pageCount={pageCount} page={page - 1} onPageChange={(p) => setPage(p + 1)} />
      </PointsLoadable>
    </div>
  );
}
