import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply } from '@playfront/api-client/testing';
import type { GameMenus } from '@playfront/api-contract';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';
import { renderAuth } from '@playfront/auth-session/testing';
import { HotGames, LotteryLanes, offeredLotteryVendors } from './index';
import { asMember, gamesFixture, lobbyHandlers, vendorsFixture } from './testing';

const server = setupServer(...lobbyHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const vendor = (code: string) => vendorsFixture.find((card) => card.merchantCode === code)!;
/** The lottery lanes with the SEA lottery last, as an operator may order its menu. */
const menus: GameMenus = {
  data: {
    lanes: [
      { title: 'LOTT', cards: [vendor('VN'), vendor('SEA')] },
      { title: 'ELOTT', cards: [vendor('ELOTT')] },
    ],
  },
};

const brandWith = (prizeModes: BrandConfig['prizeModes']): BrandConfig => ({ ...defaultBrand, prizeModes });

async function renderLanes(prizeModes: BrandConfig['prizeModes']) {
  server.use(http.get('*/lgw/games/game_menus', () => okReply(menus)));
  return renderAuth(
    <BrandProvider brand={brandWith(prizeModes)}>
      <LotteryLanes />
    </BrandProvider>,
    { credentials: asMember },
  );
}

/** Whether `first` comes before `second` on the page. */
const before = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('prize modes and lottery type (brand configuration)', () => {
  it('offers the lottery vendors of the brand’s prize modes, the brand’s own lottery type first', () => {
    const lottery = [vendor('VN'), vendor('ELOTT'), vendor('SEA')];
    const brand = { lotteryType: 'SEA' as const };
    expect(offeredLotteryVendors(lottery, { ...brand, prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'] })).toEqual([
      vendor('SEA'),
      vendor('VN'),
      vendor('ELOTT'),
    ]);
    expect(offeredLotteryVendors(lottery, { ...brand, prizeModes: ['Lott', 'SEA'] })).toEqual([
      vendor('SEA'),
      vendor('ELOTT'),
    ]);
    expect(offeredLotteryVendors(lottery, { ...brand, prizeModes: ['ZY'] })).toEqual([vendor('VN')]);
    expect(offeredLotteryVendors(lottery, { ...brand, prizeModes: [] })).toEqual([]);
  });

  it('/elott shows a lane per offered lottery, SEA first, and none of a prize mode not offered', async () => {
    await renderLanes(['Elott', 'SEA']);
    const sea = await screen.findByRole('region', { name: 'SEA Lottery' });
    const elott = screen.getByRole('region', { name: 'E-Lottery' });
    // The menu lists SEA after VN and E-Lottery: the brand's own lottery type leads.
    expect(before(sea, elott)).toBe(true);
    expect(screen.queryByRole('region', { name: 'VN Lottery' })).toBeNull();
    // The e-lottery vendor's e-lottery game is offered.
    expect(await within(elott).findByRole('article', { name: 'Quick 3D' })).toBeInTheDocument();
  });

  it('hides the games of a prize mode not offered, in a vendor lane and in every game list', async () => {
    await renderLanes(['Lott', 'ZY']);
    const vn = await screen.findByRole('region', { name: 'VN Lottery' });
    expect(await within(vn).findByRole('article', { name: 'North Lottery' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'SEA Lottery' })).toBeNull();
    // Lott is offered, so the E-Lottery vendor stays, without its e-lottery game (Elott is not offered).
    const elott = screen.getByRole('region', { name: 'E-Lottery' });
    expect(await within(elott).findByText('No games here yet')).toBeInTheDocument();
    expect(within(elott).queryByRole('article', { name: 'Quick 3D' })).toBeNull();
  });

  it('leaves the SEA lottery out of the hot games of a brand without the SEA prize mode', async () => {
    const hot = gamesFixture.filter((game) => ['SEA 5D', 'Gates of Fortune'].includes(game.name));
    server.use(http.get('*/wps/game/hot', () => okReply({ list: hot, total: hot.length })));
    const { unmount } = await renderAuth(<HotGames />, { credentials: asMember });
    expect(await screen.findByRole('article', { name: 'SEA 5D' })).toBeInTheDocument();
    unmount();
    await renderAuth(
      <BrandProvider brand={brandWith(['Lott', 'ZY', 'Elott'])}>
        <HotGames />
      </BrandProvider>,
      { credentials: asMember },
    );
    expect(await screen.findByRole('article', { name: 'Gates of Fortune' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'SEA 5D' })).toBeNull();
  });
});
