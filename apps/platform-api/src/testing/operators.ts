import type { OperatorLoginTicket, OperatorSession } from '@playfront/api-contract';
import { DEMO_OPERATOR_PASSWORD } from '../modules/operators';
import { base32Decode, totp } from '../modules/session/totp';
import type { TestApp } from './test-app';

/** Authenticator secrets enrolled at each test app's first sign-in of an operator. */
const secrets = new WeakMap<TestApp, Map<string, Buffer>>();

/**
 * Signs an operator in as the back office does (password, then the authenticator's code; enrolled at the
 * first sign-in) and answers the session token. Moves the clock to the next 30-second step first, since a
 * code is accepted once.
 */
export async function operatorSignIn(
  t: TestApp,
  username: string,
  password = DEMO_OPERATOR_PASSWORD,
): Promise<string> {
  const known = secrets.get(t) ?? new Map<string, Buffer>();
  secrets.set(t, known);
  const first = await t.call({
    method: 'POST',
    url: '/wps/admin/auth/login',
    payload: await t.seal({ username, password }),
  });
  expect(first.statusCode).toBe(200);
  const ticket = first.envelope.value as OperatorLoginTicket;
  if (ticket.enrol) known.set(username, base32Decode(ticket.enrol.secret));
  t.clock.advance(30_000);
  const code = totp(known.get(username)!, t.clock.now.getTime());
  const second = await t.call({
    method: 'POST',
    url: '/wps/admin/auth/verify',
    payload: { ticket: ticket.ticket, code },
  });
  expect(second.statusCode).toBe(200);
  return (second.envelope.value as OperatorSession).token;
}

/** The authenticator secret an operator enrolled in this test app (after their first sign-in). */
export const operatorSecret = (t: TestApp, username: string): Buffer => secrets.get(t)!.get(username)!;
