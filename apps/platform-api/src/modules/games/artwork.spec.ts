import type { GameList } from '@playfront/api-contract';
import { createTestApp, expectEnvelope } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { gameArtworkSvg } from './artwork';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const art = (file: string) => t.app.inject({ method: 'GET', url: `/lgw/games/artwork/${file}` });

describe('GET /lgw/games/artwork/{code}.svg', () => {
  it('draws each game its own deterministic picture with its name, cached for long', async () => {
    const first = await art('PP_CANDY_CASCADE.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=2592000\b/);
    expect(first.headers['etag']).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(first.body).toContain('aria-label="Candy Cascade"');
    expect(first.body).toContain('>Candy Cascade</text>');
    // Small, and no initials: the name is written out.
    expect(first.body.length).toBeLessThan(4000);
    // The same game, the same bytes; another game, another picture.
    const again = await art('PP_CANDY_CASCADE.svg');
    expect(again.body).toBe(first.body);
    expect(again.headers['etag']).toBe(first.headers['etag']);
    const other = await art('PP_TEMPLE_OF_FORTUNE.svg');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toBe(first.body);
    expect(other.body).toContain('>Temple of Fortune</text>');
  });

  it('picks the motif from the category (and a rooster for sabong), the colours from the code', () => {
    const slot = gameArtworkSvg({ code: 'X_ONE', name: 'One', category: 'RNG' });
    const slot2 = gameArtworkSvg({ code: 'X_TWO', name: 'One', category: 'RNG' });
    const live = gameArtworkSvg({ code: 'X_ONE', name: 'One', category: 'LIVE' });
    expect(slot).not.toBe(slot2);
    // Each picture names its own gradient, so several inlined in one page keep their colours.
    const gradient = (svg: string) => /<linearGradient id="(pf-art-[0-9a-f]{8})"/.exec(svg)?.[1];
    expect(gradient(slot)).toBeDefined();
    expect(gradient(slot)).not.toBe(gradient(slot2));
    expect(slot).toContain(`fill="url(#${gradient(slot)})"`);
    expect(slot).not.toBe(live);
    // Reels (rounded rectangles with a symbol) for slots, playing cards for live casino.
    expect(slot.match(/<rect x="\d+" y="36" width="56"/g)).toHaveLength(3);
    expect(live).toMatch(/rotate\(/);
    const sabong = gameArtworkSvg({
      code: 'DS88_ARENA',
      name: 'DS88 Sabong Arena',
      category: 'SPORTS',
      engine: 'sabong',
    });
    expect(sabong).toContain('stroke="#c62828"'); // the comb
    // Names are escaped and kept to two lines.
    const odd = gameArtworkSvg({
      code: 'X',
      name: '<Tom & "Jerry"> and a very long name that goes on and on',
      category: 'FISH',
    });
    expect(odd).toContain('&lt;Tom &amp; &quot;Jerry&quot;&gt;');
    expect(odd).not.toContain('<Tom');
    expect(odd.match(/font-size="21"/g)).toHaveLength(2);
  });

  it('is the image of every game in the lists', async () => {
    const response = await t.call({ method: 'GET', url: '/wps/game/list?size=100' });
    const { list } = expectEnvelope(response.json()).value as GameList;
    expect(list.length).toBeGreaterThan(20);
    for (const game of list) expect(game.image).toBe(`/lgw/games/artwork/${game.code}.svg`);
    const sample = await art(`${list[0].code}.svg`);
    expect(sample.statusCode).toBe(200);
  });

  it('answers 404 not_found for an unknown game and 400 for a malformed name', async () => {
    const unknown = await art('NO_SUCH_GAME.svg');
    expect(unknown.statusCode).toBe(404);
    expect(expectEnvelope(unknown.json()).code).toBe('not_found');
    for (const file of ['%3Cscript%3E.svg', 'PP_CANDY_CASCADE.png', 'PP_CANDY_CASCADE']) {
      const bad = await art(file);
      expect(bad.statusCode).toBe(400);
      expect(expectEnvelope(bad.json()).code).toBe('validation_failed');
    }
  });

  it('sends the old picture address of a game to its artwork', async () => {
    const old = await t.app.inject({ method: 'GET', url: '/demo-games/img/PP_CANDY_CASCADE.svg' });
    expect(old.statusCode).toBe(301);
    expect(old.headers['location']).toBe('/lgw/games/artwork/PP_CANDY_CASCADE.svg');
  });
});
