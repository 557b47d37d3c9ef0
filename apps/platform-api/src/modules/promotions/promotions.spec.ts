import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type {
  AdminPromotion,
  AdminPromotionList,
  ClaimResult,
  Participation,
  PromotionApplication,
  PromotionApplicationList,
  PromotionDetail,
  PromotionInput,
  PromotionPage,
} from '@playfront/api-contract';
import { sha256 } from '../../core/crypto';
import { pngOf } from '../../testing/images';
import { balanceOf, fund, moneyCall, operatorCall, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { OPERATOR_KEY, bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { drawDueRaffles } from './admin';
import { drawWinners, numberTickets } from './fairness';

/**
 * Promotions as a member sees them: the status of each type moving through spec §4, every reward paid once
 * as a bonus on the ledger (replays and parallel claims included), applications with images decided by the
 * operator, and a raffle drawn once, reproducibly from its revealed seed.
 */
let t: TestApp;
let member = '';
let agent = '';
let memberId = 0;
let agentId = 0;
const ids: Record<string, number> = {};

const detail = async (id: number, token?: string, language = 'en') =>
  (
    await t.call({
      method: 'GET',
      url: `/wps/promotions/${id}`,
      headers: { ...(token ? bearer(token) : {}), language },
    })
  ).envelope.value as PromotionDetail;
const join_ = (token: string, id: number, key?: string) =>
  moneyCall(t, token, 'POST', `/wps/promotions/${id}/join`, undefined, key ?? randomUUID());
const claim = (token: string, id: number, key?: string) =>
  moneyCall(t, token, 'POST', `/wps/promotions/${id}/claim`, undefined, key ?? randomUUID());
const bonusesOf = (userId: number, promotionId: number) =>
  t.db
    .selectFrom('bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('source_key', '=', `P${promotionId}:U${userId}`)
    .execute();

/** A multipart body: the note field and the images in field `proof`. */
function applicationBody(note: string, images: Buffer[]) {
  const boundary = '----promotion-test-boundary';
  const parts = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${note}\r\n`),
    ...images.map((bytes, index) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="win${index}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]),
    ),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One settled round of `stake` in a slot game, paying nothing back. */
const round = (token: string, stake: bigint) => playRound(t, token, 'RNG', stake);

const userIdOf = async (username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
    UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'promotions-')),
  });
  member = await t.login('demo_member', 'Demo@2026');
  agent = await t.login('demo_agent', 'Agent@2026');
  memberId = await userIdOf('demo_member');
  agentId = await userIdOf('demo_agent');
  const list = (await operatorCall(t, 'GET', '/wps/admin/promotions')).envelope.value as AdminPromotionList;
  for (const promotion of list.list) ids[promotion.type] = promotion.id;
});
afterAll(() => t.close());

describe('promotions list and detail', () => {
  it('lists the demo promotions of each type with the statuses a visitor and a member see', async () => {
    const visitor = (await t.call({ method: 'GET', url: '/wps/promotions', headers: { language: 'th' } }))
      .envelope.value as PromotionPage;
    expect(visitor.total).toBe(5);
    expect(visitor.list.map((p) => [p.type, p.status])).toEqual([
      ['DEPOSIT', 'join'],
      ['REGISTRATION', 'join'],
      ['APPLY', 'join'],
      ['RAFFLE', 'join'],
      ['MISSION', 'close'],
    ]);
    expect(visitor.list[0]!.title).toBe('โบนัสเงินฝาก 100%');
    const mine = (
      await t.call({ method: 'GET', url: '/wps/promotions?type=MISSION', headers: bearer(member) })
    ).envelope.value as PromotionPage;
    expect(mine.list.map((p) => p.status)).toEqual(['process']);
    const registration = await detail(ids['REGISTRATION']!, member, 'xx');
    expect(registration.status).toBe('claim');
    expect(registration.title).toBe('Welcome bonus 8.88');
    expect(registration.content).toContain('<li>');
    const art = await t.app.inject({ method: 'GET', url: visitor.list[0]!.imageUrl });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('linearGradient');
  });

  it('answers 404 for unknown or another brand’s promotions and 400 for a bad id, never 5xx', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/promotions/999999' })).statusCode).toBe(404);
    const other = await t.db
      .insertInto('promotions')
      .values({
        merchant_code: 'OTHER',
        type: 'APPLY',
        texts: JSON.stringify({ en: { title: 'x', summary: '', content: '' } }),
        image_url: '/x.svg',
        rules: JSON.stringify({ amount: '100', turnoverMultiplier: 0, weights: {}, bonusDays: 1 }),
        starts_at: new Date(0),
        ends_at: null,
        created_at: new Date(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.call({ method: 'GET', url: `/wps/promotions/${other.id}` })).statusCode).toBe(404);
    const page = (await t.call({ method: 'GET', url: '/wps/promotions' })).envelope.value as PromotionPage;
    expect(page.list.some((p) => p.id === other.id)).toBe(false);
    for (const url of ['/wps/promotions/abc', '/wps/promotions/99999999999', '/wps/promotions?type=BOGUS']) {
      const bad = await t.call({ method: 'GET', url });
      expect([bad.statusCode, bad.envelope.code]).toEqual([400, 'validation_failed']);
    }
    expect((await t.call({ method: 'GET', url: '/wps/promotions/art/nothing.svg' })).statusCode).toBe(404);
  });
});

describe('DEPOSIT promotion', () => {
  it('join → joined → a qualifying deposit → claim → claimed: the bonus and its turnover gate withdrawals', async () => {
    const id = ids['DEPOSIT']!;
    expect((await detail(id, member)).status).toBe('join');
    const keyless = await join_(member, id, '');
    expect([keyless.statusCode, keyless.envelope.code]).toEqual([400, 'idempotency_key_required']);
    const early = await claim(member, id);
    expect([early.statusCode, early.envelope.code]).toEqual([409, 'promotion_nothing_to_claim']);

    t.clock.advance(1_000);
    const joined = await join_(member, id);
    expect(joined.statusCode).toBe(200);
    expect(joined.envelope.value).toMatchObject({ status: 'joined', bonusId: null });
    const again = await join_(member, id);
    expect([again.statusCode, again.envelope.code]).toEqual([409, 'promotion_already_joined']);

    t.clock.advance(1_000);
    await fund(t, member, '12000');
    const ready = await detail(id, member);
    expect(ready.status).toBe('claim');
    expect(ready.participation).toMatchObject({ status: 'claim', bonusId: null });

    const before = BigInt((await balanceOf(t, member)).mainBalance);
    const key = randomUUID();
    const first = await claim(member, id, key);
    expect(first.statusCode).toBe(200);
    const result = first.envelope.value as ClaimResult;
    // 100 % of 120.00, capped at 100.00; turnover 5 × the bonus, weighted by category.
    expect(result.bonus).toMatchObject({
      amount: '10000',
      turnoverRequired: '50000',
      status: 'ACTIVE',
      weights: { RNG: 10000, LIVE: 1000, SPORTS: 5000, FISH: 10000, PVP: 5000, LOTT: 2000, ELOTT: 2000 },
      source: { kind: 'PROMOTION', id, title: '100% deposit bonus' },
    });
    expect(result.participation).toMatchObject({ status: 'claimed', bonusAmount: '10000' });
    const replay = await claim(member, id, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    const second = await claim(member, id);
    expect([second.statusCode, second.envelope.code]).toEqual([409, 'promotion_nothing_to_claim']);
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(before + 10_000n);
    expect(await bonusesOf(memberId, id)).toHaveLength(1);
    expect((await detail(id, member)).status).toBe('claimed');

    const banks = await t.call({ method: 'GET', url: '/wps/member/bank-accounts', headers: bearer(member) });
    const bankAccountId = (banks.envelope.value as { list: Array<{ id: number }> }).list[0]!.id;
    const withdrawal = await moneyCall(t, member, 'POST', '/wps/payment/withdrawals', {
      amount: '10000',
      bankAccountId,
      paymentPassword: 'Pay@2026',
    });
    expect([withdrawal.statusCode, withdrawal.envelope.code]).toEqual([409, 'bonus_turnover_pending']);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('ignores deposits below the minimum and counts the deposit in the turnover when the rules say so', async () => {
    const created = await operatorCall(t, 'POST', '/wps/admin/promotions', {
      type: 'DEPOSIT',
      texts: {
        en: { title: 'Reload', summary: 's', content: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
      },
      imageUrl: '/wps/promotions/art/deposit.svg',
      rules: {
        bonusBps: 5000,
        maxBonus: '20000',
        minDeposit: '15000',
        turnoverMultiplier: 2,
        depositCounts: true,
        weights: { RNG: 10000 },
        bonusDays: 7,
      },
      startsAt: t.clock.now.getTime() - 1000,
      endsAt: null,
    });
    expect(created.statusCode).toBe(200);
    const promotion = created.envelope.value as AdminPromotion;
    expect(promotion.texts.en.content).toBe('<p>Hi</p>');
    await join_(agent, promotion.id);
    t.clock.advance(1_000);
    await fund(t, agent, '10000'); // below the 150.00 minimum
    expect((await detail(promotion.id, agent)).status).toBe('joined');
    await fund(t, agent, '16000');
    const paid = (await claim(agent, promotion.id)).envelope.value as ClaimResult;
    // 50 % of 160.00 = 80.00 (under the cap); turnover 2 × (80.00 + 160.00).
    expect(paid.bonus).toMatchObject({ amount: '8000', turnoverRequired: '48000' });
  });
});

describe('DEPOSIT promotions together', () => {
  it('pays one deposit bonus per deposit', async () => {
    const rules = {
      bonusBps: 1000,
      maxBonus: '5000',
      minDeposit: '10000',
      turnoverMultiplier: 1,
      weights: { RNG: 10000 },
      bonusDays: 7,
    };
    const create = async (title: string) =>
      (
        (
          await operatorCall(t, 'POST', '/wps/admin/promotions', {
            type: 'DEPOSIT',
            texts: { en: { title, summary: '', content: '' } },
            imageUrl: '/wps/promotions/art/deposit.svg',
            rules,
            startsAt: t.clock.now.getTime() - 1000,
            endsAt: null,
          })
        ).envelope.value as AdminPromotion
      ).id;
    const [a, b] = [await create('First'), await create('Second')];
    t.clock.advance(1_000); // after the deposits of the tests before
    await join_(agent, a);
    await join_(agent, b);
    t.clock.advance(1_000);
    await fund(t, agent, '20000');
    expect([(await detail(a, agent)).status, (await detail(b, agent)).status]).toEqual(['claim', 'claim']);
    expect(((await claim(agent, a)).envelope.value as ClaimResult).bonus.amount).toBe('2000');
    expect((await detail(b, agent)).status).toBe('joined');
    expect((await claim(agent, b)).envelope.code).toBe('promotion_nothing_to_claim');
    t.clock.advance(1_000);
    await fund(t, agent, '30000');
    expect(((await claim(agent, b)).envelope.value as ClaimResult).bonus.amount).toBe('3000');
  });
});

describe('REGISTRATION promotion', () => {
  it('pays recent members once, even for 20 parallel claims, and refuses older members', async () => {
    const id = ids['REGISTRATION']!;
    const before = BigInt((await balanceOf(t, agent)).mainBalance);
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(agent, id)));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode === 409).map((reply) => reply.envelope.code)).toEqual(
      Array(19).fill('promotion_nothing_to_claim'),
    );
    const paid = replies.find((reply) => reply.statusCode === 200)!.envelope.value as ClaimResult;
    expect(paid.bonus).toMatchObject({ amount: '888', turnoverRequired: '2664' });
    expect(BigInt((await balanceOf(t, agent)).mainBalance)).toBe(before + 888n);
    expect(await bonusesOf(agentId, id)).toHaveLength(1);
    expect((await detail(id, agent)).status).toBe('claimed');

    await t.db
      .updateTable('users')
      .set({ created_at: new Date(t.clock.now.getTime() - 40 * 86_400_000) })
      .where('id', '=', memberId)
      .execute();
    expect((await detail(id, member)).status).toBe('close');
    const refused = await claim(member, id);
    expect([refused.statusCode, refused.envelope.code]).toEqual([409, 'promotion_not_eligible']);
    expect(await bonusesOf(memberId, id)).toHaveLength(0);
    const join = await join_(member, id);
    expect([join.statusCode, join.envelope.code]).toEqual([409, 'promotion_not_eligible']);
    expect(await reconcileOk(t)).toBe(true);
  });
});

describe('MISSION promotion', () => {
  it('is never joined nor claimed here', async () => {
    const id = ids['MISSION']!;
    for (const call of [join_, claim]) {
      const refused = await call(member, id);
      expect([refused.statusCode, refused.envelope.code]).toEqual([409, 'promotion_not_eligible']);
    }
  });
});

describe('APPLY promotion', () => {
  it('apply with two images → applying → rejected with a reason → apply again → issued', async () => {
    const id = ids['APPLY']!;
    const images = [await pngOf(8, 6), await pngOf(5, 5)];
    const apply = (note: string, files = images) =>
      t.call({
        method: 'POST',
        url: `/wps/promotions/${id}/apply`,
        ...withAuth(applicationBody(note, files)),
      });
    const withAuth = (body: ReturnType<typeof applicationBody>) => ({
      payload: body.payload,
      headers: { ...body.headers, ...bearer(member) },
    });

    const empty = await apply('no images', []);
    expect([empty.statusCode, empty.envelope.code]).toEqual([400, 'upload_invalid']);
    const long = await apply('x'.repeat(501));
    expect([long.statusCode, long.envelope.code]).toEqual([400, 'validation_failed']);

    const first = await apply('My big win on the slots');
    expect(first.statusCode).toBe(200);
    expect(first.envelope.value).toMatchObject({ status: 'applying', images: 2 });
    const twice = await apply('again');
    expect([twice.statusCode, twice.envelope.code]).toEqual([409, 'promotion_already_joined']);

    const listed = (await operatorCall(t, 'GET', `/wps/admin/promotions/${id}/applications?status=APPLYING`))
      .envelope.value as PromotionApplicationList;
    expect(listed.list).toHaveLength(1);
    const application = listed.list[0]!;
    expect(application).toMatchObject({ username: 'demo_member', note: 'My big win on the slots' });
    expect(application.images).toHaveLength(2);
    const image = await t.app.inject({
      method: 'GET',
      url: application.images[0]!.url,
      headers: { 'x-operator-key': OPERATOR_KEY },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const noReason = await operatorCall(t, 'POST', `/wps/admin/promotion-applications/${application.id}`, {
      decision: 'reject',
    });
    expect([noReason.statusCode, noReason.envelope.code]).toEqual([400, 'validation_failed']);
    const rejected = await operatorCall(t, 'POST', `/wps/admin/promotion-applications/${application.id}`, {
      decision: 'reject',
      reason: 'The screenshot does not show a win',
    });
    expect(rejected.envelope.value).toMatchObject({ status: 'REJECTED' });
    const seen = await detail(id, member);
    expect(seen.status).toBe('rejected');
    expect(seen.participation).toMatchObject({ reason: 'The screenshot does not show a win' });

    expect((await apply('Here is the whole screen', [images[0]!])).envelope.value).toMatchObject({
      status: 'applying',
      images: 1,
    });
    const before = BigInt((await balanceOf(t, member)).mainBalance);
    const approved = await operatorCall(t, 'POST', `/wps/admin/promotion-applications/${application.id}`, {
      decision: 'approve',
    });
    expect(approved.envelope.value).toMatchObject({ status: 'ISSUED' });
    expect((approved.envelope.value as PromotionApplication).bonusId).not.toBeNull();
    const again = await operatorCall(t, 'POST', `/wps/admin/promotion-applications/${application.id}`, {
      decision: 'approve',
    });
    expect([again.statusCode, again.envelope.code]).toEqual([409, 'already_decided']);
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(before + 2_000n);
    const issued = await detail(id, member);
    expect(issued.status).toBe('issued');
    expect(issued.participation).toMatchObject({ bonusAmount: '2000', reason: null });
    expect(await reconcileOk(t)).toBe(true);
  });
  it('limits applications per member (5 an hour by default), apart from payment proofs', async () => {
    const id = ids['APPLY']!;
    const body = applicationBody('nothing attached', []);
    const codes: Array<string | null> = [];
    for (let i = 0; i < 6; i += 1) {
      const reply = await t.call({
        method: 'POST',
        url: `/wps/promotions/${id}/apply`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(agent) },
      });
      codes.push(reply.envelope.code);
    }
    expect(codes).toEqual([...Array(5).fill('upload_invalid'), 'rate_limited']);
  });
});

describe('RAFFLE promotion', () => {
  it('tickets from bets, a committed seed, a reproducible draw, winners claim once, one draw only', async () => {
    const id = ids['RAFFLE']!;
    const visible = await detail(id);
    expect(visible.raffle).toMatchObject({ seed: null, drawnAt: null, winners: [] });
    const committed = visible.raffle!.seedHash;
    expect(committed).toMatch(/^[0-9a-f]{64}$/);

    expect(((await join_(member, id)).envelope.value as Participation).status).toBe('joined');
    t.clock.advance(1_000);
    expect(((await join_(agent, id)).envelope.value as Participation).status).toBe('joined');
    t.clock.advance(1_000);
    await round(member, 3_500n);
    await round(agent, 1_200n);
    t.clock.advance(1_000);
    const mine = await detail(id, member);
    expect(mine.status).toBe('process');
    expect(mine.participation).toMatchObject({ tickets: 3 });
    expect((await detail(id, agent)).participation).toMatchObject({ tickets: 1 });
    expect(mine.raffle).toMatchObject({ tickets: 4, seed: null });

    const drawn = await operatorCall(t, 'POST', `/wps/admin/promotions/${id}/draw`);
    expect(drawn.statusCode).toBe(200);
    const raffle = (await detail(id)).raffle!;
    expect(raffle.seedHash).toBe(committed);
    expect(sha256(raffle.seed!)).toBe(committed);
    expect(raffle.tickets).toBe(4);
    // Fewer members hold tickets than there are prizes: both win, each once.
    expect(raffle.winners).toHaveLength(2);
    expect(raffle.winners.map((w) => w.username).sort()).toEqual(['de***r', 'de***t']);
    const { ranges } = numberTickets([
      { userId: memberId, tickets: 3 },
      { userId: agentId, tickets: 1 },
    ]);
    expect(drawWinners(raffle.seed!, id, ranges, 3).map((w) => w.ticket)).toEqual(
      raffle.winners.map((w) => w.ticket),
    );

    const second = await operatorCall(t, 'POST', `/wps/admin/promotions/${id}/draw`);
    expect([second.statusCode, second.envelope.code]).toEqual([409, 'promotion_already_drawn']);
    expect((await detail(id, member)).status).toBe('claim');
    const paid = (await claim(member, id)).envelope.value as ClaimResult;
    expect(paid.bonus).toMatchObject({ amount: '5000', source: { kind: 'RAFFLE', id } });
    expect((await claim(member, id)).envelope.code).toBe('promotion_nothing_to_claim');
    expect((await detail(id, member)).status).toBe('claimed');
    const late = await join_(member, id);
    expect(late.statusCode).toBe(409);
    expect(await reconcileOk(t)).toBe(true);
  });
});

describe('operator', () => {
  const input = (over: Partial<PromotionInput> = {}): PromotionInput => ({
    type: 'DEPOSIT',
    texts: { en: { title: 'Weekend', summary: 'Weekend reload', content: '<p>Weekend</p>' } },
    imageUrl: '/wps/promotions/art/deposit.svg',
    rules: {
      bonusBps: 1000,
      maxBonus: '1000',
      minDeposit: '1000',
      turnoverMultiplier: 1,
      weights: {},
      bonusDays: 3,
    },
    startsAt: t.clock.now.getTime() - 1000,
    endsAt: null,
    ...over,
  });

  it('refuses incomplete rules and needs the operator key', async () => {
    const missing = await operatorCall(t, 'POST', '/wps/admin/promotions', input({ type: 'RAFFLE' }));
    expect([missing.statusCode, missing.envelope.code]).toEqual([400, 'validation_failed']);
    const noKey = await t.call({ method: 'POST', url: '/wps/admin/promotions', payload: input() });
    expect(noKey.statusCode).toBe(403);
  });

  it('draws a raffle by the job once its draw time passed, once', async () => {
    const now = t.clock.now.getTime();
    const created = await operatorCall(
      t,
      'POST',
      '/wps/admin/promotions',
      input({
        type: 'RAFFLE',
        rules: {
          amount: '100',
          ticketPer: '100',
          winners: 1,
          drawAt: now + 60_000,
          turnoverMultiplier: 0,
          weights: {},
          bonusDays: 1,
        },
        endsAt: now + 3_600_000,
      }),
    );
    const { id } = created.envelope.value as AdminPromotion;
    expect(await drawDueRaffles(t.db, t.config.merchantCode, new Date(now + 30_000))).toBe(0);
    expect(await drawDueRaffles(t.db, t.config.merchantCode, new Date(now + 61_000))).toBe(1);
    expect(await drawDueRaffles(t.db, t.config.merchantCode, new Date(now + 62_000))).toBe(0);
    const drawn = (await detail(id)).raffle!;
    expect(drawn).toMatchObject({ tickets: 0, winners: [] });
    expect(sha256(drawn.seed!)).toBe(drawn.seedHash);
  });

  it('pauses, resumes and ends a promotion: members see it close and cannot join', async () => {
    const { id } = (await operatorCall(t, 'POST', '/wps/admin/promotions', input())).envelope
      .value as AdminPromotion;
    expect((await detail(id, member)).status).toBe('join');
    expect((await operatorCall(t, 'POST', `/wps/admin/promotions/${id}/pause`)).envelope.value).toMatchObject(
      {
        paused: true,
      },
    );
    expect((await detail(id, member)).status).toBe('close');
    const refused = await join_(member, id);
    expect([refused.statusCode, refused.envelope.code]).toEqual([409, 'promotion_not_open']);
    await operatorCall(t, 'POST', `/wps/admin/promotions/${id}/resume`);
    expect((await detail(id, member)).status).toBe('join');
    const edited = await operatorCall(t, 'PUT', `/wps/admin/promotions/${id}`, input({ sort: 9 }));
    expect(edited.envelope.value).toMatchObject({ sort: 9 });
    const retyped = await operatorCall(t, 'PUT', `/wps/admin/promotions/${id}`, input({ type: 'MISSION' }));
    expect(retyped.statusCode).toBe(400);
    await operatorCall(t, 'POST', `/wps/admin/promotions/${id}/end`);
    expect((await detail(id, member)).status).toBe('close');
    const twice = await operatorCall(t, 'POST', `/wps/admin/promotions/${id}/end`);
    expect([twice.statusCode, twice.envelope.code]).toEqual([409, 'promotion_not_open']);
    expect((await operatorCall(t, 'GET', `/wps/admin/promotions/${id}`)).envelope.value).toMatchObject({
      participants: 0,
    });
    expect(await reconcileOk(t)).toBe(true);
  });
});
