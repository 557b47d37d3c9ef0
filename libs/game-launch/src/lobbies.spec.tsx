import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, errorReply, okReply } from '@playfront/api-client/testing';
import {
  CategoryLobby,
  Favourites,
  GameCard,
  GameSearch,
  HotGames,
  PvpRooms,
  VassalagePopupHost,
  closeVassalage,
  prefetchCategoryLobby,
  useLaunch,
  CURRENT_VASSALAGE_KEY,
} from './index';
import { renderAuth } from '@playfront/auth-session/testing';
import type { GameCategory } from '@playfront/api-contract';
import { FIRST_SCREEN_CARDS } from './components/game-grid';
import { asMember, asTrial, gamesFixture, lobbyHandlers, memberHandler, menusFixture } from './testing';

const favourites = new Set<number>();
const server = setupServer(...lobbyHandlers(favourites));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  favourites.clear();
  closeVassalage();
  sessionStorage.clear();
});
afterAll(() => server.close());

const byName = (name: string) => gamesFixture.find((g) => g.name === name)!;

describe('favourites', () => {
  it('a member toggles a favourite on a card and the favourites list follows', async () => {
    const { user } = await renderAuth(
      <>
        <HotGames />
        <Favourites />
      </>,
      { credentials: asMember },
    );
    expect(await screen.findByText('No favourites yet: tap a star to add one')).toBeInTheDocument();
    const hot = await screen.findByRole('list', { name: 'Hot games' });
    const card = within(hot).getByRole('article', { name: 'Mahjong Ways' });
    const star = within(card).getByRole('button', { name: 'Favourite: Mahjong Ways' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    const favs = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(favs).getByRole('article', { name: 'Mahjong Ways' })).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('No favourites yet: tap a star to add one')).toBeInTheDocument();
  });

  it('a visitor sees no star and the favourites ask to log in', async () => {
    const { user } = await renderAuth(
      <>
        <HotGames />
        <Favourites />
      </>,
    );
    const hot = await screen.findByRole('list', { name: 'Hot games' });
    expect(within(hot).queryByRole('button', { name: /^Favourite/ })).toBeNull();
    expect(screen.getByText('Log in to see your favourites')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('a failed toggle is told in the player language and changes nothing', async () => {
    server.use(http.put('*/wps/game/favourites', () => errorReply(429, 'rate_limited')));
    const { user } = await renderAuth(<HotGames />, { credentials: asMember });
    const star = await screen.findByRole('button', { name: 'Favourite: Mahjong Ways' });
    await user.click(star);
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(favourites.size).toBe(0);
  });
});

describe('game search', () => {
  it('searches by name after typing settles, keeps q in the URL and says when nothing matches', async () => {
    const { user, location } = await renderAuth(
      <GameSearch>
        <p>lobby</p>
      </GameSearch>,
      { path: '/rng' },
    );
    expect(screen.getByText('lobby')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'fortune');
    const results = await screen.findByRole('list', { name: 'Results for "fortune"' });
    expect(
      within(results)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Gates of Fortune', 'Fortune Tiger']);
    expect(location()).toBe('/rng?q=fortune');
    expect(screen.queryByText('lobby')).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz');
    expect(await screen.findByText('No game matches "zzz"')).toBeInTheDocument();
  });

  it('opens with the results of a q already in the URL', async () => {
    await renderAuth(<GameSearch />, { path: '/hot?q=tiger' });
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('tiger');
    const results = await screen.findByRole('list', { name: 'Results for "tiger"' });
    expect(within(results).getByRole('article', { name: 'Fortune Tiger' })).toBeInTheDocument();
  });
});

describe('provider tabs', () => {
  it('show icon, name and game hall; choosing a tab goes to /rng?page={provider} and lists its games', async () => {
    const { user, location } = await renderAuth(<CategoryLobby category="RNG" />, { path: '/rng' });
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByText('Rebate 1.20%')).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Slots' });
    const tabNames = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabNames).toEqual(['PPPragmatic PlayGame hall', 'PGPG SoftGame hall', 'JLJILIGame hall']);
    expect(within(tabs).getByRole('tab', { name: /Pragmatic Play/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('article', { name: 'Gates of Fortune' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: /PG Soft/ }));
    expect(location()).toBe('/rng?page=PG');
    expect(await screen.findByRole('article', { name: 'Mahjong Ways' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Gates of Fortune' })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: /PG Soft/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('a provider lobby (/jl) opens on that provider; arrow keys move between tabs', async () => {
    const { user, location } = await renderAuth(<CategoryLobby category="RNG" defaultProvider="jl" />, {
      path: '/jl',
    });
    const tab = await screen.findByRole('tab', { name: /JILI/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    // The vendor's own grid lists its games, not the card standing for the vendor.
    expect(await screen.findByRole('article', { name: 'Super Ace' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'JILI Hall' })).toBeNull();
    tab.focus();
    await user.keyboard('{ArrowLeft}');
    expect(location()).toBe('/rng?page=PG');
  });

  it('other categories keep their route and set ?page; a category without rebate shows none', async () => {
    const { location } = await renderAuth(<CategoryLobby category="LOTT" />, { path: '/elott' });
    const tab = await screen.findByRole('tab', { name: /VN Lottery/ });
    fireEvent.click(tab);
    expect(location()).toBe('/elott?page=VN');
    expect(screen.queryByText(/Rebate/)).toBeNull();
  });

  it('a failed menu shows the translated error and retry calls again', async () => {
    let calls = 0;
    server.use(
      http.get('*/lgw/games/game_menus', () => {
        calls += 1;
        return calls === 1 ? errorReply(503, 'internal_error') : okReply({ data: { lanes: [] } });
      }),
    );
    const { user } = await renderAuth(<CategoryLobby category="FISH" />);
    expect(await screen.findByText('The games could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No providers in this category yet')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('prefetch on a direct visit', () => {
  /** The game calls the spec's server received, as path and query. */
  function recordGameCalls() {
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (/\/(game|games)\//.test(url.pathname)) calls.push(`${url.pathname}${url.search}`);
    };
    server.events.on('request:start', record);
    return { calls, stop: () => server.events.removeListener('request:start', record) };
  }
  const menus = '/lgw/games/game_menus';
  const firstPage = (vassalage: string) => `/wps/game/list?vassalage=${vassalage}&page=1&size=60`;

  it('asks for the menus, then the first games of the vendor the lobby shows; the lobby asks again for neither', async () => {
    const { calls, stop } = recordGameCalls();
    await renderAuth(<CategoryLobby category="RNG" />, {
      path: '/rng',
      setup: async (dispatch) => {
        await prefetchCategoryLobby(dispatch, 'RNG', '');
        // Both calls were made before the lobby rendered.
        expect(calls).toEqual([menus, firstPage('PP_RNG')]);
      },
    });
    expect(await screen.findByRole('article', { name: 'Gates of Fortune' })).toBeInTheDocument();
    stop();
    expect(calls).toEqual([menus, firstPage('PP_RNG')]);
  });

  it("takes the lobby's choice of vendor: ?page, the provider's own lobby, the vendor played last", async () => {
    /** The games call one prefetch makes, on a store of its own. */
    const gamesCallOf = async (...args: [GameCategory, string, string?]) => {
      const { calls, stop } = recordGameCalls();
      const { store } = await createTestStore();
      await prefetchCategoryLobby(store.dispatch, ...args);
      await waitFor(() => expect(calls).toHaveLength(2));
      stop();
      return calls[1];
    };
    expect(await gamesCallOf('RNG', '?page=pg')).toBe(firstPage('PG_RNG'));
    expect(await gamesCallOf('RNG', '', 'jl')).toBe(firstPage('JL_RNG'));
    expect(await gamesCallOf('FISH', '')).toBe(firstPage('JDB_FISH'));
    sessionStorage.setItem(CURRENT_VASSALAGE_KEY, 'PG_RNG');
    expect(await gamesCallOf('RNG', '')).toBe(firstPage('PG_RNG'));
    // The address names a vendor: it wins over the one played last.
    expect(await gamesCallOf('RNG', '?page=JL')).toBe(firstPage('JL_RNG'));
  });

  it("requests the pictures of the lobby's first screen as soon as its games are in", async () => {
    const requested: string[] = [];
    const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    Object.defineProperty(HTMLImageElement.prototype, 'src', {
      ...src,
      set(this: HTMLImageElement, value: string) {
        requested.push(value);
        src.set!.call(this, value);
      },
    });
    // A vendor card first, then more games than one screen holds.
    const playable = gamesFixture.filter((g) => g.isGame !== 'VASSALAGE').slice(0, FIRST_SCREEN_CARDS + 2);
    const vendorCard = gamesFixture.find((g) => g.isGame === 'VASSALAGE')!;
    server.use(http.get('*/wps/game/list', () => okReply({ list: [vendorCard, ...playable], total: 7 })));
    try {
      const { store } = await createTestStore();
      await prefetchCategoryLobby(store.dispatch, 'RNG', '');
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'src', src);
    }
    // The playable games' pictures, not the vendor card's (the grid leaves it out), a first screen of them.
    expect(requested).toEqual(playable.slice(0, FIRST_SCREEN_CARDS).map((g) => g.image));
  });

  it('a failed menu asks for no games and throws nothing; the lobby asks again itself', async () => {
    let menuCalls = 0;
    server.use(
      http.get('*/lgw/games/game_menus', () => {
        menuCalls += 1;
        return menuCalls === 1 ? errorReply(503, 'internal_error') : okReply(menusFixture);
      }),
    );
    const { calls, stop } = recordGameCalls();
    await renderAuth(<CategoryLobby category="RNG" />, {
      path: '/rng',
      setup: async (dispatch) => {
        await expect(prefetchCategoryLobby(dispatch, 'RNG', '')).resolves.toBeUndefined();
        expect(calls).toEqual([menus]);
      },
    });
    expect(await screen.findByRole('article', { name: 'Gates of Fortune' })).toBeInTheDocument();
    stop();
    expect(calls).toEqual([menus, menus, firstPage('PP_RNG')]);
  });
});

function LaunchButton({ name }: { name: string }) {
  const launch = useLaunch();
  return (
    <button type="button" onClick={() => launch(byName(name))}>
      launch {name}
    </button>
  );
}

describe('launch', () => {
  it('a vassalage card stores the vendor, goes to /rng?page={provider} and lists its sub-games', async () => {
    const { user, location } = await renderAuth(
      <>
        <LaunchButton name="JILI Hall" />
        <VassalagePopupHost />
      </>,
      { credentials: asMember },
    );
    await user.click(screen.getByRole('button', { name: 'launch JILI Hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'JILI games' });
    expect(location()).toBe('/rng?page=JL');
    expect(sessionStorage.getItem(CURRENT_VASSALAGE_KEY)).toBe('JL_RNG');
    const item = await within(dialog).findByRole('button', { name: /Super Ace/ });
    expect(within(dialog).queryByRole('button', { name: /JILI Hall/ })).toBeNull();
    await user.click(item);
    expect(location()).toBe(`/game?gameId=${byName('Super Ace').id}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a visitor pressing Play gets the login modal and stays', async () => {
    const { user, location } = await renderAuth(<HotGames />, { path: '/hot' });
    await user.click(await screen.findByRole('button', { name: 'Play Gates of Fortune' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(location()).toBe('/hot');
  });

  it('a trial account on a game without trial gets the need-real-account warning', async () => {
    server.use(memberHandler(4));
    const { user, location } = await renderAuth(<LaunchButton name="Wild Buffalo" />, {
      path: '/rng',
      credentials: asTrial,
    });
    await user.click(screen.getByRole('button', { name: 'launch Wild Buffalo' }));
    expect(
      await screen.findByText('This needs a real account. Please sign up or log in with a real account.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/rng');
  });

  it('a member goes to the lottery routes and to the /game view', async () => {
    const { user, location } = await renderAuth(
      <>
        <LaunchButton name="SEA 5D" />
        <LaunchButton name="North Lottery" />
        <LaunchButton name="Quick 3D" />
        <LaunchButton name="Baccarat Table 1" />
      </>,
      { credentials: asMember },
    );
    await user.click(screen.getByRole('button', { name: 'launch SEA 5D' }));
    expect(location()).toBe('/seaLottery?gameCode=SEA5D&playType=BIG_SMALL');
    await user.click(screen.getByRole('button', { name: 'launch North Lottery' }));
    expect(location()).toBe('/vnlottery?gameCode=VN_NORTH&playType=LO2');
    await user.click(screen.getByRole('button', { name: 'launch Quick 3D' }));
    expect(location()).toBe('/lottery?gameCode=Q3D&playType=DIRECT');
    await user.click(screen.getByRole('button', { name: 'launch Baccarat Table 1' }));
    expect(location()).toBe(`/game?gameId=${byName('Baccarat Table 1').id}`);
  });

  it('PVP rooms: join launches the room; a full table cannot be joined', async () => {
    const { user, location } = await renderAuth(<PvpRooms />, { credentials: asMember });
    const join = await screen.findByRole('button', { name: 'Join Teen Patti 1' });
    expect(screen.getByText('Minimum bet P10.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full', description: 'Teen Patti VIP' })).toBeDisabled();
    await user.click(join);
    expect(location()).toBe('/game?gameId=10&roomId=11');
  });
});

describe('first screen', () => {
  it('a lobby asks for the pictures of its first four cards at once, with a high priority, and no others', async () => {
    // A hall of six: every slot of the catalogue under the first provider's tab.
    const slots = gamesFixture.filter((game) => game.gameType === 'RNG');
    server.use(http.get('*/wps/game/list', () => okReply({ list: slots, total: slots.length })));
    await renderAuth(<CategoryLobby category="RNG" />, { path: '/rng' });
    await screen.findByRole('article', { name: 'Super Ace' });
    const cards = screen.getAllByRole('article');
    const priorities = cards.map(
      (card) => within(card).queryByRole('img')?.getAttribute('fetchpriority') ?? null,
    );
    expect(cards.length).toBeGreaterThan(FIRST_SCREEN_CARDS);
    expect(priorities.slice(0, FIRST_SCREEN_CARDS)).toEqual(Array(FIRST_SCREEN_CARDS).fill('high'));
    expect(priorities.slice(FIRST_SCREEN_CARDS).filter(Boolean)).toEqual([]);
  });
});

describe('lazy image', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries a failing image three times, then shows the fallback picture', async () => {
    const game = { ...byName('Sweet Reels'), image: 'https://img.invalid/sweet.png' };
    await renderAuth(<GameCard game={game} onPlay={() => undefined} />);
    const card = screen.getByRole('article', { name: 'Sweet Reels' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const img = within(card).getByRole('img', { name: 'Sweet Reels' });
      expect(img).toHaveAttribute('src', 'https://img.invalid/sweet.png');
      fireEvent.error(img);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
    }
    const fallback = within(card).getByRole('img');
    expect(fallback.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(fallback).toHaveAccessibleName(/Sweet Reels/);
  });
});
