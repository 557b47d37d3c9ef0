import type { AppContext } from '../../core/context';
import { sha256 } from '../../core/crypto';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { consumeSmsCode } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = '+849000000001';
const issue = async (code: string) => {
  const now = t.clock.now;
  return t.db
    .insertInto('sms_codes')
    .values({
      purpose: 'login',
      mobile_key: key,
      code_hash: sha256(`${key}:login:${code}`),
      attempts: 0,
      created_at: now,
      expires_at: new Date(now.getTime() + 5 * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
};

describe('SMS code attempts', () => {
  it('evaluates at most 5 of 41 parallel guesses, and then refuses even the right code', async () => {
    const ctx = { db: t.db, now: () => t.clock.now } as unknown as AppContext;
    const { id } = await issue('123456');
    const guesses = Array.from({ length: 41 }, (_, i) => String(200000 + i));
    const results = await Promise.all(guesses.map((code) => consumeSmsCode(ctx, 'login', key, code)));
    expect(results.every((ok) => !ok)).toBe(true);
    const row = await t.db
      .selectFrom('sms_codes')
      .select('attempts')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    await expect(consumeSmsCode(ctx, 'login', key, '123456')).resolves.toBe(false);
  });

  it('accepts the right code once within the budget', async () => {
    const ctx = { db: t.db, now: () => t.clock.now } as unknown as AppContext;
    await issue('654321');
    await expect(consumeSmsCode(ctx, 'login', key, '000000')).resolves.toBe(false);
    await expect(consumeSmsCode(ctx, 'login', key, '654321')).resolves.toBe(true);
    await expect(consumeSmsCode(ctx, 'login', key, '654321')).resolves.toBe(false);
  });
});
