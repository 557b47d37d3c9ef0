import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { Mission, MissionTask } from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { Button, EmptyState, Loadable, Notice, PageSection, Tabs } from '@playfront/ui-kit';
import { formatTime, useMoney, useMoneyIntent, WalletPage } from '@playfront/wallet';
import { useClaimMissionMutation, useGetMissionLeaderboardQuery, useGetMissionsQuery } from './rewards-api';
import type { MissionPeriod } from './rewards-api';
import { Progress, RewardsStyles } from './rewards-ui';

const DAY_MS = 86_400_000;

/** Time left as hh:mm:ss (under a day, where a countdown is shown). */
export function countdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((n) => String(n).padStart(2, '0')).join(':');
}

/** The current time, every second (or the fixed `fixed` of tests and stories). */
function useNow(fixed: number | undefined): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

const amountTasks = new Set<MissionTask['kind']>(['DEPOSIT_AMOUNT', 'BET_AMOUNT']);

export interface MissionActivityPageProps {
  /** "Now" for the period countdown (tests and stories); the clock otherwise. */
  now?: number;
}

/**
 * Mission activity (missionLeaderboard): the daily and weekly missions of the current periods, each task's
 * progress, the time left, the reward and its claim; then the leaderboard of the period with the reader's
 * row marked. A claim refreshes the missions, the member-centre badge (the mission summary) and the balance.
 */
export function MissionActivityPage({ now: fixedNow }: MissionActivityPageProps) {
  useMessageAreas(['rewards', 'play']);
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const now = useNow(fixedNow);
  const intent = useMoneyIntent();
  const missions = useGetMissionsQuery();
  const [claimMission] = useClaimMissionMutation();
  const inFlight = useRef(new Set<number>());
  const [claiming, setClaiming] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [period, setPeriod] = useState<MissionPeriod>('DAILY');
  const board = useGetMissionLeaderboardQuery(period);
  const list = missions.data?.list ?? [];

  const taskText = (task: MissionTask) => {
    const target = amountTasks.has(task.kind) ? money(task.target) : task.target;
    const category = task.category ? t(`play_category_${task.category}`) : null;
    return category && task.kind !== 'DEPOSIT_AMOUNT' && task.kind !== 'LOGIN_DAYS'
      ? t(`rewards_task_${task.kind}_category`, { target, category })
      : t(`rewards_task_${task.kind}`, { target });
  };
  const taskNumbers = (task: MissionTask) =>
    amountTasks.has(task.kind)
      ? `${money(task.progress)} / ${money(task.target)}`
      : `${task.progress} / ${task.target}`;

  const claim = async (mission: Mission) => {
    if (inFlight.current.has(mission.id)) return;
    inFlight.current.add(mission.id);
    setClaiming(new Set(inFlight.current));
    setOutcome(null);
    const body = { id: mission.id };
    try {
      const { bonus } = await claimMission({ body, idempotencyKey: intent.keyFor(body) }).unwrap();
      intent.done();
      setOutcome({ kind: 'success', text: t('rewards_claim_done', { amount: money(bonus.amount) }) });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    } finally {
      inFlight.current.delete(mission.id);
      setClaiming(new Set(inFlight.current));
    }
  };

  const ends = (mission: Mission) => {
    const left = mission.periodEnd - now;
    return left < DAY_MS
      ? t('rewards_ends_in', { time: countdown(left) })
      : t('rewards_ends_at', { date: formatTime(mission.periodEnd, i18n.language) });
  };

  return (
    <WalletPage label={t('rewards_mc_missionLeaderboard')}>
      <RewardsStyles />
      <PageSection title={t('rewards_missions')}>
        <Notice kind={outcome?.kind}>{outcome?.text}</Notice>
        <Loadable
          isLoading={missions.isLoading}
          error={missions.error && errorMessage(missions.error, t('err_unknown'))}
          onRetry={() => void missions.refetch()}
        >
          {list.length === 0 ? (
            <EmptyState title={t('rewards_missions_empty')} />
          ) : (
            <ul className="pf-rw__list" aria-label={t('rewards_missions')}>
              {list.map((mission) => (
                <li key={mission.id} className="pf-rw__card" aria-label={mission.title}>
                  <div className="pf-rw__head">
                    <div>
                      <h4 className="pf-rw__title">{mission.title}</h4>
                      <span className="pf-rw__kind">
                        {t(`rewards_period_${mission.period}`)} · {ends(mission)}
                      </span>
                    </div>
                    <span
                      className={`pf-rw__status pf-rw__status--${mission.status === 'claim' ? 'go' : mission.status === 'claimed' ? 'ok' : 'bad'}`}
                    >
                      {t(`rewards_mission_status_${mission.status}`)}
                    </span>
                  </div>
                  {mission.description && <p className="pf-rw__hint">{mission.description}</p>}
                  {mission.tasks.map((task, index) => (
                    <Progress
                      key={index}
                      label={taskText(task)}
                      done={task.progress}
                      target={task.target}
                      text={taskNumbers(task)}
                      note={task.done ? ` · ${t('rewards_task_done')}` : undefined}
                    />
                  ))}
                  <div className="pf-rw__actions">
                    <span>
                      {t('rewards_reward')}: <strong>{money(mission.reward)}</strong>
                    </span>
                    {mission.status === 'claim' && (
                      <Button
                        size="sm"
                        aria-label={t('rewards_claim_named', { title: mission.title })}
                        loading={claiming.has(mission.id)}
                        onClick={() => void claim(mission)}
                      >
                        {t('rewards_claim')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </PageSection>
      <PageSection title={t('rewards_leaderboard')}>
        <Tabs
          label={t('rewards_leaderboard')}
          value={period}
          onChange={(id) => setPeriod(id as MissionPeriod)}
          items={[
            { id: 'DAILY', label: t('rewards_period_DAILY') },
            { id: 'WEEKLY', label: t('rewards_period_WEEKLY') },
          ]}
        />
        <Loadable
          isLoading={board.isLoading}
          error={board.error && errorMessage(board.error, t('err_unknown'))}
          onRetry={() => void board.refetch()}
        >
          {!board.data || board.data.list.length === 0 ? (
            <EmptyState title={t('rewards_leaderboard_empty')} />
          ) : (
            <div className="pf-rw__scroll">
              <table className="pf-rw__table" aria-busy={board.isFetching}>
                <caption className="pf-visually-hidden">
                  {t('rewards_leaderboard')} · {t(`rewards_period_${board.data.period}`)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('rewards_col_rank')}</th>
                    <th scope="col">{t('rewards_col_player')}</th>
                    <th scope="col" className="pf-rw__num">
                      {t('rewards_col_completed')}
                    </th>
                    <th scope="col" className="pf-rw__num">
                      {t('rewards_col_rewards')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {board.data.list.map((row) => (
                    <tr
                      key={row.rank}
                      className={row.me ? 'pf-rw__me' : undefined}
                      aria-current={row.me ? 'true' : undefined}
                    >
                      <td>{row.rank}</td>
                      <td>
                        {row.username}
                        {row.me && <span className="pf-rw__you">({t('rewards_me')})</span>}
                      </td>
                      <td className="pf-rw__num">{row.completed}</td>
                      <td className="pf-rw__num">{money(row.rewards)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Loadable>
      </PageSection>
    </WalletPage>
  );
}
