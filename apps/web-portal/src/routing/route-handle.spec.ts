import { CONTENT_ONLY, FULL, HEADER_ONLY, chromeOf, pageGroupOf } from './route-handle';

describe('pageGroupOf', () => {
  it('answers the same for a path asked again, after many other paths and before them', () => {
    const first = ['/rng', '/RNG', '/nope', '/lottery'].map(pageGroupOf);
    for (let i = 0; i < 200; i++) pageGroupOf(`/unknown-${i}`);
    expect(['/rng', '/RNG', '/nope', '/lottery'].map(pageGroupOf)).toEqual(first);
    expect(first).toEqual(['egame', undefined, undefined, 'lottery']);
  });

  it('names the page group of a route, case-sensitive, and none for an old path or an unknown one', () => {
    expect(
      [
        '/rng',
        '/pp',
        '/lottery',
        '/promotions',
        '/',
        '/index',
        '/lottert',
        '/sealottery',
        '/RNG',
        '/nope',
      ].map(pageGroupOf),
    ).toEqual([
      'egame',
      'egame',
      'lottery',
      'promo',
      undefined,
      'index',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('chromeOf', () => {
  it("names a route's layout parts, and the full layout of the 404 page for an unknown path", () => {
    expect(chromeOf('/rng')).toEqual(FULL);
    expect(chromeOf('/lottery')).toEqual(HEADER_ONLY);
    expect(chromeOf('/helpmc')).toEqual(CONTENT_ONLY);
    expect(chromeOf('/nope')).toEqual(FULL);
  });
});
