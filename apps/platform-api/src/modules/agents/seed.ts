import { AccountType } from '@playfront/api-contract';
import type { ContractKind, ContractTerms } from '@playfront/api-contract';
import type { DemoSeedContext } from '../../core/module';
import { playSeedRounds } from '../games';
import { seedDemoUser } from '../identity';
import { seedApprovedDeposits } from '../payments';
import { runSettlement } from './settlement';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const AGENT_PASSWORD = 'Agent@2026';
const MEMBER_PASSWORD = 'Demo@2026';

/** What the platform pays demo_agent, and demo_agent its sub-agent (lower on every rate). */
const platformTerms: ContractTerms[] = [
  {
    kind: 'DIVIDEND',
    period: 'DAILY',
    tiers: [
      { validBet: '10000', teamLoss: '1000', activeMembers: 1, rateBps: 1000 },
      { validBet: '100000', teamLoss: '10000', activeMembers: 3, rateBps: 2000 },
    ],
  },
  {
    kind: 'DAILY_WAGE',
    tiers: [
      { betAmount: '10000', rateBps: 100 },
      { betAmount: '100000', rateBps: 150 },
    ],
  },
  {
    kind: 'HOURLY_WAGE',
    tiers: [
      { betAmount: '5000', rateBps: 50 },
      { betAmount: '20000', rateBps: 80 },
    ],
  },
  { kind: 'REALTIME', profitRateBps: 30, lossRateBps: 80, singleBet: '100' },
];
const subAgentTerms: ContractTerms[] = [
  {
    kind: 'DIVIDEND',
    period: 'DAILY',
    tiers: [
      { validBet: '10000', teamLoss: '1000', activeMembers: 1, rateBps: 500 },
      { validBet: '100000', teamLoss: '10000', activeMembers: 3, rateBps: 1000 },
    ],
  },
  {
    kind: 'DAILY_WAGE',
    tiers: [
      { betAmount: '10000', rateBps: 50 },
      { betAmount: '100000', rateBps: 100 },
    ],
  },
  {
    kind: 'HOURLY_WAGE',
    tiers: [
      { betAmount: '5000', rateBps: 30 },
      { betAmount: '20000', rateBps: 50 },
    ],
  },
  { kind: 'REALTIME', profitRateBps: 20, lossRateBps: 50, singleBet: '100' },
];

/**
 * The demo agent's team, three levels deep, with deposits, three days of rounds and a contract of every
 * kind (real-time salary for the last two hours), settled at once: every agent-centre page has real figures
 * on the first start. agentsub2 has a daily-wage offer from agentsub1 waiting for its answer.
 */
export async function seedDemoAgents(ctx: DemoSeedContext): Promise<void> {
  const agent = ctx.users.get('demo_agent');
  if (agent === undefined) return;
  const add = (username: string, accountType: number, uplineId: number, nickname: string) =>
    seedDemoUser(ctx, {
      username,
      password: accountType === AccountType.MEMBER ? MEMBER_PASSWORD : AGENT_PASSWORD,
      accountType,
      uplineId,
      nickname,
    });
  const sub1 = await add('agentsub1', AccountType.AGENT, agent, 'Sub-agent One');
  const sub2 = await add('agentsub2', AccountType.AGENT, sub1, 'Sub-agent Two');
  const players = [
    await add('teamplay1', AccountType.MEMBER, agent, 'Team Player One'),
    await add('teamplay2', AccountType.MEMBER, sub1, 'Team Player Two'),
    await add('teamplay3', AccountType.MEMBER, sub2, 'Team Player Three'),
  ];

  const today = Math.floor(ctx.now.getTime() / DAY) * DAY;
  const begin = new Date(today - 3 * DAY);
  const recent = new Date(ctx.now.getTime() - 2 * HOUR);
  const contract = (upline: number | null, downline: number, terms: ContractTerms, status = 'ACTIVE') => {
    const started = terms.kind === 'REALTIME' ? recent : begin;
    return {
      merchant_code: ctx.merchant,
      upline_id: upline,
      downline_id: downline,
      kind: terms.kind as ContractKind,
      terms: JSON.stringify(terms),
      status,
      request: status === 'OFFERED' ? 'NEW_CONTRACT' : null,
      requested_by: status === 'OFFERED' ? 'upline' : null,
      offered_at: started,
      started_at: status === 'ACTIVE' ? started : null,
    };
  };
  await ctx.db
    .insertInto('agent_contracts')
    .values([
      ...platformTerms.map((terms) => contract(null, agent, terms)),
      ...subAgentTerms.map((terms) => contract(agent, sub1, terms)),
      contract(sub1, sub2, { kind: 'DAILY_WAGE', tiers: [{ betAmount: '10000', rateBps: 30 }] }, 'OFFERED'),
    ])
    .execute();

  await seedApprovedDeposits(
    ctx,
    [...players, sub1].map((userId, index) => ({
      userId,
      amount: BigInt(200_000 - index * 40_000),
      at: new Date(begin.getTime() + HOUR + index * 60_000),
    })),
  );
  // Three rounds a player on each of the last three days and two in the last hour and a half; every third
  // round wins twice its stake.
  const rounds: Array<{ userId: number; gameCode: string; stake: bigint; payout: bigint; at: Date }> = [];
  let n = 0;
  const play = (at: Date) =>
    players.forEach((userId, index) => {
      n += 1;
      const stake = BigInt(2_000 + ((n * 1_300 + index * 700) % 6_000));
      rounds.push({ userId, gameCode: 'SEA_QUICK', stake, payout: n % 3 === 0 ? stake * 2n : 0n, at });
    });
  for (let day = 0; day < 3; day += 1) {
    for (const hour of [10, 14, 20]) play(new Date(begin.getTime() + day * DAY + hour * HOUR));
  }
  play(new Date(ctx.now.getTime() - 90 * 60_000));
  play(new Date(ctx.now.getTime() - 40 * 60_000));
  await playSeedRounds(ctx, rounds);

  await runSettlement({ db: ctx.db, config: ctx.config, now: () => ctx.now });

  ctx.addLogin({
    role: 'sub-agent (type 1)',
    username: 'agentsub1',
    password: AGENT_PASSWORD,
    note: 'below demo_agent; contracts of every kind from it',
  });
  ctx.addLogin({
    role: 'sub-agent (type 1)',
    username: 'agentsub2',
    password: AGENT_PASSWORD,
    note: 'below agentsub1, which offers it a daily wage',
  });
  ctx.addLogin({
    role: 'member',
    username: 'teamplay3',
    password: MEMBER_PASSWORD,
    note: 'third level of the demo team',
  });
  ctx.noteLogin('demo_agent', 'a team three levels deep, contracts of every kind');
}
