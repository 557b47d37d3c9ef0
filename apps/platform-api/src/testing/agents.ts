import { AccountType } from '@playfront/api-contract';
import { createPasswordHasher } from '../core/crypto';
import { bearer } from './test-app';
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

/**
 * An agent registers `username` below itself, as the agent centre does; the new account's first login
 * changes the one-time password to `password`. Returns a session of the new account.
 */
export async function joinTeam(
  t: TestApp,
  uplineToken: string,
  username: string,
  role: 'member' | 'agent',
  password: string,
): Promise<string> {
  const created = await t.call({
    method: 'POST',
    url: '/wps/agent/team/register',
    headers: bearer(uplineToken),
    payload: { username, role, birthday: '1990-04-12' },
  });
  expect(created.statusCode).toBe(200);
  const initial = (created.envelope.value as { initialPassword: string }).initialPassword;
  const changed = await t.call({
    method: 'POST',
    url: '/wps/member/password',
    headers: bearer(await t.login(username, initial)),
    payload: await t.seal({ oldPassword: initial, newPassword: password, confirmNewPassword: password }),
  });
  expect(changed.statusCode).toBe(200);
  return t.login(username, password);
}
