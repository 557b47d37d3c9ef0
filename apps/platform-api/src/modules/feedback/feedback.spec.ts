import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AdminFeedbackPage,
  FeedbackConfig,
  MyFeedbackPage,
  ValidationFailure,
} from '@playfront/api-contract';
import { jpegOf, pngOf } from '../../testing/images';
import { operatorCall } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

/**
 * Feedback: text checks (140 characters, the support question's word bounds from the brand setting), up
 * to 3 png/jpg images of 5 MB each, "My feedback" with the operator's reply, and nobody else's feedback or
 * images.
 */
let t: TestApp;
let member = '';
let agent = '';
const uploads = mkdtempSync(join(tmpdir(), 'feedback-'));

interface Part {
  name: string;
  value?: string;
  file?: { name: string; type: string; bytes: Buffer };
}
const boundary = '----feedback-test-boundary';
const multipartBody = (parts: Part[]) => ({
  payload: Buffer.concat([
    ...parts.map((part) =>
      Buffer.concat([
        Buffer.from(
          part.file
            ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`
            : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`,
        ),
        part.file ? part.file.bytes : Buffer.from(part.value ?? ''),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});
const send = async (token: string | null, parts: Part[]) => {
  const body = multipartBody(parts);
  const response = await t.call({
    method: 'PUT',
    url: '/wps/feedback',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
  return { status: response.statusCode, code: response.envelope.code, value: response.envelope.value };
};
const mine = async (token: string) =>
  (await t.call({ method: 'GET', url: '/wps/feedback/mine', headers: bearer(token) })).envelope
    .value as MyFeedbackPage;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
    RATE_FEEDBACK_IP_MAX: '0',
    UPLOAD_DIR: uploads,
  });
  member = await t.login('demo_member', 'Demo@2026');
  agent = await t.login('demo_agent', 'Agent@2026');
});
afterAll(() => t.close());

describe('sending feedback', () => {
  it('tells the form its limits and the brand’s support-question bounds', async () => {
    const config = (await t.call({ method: 'GET', url: '/wps/feedback/config' })).envelope
      .value as FeedbackConfig;
    expect(config).toMatchObject({ maxChars: 140, maxImages: 3, maxImageBytes: 5 * 1024 * 1024 });
    expect(config.categories).toContain('question');
    expect(config.question).toEqual({ minWords: 3, maxWords: 30 });
  });

  it('keeps a JSON feedback up to 140 characters and refuses 141 with its key', async () => {
    const ok = await t.call({ method: 'PUT', url: '/wps/feedback', payload: { content: 'Great site' } });
    expect(ok.statusCode).toBe(200);
    const long = await send(member, [{ name: 'content', value: 'é'.repeat(141) }]);
    expect(long.status).toBe(400);
    expect((long.value as ValidationFailure).fields[0]).toMatchObject({
      field: 'content',
      key: 'feedback_length',
      params: { min: 1, max: 140 },
    });
    const encoded = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      payload: 'category=problem',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(encoded.statusCode).toBe(400);
    const category = await send(member, [
      { name: 'content', value: 'hello' },
      { name: 'category', value: 'gossip' },
    ]);
    expect((category.value as ValidationFailure).fields[0]!.key).toBe('feedback_category');
  });

  it('bounds a support question in words by the brand setting', async () => {
    const short = await send(member, [
      { name: 'content', value: 'Withdrawal?' },
      { name: 'category', value: 'question' },
    ]);
    expect((short.value as ValidationFailure).fields[0]).toMatchObject({
      key: 'feedback_question_words',
      params: { min: 3, max: 30 },
    });
    const set = await operatorCall(t, 'PUT', '/wps/admin/setting/support-question', {
      minWords: 1,
      maxWords: 2,
    });
    expect(set.statusCode).toBe(200);
    expect(
      (
        await send(member, [
          { name: 'content', value: 'Withdrawal?' },
          { name: 'category', value: 'question' },
        ])
      ).status,
    ).toBe(200);
    const inverted = await operatorCall(t, 'PUT', '/wps/admin/setting/support-question', {
      minWords: 5,
      maxWords: 2,
    });
    expect(inverted.statusCode).toBe(400);
    await operatorCall(t, 'PUT', '/wps/admin/setting/support-question', { minWords: 3, maxWords: 30 });
  });

  it('takes up to 3 png/jpg images and refuses a fourth, another type or more than 5 MB', async () => {
    const png = await pngOf(40, 30);
    const jpg = await jpegOf(40, 30);
    const before = readdirSync(uploads).length;
    const four = await send(member, [
      { name: 'content', value: 'four' },
      ...[1, 2, 3, 4].map((n) => ({
        name: 'proof',
        file: { name: `${n}.png`, type: 'image/png', bytes: png },
      })),
    ]);
    expect(four.status).toBe(400);
    expect(four.code).toBe('upload_invalid');
    const gif = await send(member, [
      { name: 'content', value: 'gif' },
      { name: 'proof', file: { name: 'a.gif', type: 'image/gif', bytes: Buffer.from('GIF89a....') } },
    ]);
    expect(gif.status).toBe(400);
    const big = await send(member, [
      { name: 'content', value: 'big' },
      {
        name: 'proof',
        file: {
          name: 'big.png',
          type: 'image/png',
          bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]),
        },
      },
    ]);
    expect(big.status).toBe(413);
    // A refused text leaves no image behind either.
    const badText = await send(member, [
      { name: 'content', value: '' },
      { name: 'proof', file: { name: 'a.png', type: 'image/png', bytes: png } },
    ]);
    expect(badText.status).toBe(400);
    expect(readdirSync(uploads).length).toBe(before);

    const sent = await send(member, [
      { name: 'content', value: 'The deposit page froze on my phone' },
      { name: 'category', value: 'problem' },
      { name: 'contact', value: 'demo.member@playfront.example' },
      { name: 'proof', file: { name: 'a.png', type: 'image/png', bytes: png } },
      { name: 'proof', file: { name: 'b.jpg', type: 'image/jpeg', bytes: jpg } },
    ]);
    expect(sent.status).toBe(200);
    expect(readdirSync(uploads).length).toBe(before + 2);
  });
});

describe('replies', () => {
  it('shows the member its own feedback with the operator’s reply, and nobody else’s', async () => {
    const page = await mine(member);
    const froze = page.list.find((entry) => entry.content === 'The deposit page froze on my phone')!;
    expect(froze).toMatchObject({ category: 'problem', reply: null, repliedAt: null });
    expect(froze.images).toHaveLength(2);
    expect((await mine(agent)).list).toEqual([]);

    const waiting = await operatorCall(t, 'GET', '/wps/admin/feedback?replied=false');
    const listed = (waiting.envelope.value as AdminFeedbackPage).list.find((entry) => entry.id === froze.id)!;
    expect(listed).toMatchObject({ username: 'demo_member', contact: 'demo.member@playfront.example' });
    const reply = await operatorCall(t, 'POST', `/wps/admin/feedback/${froze.id}/reply`, {
      reply: 'Thanks, fixed in today’s update.',
    });
    expect(reply.statusCode).toBe(200);
    const after = (await mine(member)).list.find((entry) => entry.id === froze.id)!;
    expect(after.reply).toBe('Thanks, fixed in today’s update.');
    expect(after.repliedAt).toEqual(expect.any(Number));
    const replied = await operatorCall(t, 'GET', '/wps/admin/feedback?replied=false');
    expect((replied.envelope.value as AdminFeedbackPage).list.map((entry) => entry.id)).not.toContain(
      froze.id,
    );

    const image = froze.images[0]!;
    const own = await t.app.inject({ method: 'GET', url: image.url, headers: bearer(member) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
    expect(own.rawPayload.subarray(0, 3)).toEqual(
      own.headers['content-type'] === 'image/png'
        ? Buffer.from([0x89, 0x50, 0x4e])
        : Buffer.from([0xff, 0xd8, 0xff]),
    );
    const other = await t.call({ method: 'GET', url: image.url, headers: bearer(agent) });
    expect(other.statusCode).toBe(404);
    const operator = await t.app.inject({
      method: 'GET',
      url: `/wps/admin/feedback/${froze.id}/images/${image.fileName}`,
      headers: { 'x-operator-key': t.config.operatorKey! },
    });
    expect(operator.statusCode).toBe(200);
    const missing = await operatorCall(t, 'POST', '/wps/admin/feedback/999999/reply', { reply: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('pages', () => {
  it("pages the member's and the operator's lists newest first, counting every entry", async () => {
    const get = async <T>(url: string, headers: Record<string, string>) => {
      const reply = await t.call({ method: 'GET', url, headers });
      expect(reply.statusCode).toBe(200);
      return reply.envelope.value as T;
    };
    const own = await get<MyFeedbackPage>('/wps/feedback/mine?size=100', bearer(member));
    expect(own.total).toBeGreaterThanOrEqual(2);
    expect(own.total).toBe(own.list.length);
    const ids = own.list.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await get<MyFeedbackPage>('/wps/feedback/mine?page=2&size=1', bearer(member));
    expect(second).toMatchObject({ total: own.total, page: 2, size: 1 });
    expect(second.list.map((entry) => entry.id)).toEqual([ids[1]]);
    expect(await get<MyFeedbackPage>('/wps/feedback/mine', bearer(member))).toMatchObject({
      total: own.total,
      page: 1,
      size: 20,
    });

    const operator = { 'x-operator-key': t.config.operatorKey! };
    const all = await get<AdminFeedbackPage>('/wps/admin/feedback?size=100', operator);
    expect(all.total).toBe(all.list.length);
    expect(all.total).toBeGreaterThanOrEqual(own.total);
    const replied = await get<AdminFeedbackPage>('/wps/admin/feedback?replied=true&size=1', operator);
    expect(replied).toMatchObject({ page: 1, size: 1 });
    expect(replied.total).toBe(all.list.filter((entry) => entry.reply !== null).length);
    const last = await get<AdminFeedbackPage>(`/wps/admin/feedback?page=${all.total}&size=1`, operator);
    expect(last.list.map((entry) => entry.id)).toEqual([all.list.at(-1)!.id]);
  });
});
