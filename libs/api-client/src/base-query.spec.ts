import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { EncryptedPayload } from '@playfront/api-contract';
import { api } from './api';
import { isApiError } from './api-error';
import type { ApiError } from './api-error';
import type { PlatformRequest } from './base-query';
import { sessionStarted, selectToken } from './credentials-slice';
import { forgetPublicKey } from './encryption';
import { createTestServerKey, createTestStore, errorReply, okReply } from './testing';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    call: build.mutation<unknown, PlatformRequest>({ query: (request) => request }),
  }),
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  forgetPublicKey('http://localhost');
});
afterAll(() => server.close());

async function call(request: PlatformRequest, options: Parameters<typeof createTestStore>[0] = {}) {
  const { store } = await createTestStore(options);
  const result = await store.dispatch(probe.endpoints.call.initiate(request));
  return { store, result };
}

const failure = (result: { error?: unknown }): ApiError => {
  if (!isApiError(result.error)) throw new Error(`expected an ApiError, got ${JSON.stringify(result.error)}`);
  return result.error;
};

describe('platformBaseQuery', () => {
  it('sends the merchant, language and session headers and unwraps the envelope', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get('*/wps/member/info', ({ request }) => {
        seen = request.headers;
        return okReply({ userName: 'demo_member' });
      }),
    );
    const { store } = await createTestStore({ language: 'vi' });
    store.dispatch(sessionStarted({ token: 'tok_abcdefghijklmnopqrstuvwxyz', accountType: 0 }));
    const result = await store.dispatch(probe.endpoints.call.initiate({ url: '/wps/member/info' }));
    expect(result.data).toEqual({ userName: 'demo_member' });
    expect(seen?.get('merchant')).toBe('PLAYFRONT');
    expect(seen?.get('language')).toBe('vi');
    expect(seen?.get('authorization')).toBe('Bearer tok_abcdefghijklmnopqrstuvwxyz');
  });

  it('sends no Authorization header without a session', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/wps/system/status', ({ request }) => {
        authorization = request.headers.get('authorization');
        return okReply({ status: 0 });
      }),
    );
    await call({ url: '/wps/system/status' });
    expect(authorization).toBeNull();
  });

  it('turns a failed reply into an ApiError translated into the player language', async () => {
    server.use(
      http.post('*/wps/session/login', () =>
        errorReply(401, 'invalid_credentials', { captchaRequired: true }),
      ),
    );
    const { result } = await call(
      { url: '/wps/session/login', method: 'POST', body: {} },
      { language: 'cn' },
    );
    expect(failure(result)).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: '用户名或密码不正确。',
      value: { captchaRequired: true },
    });
  });

  it('uses a spec message key that is itself the code', async () => {
    server.use(http.get('*/wps/member/info/icon', () => errorReply(403, 'in_need_true_account')));
    const { result } = await call({ url: '/wps/member/info/icon' });
    expect(failure(result).message).toBe(
      'This needs a real account. Please sign up or log in with a real account.',
    );
  });

  it('translates each field error with its parameters', async () => {
    server.use(
      http.put('*/wps/feedback', () =>
        errorReply(400, 'validation_failed', {
          fields: [
            { field: 'content', key: 'inconsistent_twice', message: 'x' },
            { field: 'other', key: 'no_such_key', message: 'y' },
          ],
        }),
      ),
    );
    const { result } = await call({ url: '/wps/feedback', method: 'PUT', body: { content: '' } });
    expect(failure(result).fields.map((f) => f.message)).toEqual([
      'The two passwords do not match.',
      'This value is not valid.',
    ]);
  });

  it('reports an unknown code with the generic text, never the server English', async () => {
    server.use(http.get('*/wps/x', () => errorReply(400, 'brand_new_code')));
    const { result } = await call({ url: '/wps/x' });
    expect(failure(result).message).toBe('Something went wrong. Please try again.');
  });

  it("writes a refusal with details in the server's key, its times as a date and time in the player language", async () => {
    const resetsAt = Date.UTC(2026, 10, 30, 0, 0);
    const endsAt = Date.UTC(2026, 11, 7, 9, 30);
    const dateTime = (locale: string, ms: number) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
    server.use(
      http.post('*/wps/payment/deposit', () =>
        errorReply(403, 'limit_reached', {
          details: { key: 'limit_refusal_deposit_day', params: { resetsAt } },
        }),
      ),
      http.post('*/wps/game/launch', () =>
        errorReply(403, 'excluded', {
          details: { key: 'exclusion_refusal_time_out', params: { endsAt } },
        }),
      ),
      http.post('*/wps/game/bet', () =>
        errorReply(403, 'limit_reached', {
          details: { key: 'limit_refusal_session', params: { minutes: 90 } },
        }),
      ),
    );
    const deposit = await call({ url: '/wps/payment/deposit', method: 'POST', body: {} });
    expect(failure(deposit.result)).toMatchObject({
      status: 403,
      code: 'limit_reached',
      message: `You have reached your daily deposit limit. You can deposit again from ${dateTime('en', resetsAt)}.`,
      value: { details: { key: 'limit_refusal_deposit_day', params: { resetsAt } } },
    });

    // Chinese: the date in the language's own format (zh-CN), inside the Chinese text.
    const launch = await call({ url: '/wps/game/launch', method: 'POST', body: {} }, { language: 'cn' });
    expect(failure(launch.result).message).toBe(
      `您正处于暂停期，直至 ${dateTime('zh-CN', endsAt)}。之后即可再次游戏和存款；提款不受影响。`,
    );
    const ja = await call({ url: '/wps/payment/deposit', method: 'POST', body: {} }, { language: 'ja' });
    expect(failure(ja.result).message).toContain(dateTime('ja', resetsAt));

    // A parameter that is not a time stays as it is.
    const bet = await call({ url: '/wps/game/bet', method: 'POST', body: {} });
    expect(failure(bet.result).message).toBe(
      'You have played for the 90 minutes you set as your session limit. Time for a break: a new session starts when you next log in.',
    );
  });

  it('keeps the err_<code> text when the details name a key the portal does not have', async () => {
    server.use(
      http.post('*/wps/payment/deposit', () =>
        errorReply(403, 'limit_reached', { details: { key: 'limit_refusal_brand_new', params: {} } }),
      ),
      http.post('*/wps/game/launch', () => errorReply(403, 'excluded', { details: 'not an object' })),
    );
    const deposit = await call({ url: '/wps/payment/deposit', method: 'POST', body: {} });
    expect(failure(deposit.result).message).toBe(
      'You have reached a limit you set for yourself. You can carry on once it starts again.',
    );
    const launch = await call({ url: '/wps/game/launch', method: 'POST', body: {} });
    expect(failure(launch.result).message).toBe(
      'Your account is on a break you chose. You cannot play or deposit until it ends; withdrawals still work.',
    );
  });

  it('reports an unreachable server as a network failure', async () => {
    server.use(http.get('*/wps/system/status', () => HttpResponse.error()));
    const { result } = await call({ url: '/wps/system/status' }, { language: 'ja' });
    expect(failure(result)).toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'ネットワーク接続に異常があります。接続を確認してもう一度お試しください。',
    });
  });

  it('reports a 5xx without an envelope as an internal error', async () => {
    server.use(
      http.get('*/wps/system/status', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })),
    );
    const { result } = await call({ url: '/wps/system/status' });
    expect(failure(result)).toMatchObject({ status: 502, code: 'internal_error' });
  });

  it('ends the session when the server refuses the token', async () => {
    server.use(http.get('*/wps/member/info', () => errorReply(401, 'unauthorized')));
    const { store } = await createTestStore({
      credentials: { token: 'tok_abcdefghijklmnopqrstuvwxyz', accountType: 0 },
    });
    await store.dispatch(probe.endpoints.call.initiate({ url: '/wps/member/info' }));
    expect(selectToken(store.getState())).toBeNull();
  });

  it('encrypts a credential body with the server key so only the server can read it', async () => {
    const key = await createTestServerKey();
    let sent: EncryptedPayload | undefined;
    server.use(
      key.handler,
      http.post('*/wps/session/login', async ({ request }) => {
        sent = (await request.json()) as EncryptedPayload;
        return okReply({ token: 't' });
      }),
    );
    const { result } = await call({
      url: '/wps/session/login',
      method: 'POST',
      body: { username: 'demo_member', password: 'Demo@2026' },
      encrypt: true,
    });
    expect(result.data).toEqual({ token: 't' });
    expect(JSON.stringify(sent)).not.toContain('Demo@2026');
    expect(sent?.kid).toBe(key.kid);
    await expect(key.open(sent as EncryptedPayload)).resolves.toEqual({
      username: 'demo_member',
      password: 'Demo@2026',
    });
  });

  it('fetches the key again and retries once when the server refuses the sealed payload', async () => {
    const oldKey = await createTestServerKey('old');
    const newKey = await createTestServerKey('new');
    let attempts = 0;
    server.use(
      oldKey.handler,
      http.post('*/wps/session/login', async ({ request }) => {
        attempts++;
        const body = (await request.json()) as EncryptedPayload;
        if (body.kid !== 'new') {
          server.use(newKey.handler);
          return errorReply(400, 'decryption_failed');
        }
        return okReply({ token: 't' });
      }),
    );
    const { result } = await call({
      url: '/wps/session/login',
      method: 'POST',
      body: { a: 1 },
      encrypt: true,
    });
    expect(result.data).toEqual({ token: 't' });
    expect(attempts).toBe(2);
  });

  it('sends a form-encoded body when asked', async () => {
    let contentType: string | null = null;
    let text = '';
    server.use(
      http.post('*/wps/member/password/email', async ({ request }) => {
        contentType = request.headers.get('content-type');
        text = await request.text();
        return okReply(null);
      }),
    );
    await call({
      url: '/wps/member/password/email',
      method: 'POST',
      body: { username: 'demo member', email: 'a@b.co' },
      form: true,
    });
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(text).get('username')).toBe('demo member');
  });

  it('sends extra headers such as the Idempotency-Key of a money call, keeping the session headers', async () => {
    let seen: Headers | undefined;
    server.use(
      http.post('*/wps/relay/GCS_walletTransfer', ({ request }) => {
        seen = request.headers;
        return okReply({ moved: '100' });
      }),
    );
    const { result } = await call(
      {
        url: '/wps/relay/GCS_walletTransfer',
        method: 'POST',
        body: { all: true },
        headers: { 'Idempotency-Key': 'key-12345678', Merchant: 'OTHER' },
      },
      { credentials: { token: 'tok', accountType: 0 } },
    );
    expect(result.data).toEqual({ moved: '100' });
    expect(seen?.get('idempotency-key')).toBe('key-12345678');
    expect(seen?.get('merchant')).toBe('PLAYFRONT');
    expect(seen?.get('authorization')).toBe('Bearer tok');
  });

  it('passes a FormData body through as multipart', async () => {
    let contentType: string | null = null;
    let names: string[] = [];
    server.use(
      http.post('*/wps/payment/withdrawals/:reference/not-received', async ({ request }) => {
        contentType = request.headers.get('content-type');
        const form = await request.formData();
        names = form.getAll('proof').map((file) => (file as File).name);
        return okReply(null);
      }),
    );
    // Node's File: the jsdom one is not understood by the FormData fetch uses in tests.
    const body = new FormData();
    body.append(
      'proof',
      new NodeFile([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }) as unknown as Blob,
    );
    body.append(
      'proof',
      new NodeFile([new Uint8Array([255, 216, 255])], 'b.jpg', { type: 'image/jpeg' }) as unknown as Blob,
    );
    await call({ url: '/wps/payment/withdrawals/W123456/not-received', method: 'POST', body });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(names).toEqual(['a.png', 'b.jpg']);
  });
});
