import type { GoodsList, PointEntryPage, PointsBalance, RedemptionResult } from '@playfront/api-contract';
import fc from 'fast-check';
import { fund, moneyCall, operatorCall, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { earnPoints } from './earn';

/**
 * Points details tell the whole story: whatever the member does (plays rounds of any category, deposits,
 * converts, redeems chips and physical goods that the operator approves or rejects) and whatever the
 * operator corrects, the points balance equals both a model of the rules and the sum of every change in the
 * details, each detail's balance follows from the one before, and the ledger reconciles.
 */
const PAY = 'Pay@2026';
const RATES: Record<string, bigint> = { LIVE: 70n, RNG: 120n, SPORTS: 100n, FISH: 120n, PVP: 100n };
let t: TestApp;
let token = '';
let chipsId = 0;
let shirtId = 0;

const get = async <T>(url: string) =>
  (await t.call({ method: 'GET', url, headers: bearer(token) })).envelope.value as T;
const balance = async () => BigInt((await get<PointsBalance>('/wps/points')).points);
const sweep = async () => {
  t.clock.advance(1_000);
  await earnPoints(t.db, t.config.merchantCode, t.clock.now);
};
const available = async (id: number) =>
  (await get<GoodsList>('/wps/points/goods')).list.find((item) => item.id === id)!.available;

/** Every page of the details (pages of 20, as the portal reads them), newest first. */
async function allDetails(): Promise<PointEntryPage['list']> {
  const rows: PointEntryPage['list'] = [];
  for (let page = 1; ; page += 1) {
    const chunk = await get<PointEntryPage>(`/wps/points/details?size=20&page=${page}`);
    rows.push(...chunk.list);
    if (rows.length >= chunk.total || chunk.list.length === 0) {
      expect(rows).toHaveLength(chunk.total);
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      return rows;
    }
  }
}

type Op =
  | { kind: 'play'; category: string; stake: number }
  | { kind: 'deposit'; amount: number }
  | { kind: 'convert'; steps: number }
  | { kind: 'chips' | 'shirt'; quantity: number }
  | { kind: 'decide'; approve: boolean }
  | { kind: 'adjust'; points: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('play' as const),
    category: fc.constantFrom(...Object.keys(RATES)),
    stake: fc.integer({ min: 1, max: 100_000 }),
  }),
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 10_000, max: 500_000 }) }),
  // Conversions of 1 000 to 20 000 points in the step of 10.
  fc.record({ kind: fc.constant('convert' as const), steps: fc.integer({ min: 100, max: 2_000 }) }),
  fc.record({
    kind: fc.constantFrom('chips' as const, 'shirt' as const),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('decide' as const), approve: fc.boolean() }),
  fc.record({
    kind: fc.constant('adjust' as const),
    points: fc.integer({ min: -30_000, max: 30_000 }).filter((value) => value !== 0),
  }),
);

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  token = await t.login('demo_member', 'Demo@2026');
  const goods = await get<GoodsList>('/wps/points/goods');
  chipsId = goods.list.find((item) => item.name === '5.00 chips')!.id;
  shirtId = goods.list.find((item) => item.name === 'Club T-shirt')!.id;
  // Plenty of stock and money to play with, and a quiet minute after the seed's sweep.
  for (const id of [chipsId, shirtId]) {
    const reply = await t.call({
      method: 'PATCH',
      url: `/wps/admin/points/goods/${id}`,
      headers: { 'x-operator-key': 'test-operator-key' },
      payload: { quantity: 100_000 },
    });
    expect(reply.statusCode).toBe(200);
  }
  await fund(t, token, '10000000');
  t.clock.advance(60_000);
  await sweep();
}, 120_000);
afterAll(() => t.close());

it('keeps the points balance equal to the model and to the sum of the details, and reconciles', async () => {
  const pending: Array<{ id: number; points: bigint }> = [];
  let model = await balance();
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
      for (const step of ops) {
        if (step.kind === 'play') {
          const stake = BigInt(step.stake);
          await playRound(t, token, step.category, stake, step.stake % 3 === 0 ? stake * 2n : 0n);
          await sweep();
          model += (stake * RATES[step.category]!) / 10_000n;
        } else if (step.kind === 'deposit') {
          await fund(t, token, String(step.amount));
          await sweep();
          model += (BigInt(step.amount) * 100n) / 10_000n;
        } else if (step.kind === 'convert') {
          const points = BigInt(step.steps) * 10n;
          const reply = await moneyCall(t, token, 'POST', '/wps/points/convert', {
            points: String(points),
            paymentPassword: PAY,
          });
          if (points <= model) {
            expect(reply.statusCode).toBe(200);
            model -= points;
          } else {
            expect([reply.statusCode, reply.envelope.code]).toEqual([409, 'points_insufficient']);
          }
        } else if (step.kind === 'chips' || step.kind === 'shirt') {
          const id = step.kind === 'chips' ? chipsId : shirtId;
          const points = BigInt(step.quantity) * (step.kind === 'chips' ? 5_000n : 8_000n);
          const stock = await available(id);
          const reply = await moneyCall(t, token, 'POST', '/wps/points/redeem', {
            goodsId: id,
            quantity: step.quantity,
            paymentPassword: PAY,
            ...(step.kind === 'shirt'
              ? { delivery: { name: 'Demo Member', phone: '+84 912 345 678', address: '1 Test Street' } }
              : {}),
          });
          if (points <= model) {
            expect(reply.statusCode).toBe(200);
            model -= points;
            expect(await available(id)).toBe(stock - step.quantity);
            const redemption = (reply.envelope.value as RedemptionResult).redemption;
            if (step.kind === 'shirt') pending.push({ id: redemption.id, points });
          } else {
            expect([reply.statusCode, reply.envelope.code]).toEqual([409, 'points_insufficient']);
            expect(await available(id)).toBe(stock);
          }
        } else if (step.kind === 'decide') {
          const open = pending.shift();
          if (!open) continue;
          const reply = await operatorCall(t, 'POST', `/wps/admin/points/redemptions/${open.id}/decision`, {
            decision: step.approve ? 'APPROVE' : 'REJECT',
            ...(step.approve ? {} : { reason: 'Out of stock at the warehouse' }),
          });
          expect(reply.statusCode).toBe(200);
          if (!step.approve) model += open.points;
        } else if (step.kind === 'adjust') {
          const points = BigInt(step.points);
          const reply = await operatorCall(t, 'POST', '/wps/admin/points/adjust', {
            username: 'demo_member',
            points: String(points),
            remark: 'property correction',
          });
          if (model + points >= 0n) {
            expect(reply.statusCode).toBe(200);
            model += points;
          } else {
            expect([reply.statusCode, reply.envelope.code]).toEqual([409, 'points_insufficient']);
          }
        }
      }
      const points = await balance();
      expect(points).toBe(model);
      const rows = await allDetails();
      expect(rows.reduce((sum, row) => sum + BigInt(row.change), 0n)).toBe(points);
      expect(rows[0]?.balance ?? '0').toBe(String(points));
      rows.forEach((row, index) => {
        const older = rows[index + 1];
        expect(BigInt(row.balance)).toBe(BigInt(older?.balance ?? '0') + BigInt(row.change));
      });
      expect(await reconcileOk(t)).toBe(true);
    }),
    { numRuns: 8 },
  );
}, 300_000);
