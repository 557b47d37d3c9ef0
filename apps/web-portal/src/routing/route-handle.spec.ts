import { pageGroupOf } from './route-handle';

describe('pageGroupOf', () => {
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
