import { AccountType } from '@playfront/api-contract';
import { createPasswordHasher } from '../core/crypto';
import type { TestApp } from './test-app';

/**
 * A top-level agent of the test's own (no upline, no team, no contract), so a test does not depend on the
 * demo agent's seeded team. Returns its id.
 */
export async function topAgent(t: TestApp, username: string, password = 'Agent@2026'): Promise<number> {
  const row = await t.db
    .insertInto('users')
    .values({
      merchant_code: t.config.merchantCode,
      username,
      username_key: username.toLowerCase(),
      password_hash: await createPasswordHasher(t.config.argon2).hash(password),
      account_type: AccountType.AGENT,
      nickname: username,
      avatar: 'avatar-1',
      avatar_type: 'STATIC',
      referral_code: `T${username.toUpperCase().slice(0, 11)}`,
      profile: '{}',
      member_labels: '[]',
      register_method: 'SEED',
      password_changed_at: t.clock.now,
      created_at: t.clock.now,
      mobile_key: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
