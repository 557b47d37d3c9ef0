import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { jpegOf, pixelsOf, pngChunk, pngOf, withChunks } from '../../testing/images';

let t: TestApp;
let member = '';
let agent = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  member = await t.login('demo_member', 'Demo@2026');
  agent = await t.login('demo_agent', 'Agent@2026');
});
afterAll(() => t.close());

/** A multipart body with one file in the field `field`. */
const form = (bytes: Buffer, type = 'image/png', name = 'me.png', field = 'avatar') => {
  const boundary = '----playfront-avatar-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const upload = (token: string, body: ReturnType<typeof form>) =>
  t.call({
    method: 'POST',
    url: '/wps/member/info/icon/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });

const avatarOf = async (token: string) =>
  (await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getPlayerAvatar', headers: bearer(token) })).envelope
    .value as { avatar: string; avatarType: string };

describe('custom avatar', () => {
  it('stores the upload re-encoded as a square PNG without metadata and serves it', async () => {
    const uploaded = withChunks(
      await pngOf(40, 20),
      [pngChunk('tEXt', Buffer.from('Comment\0home address', 'latin1'))],
      Buffer.from('TRAILING'),
    );
    const response = await upload(member, form(uploaded));
    expect(response.statusCode).toBe(200);
    const value = response.envelope.value as { avatar: string; avatarType: string };
    expect(value.avatarType).toBe('CUSTOM');
    expect(value.avatar).toMatch(/^\/wps\/member\/avatar\/[A-Za-z0-9_-]{24}\.png$/);
    expect(await avatarOf(member)).toEqual(value);
    const info = await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(member) });
    expect(info.envelope.value).toMatchObject(value);

    // Served without a session (an <img> sends none), cached for good.
    const served = await t.app.inject({ method: 'GET', url: value.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    const stored = served.rawPayload;
    expect(stored.equals(uploaded)).toBe(false);
    for (const needle of ['tEXt', 'home address', 'TRAILING']) {
      expect([needle, stored.includes(needle)]).toEqual([needle, false]);
    }
    expect(await pixelsOf(stored)).toMatchObject({ width: 256, height: 256 });
  });

  it('takes a jpg too and replaces the former custom avatar', async () => {
    const before = await avatarOf(member);
    const response = await upload(member, form(await jpegOf(30, 50), 'image/jpeg', 'me.jpg'));
    expect(response.statusCode).toBe(200);
    const after = response.envelope.value as { avatar: string };
    expect(after.avatar).not.toBe(before.avatar);
    expect((await t.app.inject({ method: 'GET', url: before.avatar })).statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: after.avatar });
    expect(served.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('refuses webp, svg, a png label on other bytes, and the wrong field with avatar_invalid', async () => {
    const before = await avatarOf(member);
    const webp = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(32)]);
    const cases = [
      form(webp, 'image/webp', 'me.webp'),
      form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png', 'me.png'),
      form(await pngOf(4, 4), 'image/png', 'me.png', 'proof'),
    ];
    for (const body of cases) {
      const response = await upload(member, body);
      expect([response.statusCode, response.envelope.code]).toEqual([400, 'avatar_invalid']);
    }
    const json = await t.call({
      method: 'POST',
      url: '/wps/member/info/icon/upload',
      headers: bearer(member),
      payload: { avatar: 'x' },
    });
    expect([json.statusCode, json.envelope.code]).toEqual([400, 'avatar_invalid']);
    expect(await avatarOf(member)).toEqual(before);
  });

  it('refuses a file over 2 MB with 413', async () => {
    const big = Buffer.concat([await pngOf(4, 4), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const response = await upload(member, form(big));
    expect([response.statusCode, response.envelope.code]).toEqual([413, 'payload_too_large']);
  });

  it("cannot set another member's avatar, refuses visitors and trial accounts, and static choices still work", async () => {
    const mine = await avatarOf(member);
    const setIcon = (token: string, avatar: string) =>
      t.call({ method: 'PUT', url: '/wps/member/info/icon', headers: bearer(token), payload: { avatar } });
    const stolen = await setIcon(agent, mine.avatar);
    expect(stolen.statusCode).toBe(400);
    expect((await avatarOf(agent)).avatarType).toBe('STATIC');

    const anonymous = await t.call({
      method: 'POST',
      url: '/wps/member/info/icon/upload',
      ...form(await pngOf(4, 4)),
    });
    expect(anonymous.statusCode).toBe(401);
    const trial = await t.call({ method: 'POST', url: '/wps/session/login/freeplay' });
    const trialToken = (trial.envelope.value as { token: string }).token;
    const refused = await upload(trialToken, form(await pngOf(4, 4)));
    expect([refused.statusCode, refused.envelope.code]).toEqual([403, 'in_need_true_account']);

    expect((await setIcon(member, 'avatar-5')).statusCode).toBe(200);
    expect(await avatarOf(member)).toEqual({ avatar: 'avatar-5', avatarType: 'STATIC' });
    // The custom image is gone with it.
    expect((await t.app.inject({ method: 'GET', url: mine.avatar })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/avatar/..%2Fetc.png' })).statusCode).toBe(
      400,
    );
  });

  it('serves the artwork of the static avatars', async () => {
    const art = await t.app.inject({ method: 'GET', url: '/wps/member/avatar/static/avatar-3.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(art.headers['cache-control']).toBe('public, max-age=86400');
    const unknown = await t.app.inject({ method: 'GET', url: '/wps/member/avatar/static/avatar-9.svg' });
    expect(unknown.statusCode).toBe(404);
  });
});
