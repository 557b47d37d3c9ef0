import type { GameList, LaunchGameReply } from '@playfront/api-contract';
import { fund, moneyCall, reconcileOk } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { gameWallet } from '../games';
import type { GameSession } from '../games';

// On PostgreSQL (transactions really at the same time, on separate connections): a member's parallel bets
// in two game sessions never pass the loss limit, parallel deposit requests never pass the deposit limit, and
// never reach the affordability threshold without a declaration.
const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;
const PASSWORD = 'Member2026';
const BETS = 30;
const STAKE = 5_000n;
const LOSS_LIMIT = 50_000n;

maybe('limits raced (PostgreSQL)', () => {
  let t: TestApp;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_REGISTER_IP_MAX: '0' });
    const reply = await t.call({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await t.seal({
        username: 'racelimit',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        birthday: '1990-01-01',
        registerMethod: 'WEB',
        login: true,
      }),
    });
    token = (reply.envelope.value as { token: string }).token;
    userId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'racelimit')
        .executeTakeFirstOrThrow()
    ).id;
    // 10,000.00 reaches the brand's affordability threshold: the member declares first (the check has its race below).
    await t.call({
      method: 'POST',
      url: '/wps/protection/affordability',
      headers: bearer(token),
      payload: { confirm: true },
    });
    await fund(t, token, '1000000');
  }, 120_000);
  afterAll(() => t.close());

  it('accepts bets in two wallets at once only up to the loss limit', async () => {
    await t.call({
      method: 'PUT',
      url: '/wps/protection/limits',
      headers: bearer(token),
      payload: { kind: 'LOSS', period: 'DAY', amount: String(LOSS_LIMIT) },
    });
    const list = async (category: string) =>
      (
        (await t.call({ method: 'GET', url: `/wps/game/list?size=100&category=${category}` })).envelope
          .value as GameList
      ).list;
    const slot = (await list('RNG')).find((g) => g.engine === 'slot' && g.isGame === 'GAME')!;
    const lottery = (await list('LOTT')).find((g) => g.engine === 'lottery' && g.isGame === 'GAME')!;
    const ctx = { db: t.db, config: t.config, now: () => t.clock.now };
    const open = async (gameId: number) => {
      const launch = await t.call({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: bearer(token),
        payload: { gameId },
      });
      const launchToken = new URL(
        (launch.envelope.value as LaunchGameReply).game_url,
        'http://x',
      ).searchParams.get('launch');
      return (await gameWallet.openGameSession(ctx, launchToken ?? '')).session;
    };
    // Two wallets, so the two sessions' bets do not queue on one wallet's lock: the slot's vendor wallet
    // (a TRANSFER vendor) and the main wallet (the lottery's SEAMLESS vendor), each with money.
    const slotSession = await open(slot.id);
    const lotterySession = await open(lottery.id);
    const moved = await moneyCall(t, token, 'POST', '/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: slotSession.vendorCode,
      amount: '500000',
    });
    expect(moved.statusCode).toBe(200);
    const sessions: GameSession[] = [slotSession, lotterySession];
    const results = await Promise.allSettled(
      Array.from({ length: BETS }, (_, n) =>
        gameWallet.playInstantRound(
          ctx,
          sessions[n % 2]!,
          { roundId: `race-loss-${n}`, stake: STAKE, detail: 'race' },
          { payout: 0n },
        ),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    for (const failure of refused) {
      expect((failure as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 403,
        code: 'limit_reached',
      });
    }
    expect(results.length - refused.length).toBe(Number(LOSS_LIMIT / STAKE));
    const rows = await t.db
      .selectFrom('game_rounds')
      .select(['stake', 'payout'])
      .where('user_id', '=', userId)
      .execute();
    const loss = rows.reduce((sum, row) => sum + BigInt(row.stake) - BigInt(row.payout ?? 0), 0n);
    expect(loss).toBe(LOSS_LIMIT);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('records deposit requests only up to the deposit limit', async () => {
    await t.call({
      method: 'PUT',
      url: '/wps/protection/limits',
      headers: bearer(token),
      payload: { kind: 'DEPOSIT', period: 'WEEK', amount: '1500000' },
    });
    // 1,000,000 was deposited this week already; 500,000 is left: ten of these twenty fit.
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        moneyCall(t, token, 'POST', '/wps/payment/deposits', { channelCode: 'QR', amount: '50000' }),
      ),
    );
    expect(replies.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(replies.filter((r) => r.envelope.code === 'limit_reached')).toHaveLength(10);
  });

  it('never lets parallel deposit requests reach the affordability threshold without a declaration', async () => {
    const reply = await t.call({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await t.seal({
        username: 'raceafford',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        birthday: '1990-01-01',
        registerMethod: 'WEB',
        login: true,
      }),
    });
    expect(reply.statusCode).toBe(200);
    const member = (reply.envelope.value as { token: string }).token;
    // The brand's default threshold is 1,000,000 (10,000.00): nine requests of 100,000 stay under it.
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        moneyCall(t, member, 'POST', '/wps/payment/deposits', { channelCode: 'QR', amount: '100000' }),
      ),
    );
    expect(replies.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(9);
    expect(replies.filter((r) => r.envelope.code === 'affordability_check')).toHaveLength(11);
  });
});
