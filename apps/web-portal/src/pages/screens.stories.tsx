import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { failingHandlers, lobbyHandlers, loadingHandlers } from '@playfront/game-launch/testing';
import { ok, permission, portalHandlers } from '../testing/fixtures';
import { withPortal } from '../testing/story-decorator';
import HomePage from './home/home-page';
import DownloadPage from './download/download-page';
import NoticePage from './notice/notice-page';
import NotFoundPage from './not-found/not-found-page';
import FishPage from './fish/fish-page';
import SportsPage from './sports/sports-page';
import EgamePage from './egame/egame-page';

const member = { credentials: { token: 'demo', accountType: 0 } };
/** The shell's calls with the game catalogue of the lobbies in front (the home page's lanes read it). */
const handlers = [...lobbyHandlers(), ...portalHandlers()];
const never = async () => {
  await delay('infinite');
  return ok(null);
};
const down = () =>
  HttpResponse.json(
    { success: false, value: null, message: 'Service unavailable', code: 'service_unavailable' },
    { status: 503 },
  );

/** The portal's routed screens as the router shows them inside the shell (header and footer left out). */
const meta = {
  title: 'web-portal/Screens',
  decorators: [withPortal],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /index for a visitor: the welcome with Join now and Log in, the categories, hot games and lanes. */
export const HomeVisitor: Story = { render: () => <HomePage /> };

/** /index for a logged-in member: the welcome leads to the hot games instead. */
export const HomeMember: Story = { render: () => <HomePage />, parameters: { portal: member } };

/** /index while the game menus are on their way. */
export const HomeLoading: Story = {
  render: () => <HomePage />,
  parameters: { msw: { handlers: [...loadingHandlers, ...handlers] } },
};

/** /index when the game service is down: the welcome still shows, the lobby offers a retry. */
export const HomeGamesUnavailable: Story = {
  render: () => <HomePage />,
  parameters: { msw: { handlers: [...failingHandlers, ...handlers] } },
};

/** /download: the brand's apps, each with its QR code, link and install guide. */
export const DownloadApps: Story = {
  render: () => <DownloadPage />,
  parameters: { portal: { path: '/download' } },
};

/** /download while the brand's configuration loads. */
export const DownloadLoading: Story = {
  render: () => <DownloadPage />,
  parameters: {
    portal: { path: '/download' },
    msw: { handlers: [http.get('*/wps/system/permission', never), ...handlers] },
  },
};

/** /download for a brand that publishes no app. */
export const DownloadNoApps: Story = {
  render: () => <DownloadPage />,
  parameters: {
    portal: { path: '/download' },
    msw: {
      handlers: [
        http.get('*/wps/system/permission', () =>
          ok(
            permission({
              resources: permission().resources.filter((r) => r.resourceType === 'CUSTOMER_SERVICE'),
            }),
          ),
        ),
        ...handlers,
      ],
    },
  },
};

/** /noticePage: the operator's notices, newest first, paged. */
export const Notices: Story = {
  render: () => <NoticePage />,
  parameters: { portal: { path: '/noticePage' } },
};

/** /noticePage with no notice published. */
export const NoticesEmpty: Story = {
  render: () => <NoticePage />,
  parameters: {
    portal: { path: '/noticePage' },
    msw: {
      handlers: [
        http.get('*/wps/notice/list', () => ok({ list: [], total: 0, page: 1, pageSize: 9 })),
        ...handlers,
      ],
    },
  },
};

/** /noticePage while the notices load. */
export const NoticesLoading: Story = {
  render: () => <NoticePage />,
  parameters: {
    portal: { path: '/noticePage' },
    msw: { handlers: [http.get('*/wps/notice/list', never), ...handlers] },
  },
};

/** /noticePage when the notices cannot be loaded. */
export const NoticesError: Story = {
  render: () => <NoticePage />,
  parameters: {
    portal: { path: '/noticePage' },
    msw: { handlers: [http.get('*/wps/notice/list', down), ...handlers] },
  },
};

/** Any unknown address: 404 with the way back home. */
export const NotFound: Story = {
  render: () => <NotFoundPage />,
  parameters: { portal: { path: '/no-such-page' } },
};

/** /fish: the fishing lobby. */
export const FishLobby: Story = { render: () => <FishPage />, parameters: { portal: { path: '/fish' } } };

/** /sports: the sports lobby. */
export const SportsLobby: Story = {
  render: () => <SportsPage />,
  parameters: { portal: { path: '/sports' } },
};

/** /esports with no provider yet: the lobby says so. */
export const EsportsLobbyEmpty: Story = {
  render: () => <SportsPage />,
  parameters: { portal: { path: '/esports' } },
};

/** /hot: the hot games with the search. */
export const HotGamesPage: Story = {
  render: () => <EgamePage />,
  parameters: { portal: { path: '/hot' } },
};

/** /fav for a member who has starred nothing yet. */
export const FavouritesPageEmpty: Story = {
  render: () => <EgamePage />,
  parameters: { portal: { ...member, path: '/fav' } },
};
