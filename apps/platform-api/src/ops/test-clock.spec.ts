import { loadConfig } from '../core/config';
import { operatorCall, reconcileOk } from '../testing/money';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const DAY = 86_400_000;

/** The test clock: POST /dev/jobs/run exists only with TEST_CLOCK=true, behind the operator key. */
describe('test clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: 'true' });
  });
  afterAll(() => t.close());

  const settled = async () =>
    t.db
      .selectFrom('agent_settlements')
      .select(['period_end'])
      .execute()
      .then((rows) => rows.map((row) => row.period_end.getTime()));

  it('runs the agent settlement as of a later time: the periods up to then are settled, once', async () => {
    const before = await settled();
    // A day ahead: fewer real-time periods (5 minutes) than one step plans per contract.
    const at = Date.now() + DAY;
    const reply = await operatorCall(t, 'POST', '/dev/jobs/run', { job: 'agent settlement', at });
    expect(reply.statusCode).toBe(200);
    expect(reply.envelope.value).toEqual({ job: 'agent settlement', at });
    const after = await settled();
    // The seeded demo contracts had real-time, hourly and daily periods due by then, and none after it.
    expect(after.length).toBeGreaterThan(before.length);
    expect(Math.max(...after)).toBeLessThanOrEqual(at);
    expect(Math.max(...after)).toBeGreaterThan(Date.now() + DAY / 2);
    // The same time again settles nothing more.
    await operatorCall(t, 'POST', '/dev/jobs/run', { job: 'agent settlement', at });
    expect(await settled()).toHaveLength(after.length);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('refuses a call without the operator key, an unknown job and a bad time', async () => {
    const anonymous = await t.call({
      method: 'POST',
      url: '/dev/jobs/run',
      payload: { job: 'agent settlement', at: Date.now() },
    });
    expect(anonymous.statusCode).toBe(403);
    const unknown = await operatorCall(t, 'POST', '/dev/jobs/run', { job: 'no such job', at: Date.now() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.envelope.code).toBe('not_found');
    const bad = await operatorCall(t, 'POST', '/dev/jobs/run', { job: 'agent settlement', at: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.envelope.code).toBe('validation_failed');
  });

  it('does not exist without TEST_CLOCK, and TEST_CLOCK cannot be set in production', async () => {
    const plain = await createTestApp();
    try {
      const reply = await operatorCall(plain, 'POST', '/dev/jobs/run', { job: 'agent settlement', at: 0 });
      expect(reply.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true', DEMO_MODE: 'true' })).toThrow(
      /TEST_CLOCK is for tests only/,
    );
  });
});
