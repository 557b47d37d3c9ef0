import {
  AdminGame,
  AdminGamePage,
  AdminGameQuery,
  AdminVendor,
  AdminVendorList,
  BettingRecord,
  BettingRecordQuery,
  CatalogueNameRequest,
  CatalogueEntryUpdate,
  CatalogueNames,
  ContentLanguageSchema,
  DailyReport,
  DailyReportQuery,
  FavouriteRequest,
  GameList,
  GameListQuery,
  GameMenus,
  HotGamesQuery,
  IDEMPOTENCY_HEADER,
  LaunchGameReply,
  LaunchGameRequest,
  LotteryAreaSchema,
  LotteryMenu,
  PvpRoomList,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { runIdempotent } from '../../core/idempotency';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { bearerAuth, replies, svgReplies } from '../../core/route-schema';
import { adminGames, adminVendors, dailyReport, updateGame, updateVendor } from './admin';
import { ARTWORK_CODE_PATTERN } from './artwork';
import { catalogueNames, removeCatalogueName, setCatalogueName } from './catalogue-names';
import {
  addFavourite,
  bettingRecord,
  gameArtwork,
  favourites,
  gameList,
  gameMenus,
  hotGames,
  launchGame,
  lotteryMenu,
  pvpRooms,
  recentGames,
  recentLotteryMenu,
  removeFavourite,
} from './service';

const AreaQuery = Type.Object({ area: LotteryAreaSchema });

const launchHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: 'optional: a retried launch with the same key replays the first reply' }),
  ),
  language: Type.Optional(Type.String({ maxLength: 16 })),
});

export function gameRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx);

  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags: ['games'],
        summary:
          "Game menu: vendor lanes by category (top navigation); display names in the reader's language",
        response: replies(GameMenus),
      },
    },
    async (request) => ok(await gameMenus(ctx, requestLanguage(request))),
  );

  app.get(
    '/lgw/games/artwork/:file',
    {
      config: { publicCache: true },
      schema: {
        tags: ['games'],
        summary:
          "A game's generated artwork (SVG, deterministic per game: colours and shapes from its code and category, with its name), e.g. PP_CANDY_CASCADE.svg; 404 not_found for an unknown game",
        params: Type.Object({
          file: Type.String({
            pattern: `${ARTWORK_CODE_PATTERN.slice(0, -1)}\\.svg$`,
            description: 'the game code followed by .svg',
          }),
        }),
        response: svgReplies("The game's artwork"),
      },
    },
    async (request, reply) => {
      const art = await gameArtwork(ctx, request.params.file.replace(/\.svg$/, ''));
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=2592000, stale-while-revalidate=86400')
        .header('etag', art.etag)
        .send(art.svg);
    },
  );

  app.get(
    '/wps/game/hot',
    {
      schema: {
        tags: ['games'],
        summary: 'Hot games (spec §3 hot-game request), optionally of one vendor (vassalage)',
        querystring: HotGamesQuery,
        response: replies(GameList),
      },
    },
    async (request) => ok(await hotGames(ctx, request.query, requestLanguage(request))),
  );

  app.get(
    '/wps/game/list',
    {
      schema: {
        tags: ['games'],
        summary: 'Game list: category, vendor (vassalage), name search q, pages',
        querystring: GameListQuery,
        response: replies(GameList),
      },
    },
    async (request) => ok(await gameList(ctx, request.query, requestLanguage(request))),
  );

  app.get(
    '/wps/game/favourites',
    {
      onRequest: member,
      schema: {
        tags: ['games'],
        summary: "The member's favourite games, newest first",
        security: bearerAuth,
        response: replies(GameList),
      },
    },
    async (request) => ok(await favourites(ctx, request.session!.userId, requestLanguage(request))),
  );

  app.put(
    '/wps/game/favourites',
    {
      onRequest: member,
      schema: {
        tags: ['games'],
        summary: 'Add a favourite (idempotent); replies with the new favourite list',
        security: bearerAuth,
        body: FavouriteRequest,
        response: replies(GameList),
      },
    },
    async (request) =>
      ok(await addFavourite(ctx, request.session!.userId, request.body.gameId, requestLanguage(request))),
  );

  app.delete(
    '/wps/game/favourites',
    {
      onRequest: member,
      schema: {
        tags: ['games'],
        summary: 'Remove a favourite (idempotent); replies with the new favourite list',
        security: bearerAuth,
        body: FavouriteRequest,
        response: replies(GameList),
      },
    },
    async (request) =>
      ok(await removeFavourite(ctx, request.session!.userId, request.body.gameId, requestLanguage(request))),
  );

  app.get(
    '/wps/game/recent',
    {
      onRequest: member,
      schema: {
        tags: ['games'],
        summary: "The member's last 20 launched games, most recent first",
        security: bearerAuth,
        response: replies(GameList),
      },
    },
    async (request) => ok(await recentGames(ctx, request.session!.userId, requestLanguage(request))),
  );

  app.get(
    '/wps/relay/GLS2_roomList',
    {
      schema: {
        tags: ['games'],
        summary: 'PVP rooms with seats and players (members in the room now)',
        response: replies(PvpRoomList),
      },
    },
    async (request) => ok(await pvpRooms(ctx, requestLanguage(request))),
  );

  app.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags: ['games'],
        summary: 'Lottery menu of an area: LOTT (/lottery), VN (/vnlottery), SEA (/seaLottery)',
        querystring: AreaQuery,
        response: replies(LotteryMenu),
      },
    },
    async (request) => ok(await lotteryMenu(ctx, request.query.area, requestLanguage(request))),
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    {
      onRequest: member,
      schema: {
        tags: ['games'],
        summary: "The member's recently launched lottery games of an area",
        security: bearerAuth,
        querystring: AreaQuery,
        response: replies(LotteryMenu),
      },
    },
    async (request) =>
      ok(await recentLotteryMenu(ctx, request.session!.userId, request.query.area, requestLanguage(request))),
  );

  app.post(
    '/wps/game/launchGame',
    {
      onRequest: member,
      schema: {
        tags: ['games'],
        summary:
          'Launch a game: game_url carries a single-use launch token valid 60 s (never the session token)',
        description:
          'Resolves the game by gameId, roomId (PVP room), gameCode or lottoArea (the area lobby game). Trial ' +
          'accounts play TRIAL (play money, trial games only, else 403 in_need_true_account); others REAL. A ' +
          "REAL launch of a TRANSFER vendor moves the whole main wallet into the vendor's wallet first.",
        security: bearerAuth,
        headers: launchHeaders,
        body: LaunchGameRequest,
        response: replies(LaunchGameReply),
      },
    },
    async (request, reply) => {
      const session = request.session!;
      const language = request.headers.language;
      const header = typeof language === 'string' ? language : undefined;
      if (request.headers[IDEMPOTENCY_HEADER] !== undefined) {
        return runIdempotent(ctx, request, reply, session.userId, (trx) =>
          launchGame(ctx, trx, session, request.body, header, true),
        );
      }
      return ok(await launchGame(ctx, ctx.db, session, request.body, header, false));
    },
  );

  app.get(
    '/wps/game/bettingRecord',
    {
      onRequest: member,
      schema: {
        tags: ['games'],
        summary: "The member's game rounds, newest first, with totals over the filter",
        security: bearerAuth,
        querystring: BettingRecordQuery,
        response: replies(BettingRecord),
      },
    },
    async (request) =>
      ok(await bettingRecord(ctx, request.session!.userId, request.query, requestLanguage(request))),
  );

  catalogueNameRoutes(app, ctx);
  catalogueAdminRoutes(app, ctx);
}

/** The operator's edits of vendor and game names per language (docs/games.md). */
function catalogueNameRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const operator = requireOperator(ctx);
  const admin = { tags: ['operator'], headers: operatorKeyHeader };
  const catalogue = [
    {
      kind: 'vendor',
      path: '/wps/admin/vendors/:code/names',
      code: Type.Object({ code: Type.String({ minLength: 1, maxLength: 32, description: 'e.g. SBO' }) }),
      what: "a vendor's display name",
    },
    {
      kind: 'game',
      path: '/wps/admin/games/:code/names',
      code: Type.Object({
        code: Type.String({ pattern: ARTWORK_CODE_PATTERN, description: 'e.g. PP_CANDY_CASCADE' }),
      }),
      what: "a game's name",
    },
  ] as const;
  for (const { kind, path, code, what } of catalogue) {
    const language = Type.Intersect([code, Type.Object({ language: ContentLanguageSchema })]);
    app.get(
      path,
      {
        onRequest: operator,
        config: { permission: 'games:read' },
        schema: {
          ...admin,
          summary: `Every language of ${what}: en (the name other languages fall back to) and those stored; 404 for an unknown code`,
          params: code,
          response: replies(CatalogueNames),
        },
      },
      async (request) => ok(await catalogueNames(ctx, kind, request.params.code)),
    );
    app.put(
      `${path}/:language`,
      {
        onRequest: operator,
        config: { permission: 'games:write' },
        schema: {
          ...admin,
          summary: `Set ${what} in one language the brand offers (en: the name itself, always allowed); the others stay. 400 validation_failed (key language_not_offered) for a language the brand does not offer, 404 for an unknown code`,
          params: language,
          body: CatalogueNameRequest,
          response: replies(CatalogueNames),
        },
      },
      async (request) =>
        ok(
          await setCatalogueName(ctx, kind, request.params.code, request.params.language, request.body.name),
        ),
    );
    app.delete(
      `${path}/:language`,
      {
        onRequest: operator,
        config: { permission: 'games:write' },
        schema: {
          ...admin,
          summary: `Remove ${what} in one language: that language reads the English name again. 400 validation_failed (key english_name_required) for en, 404 for an unknown code`,
          params: language,
          response: replies(CatalogueNames),
        },
      },
      async (request) =>
        ok(await removeCatalogueName(ctx, kind, request.params.code, request.params.language)),
    );
  }
}

/** The operator's catalogue: vendors and games shown, hot and in order (docs/games.md), and the daily report. */
function catalogueAdminRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const operator = requireOperator(ctx);
  const admin = { tags: ['operator'], headers: operatorKeyHeader };
  const vendorCode = Type.Object({
    code: Type.String({ minLength: 1, maxLength: 32, description: 'e.g. SBO' }),
  });
  const gameCode = Type.Object({
    code: Type.String({ pattern: ARTWORK_CODE_PATTERN, description: 'e.g. PP_CANDY_CASCADE' }),
  });
  app.get(
    '/wps/admin/vendors',
    {
      onRequest: operator,
      config: { permission: 'games:read' },
      schema: {
        ...admin,
        summary: 'Every vendor of the brand, enabled or not, by category in menu order, with its game counts',
        response: replies(AdminVendorList),
      },
    },
    async () => ok(await adminVendors(ctx)),
  );
  app.put(
    '/wps/admin/vendors/:code',
    {
      onRequest: operator,
      config: { permission: 'games:write' },
      schema: {
        ...admin,
        summary:
          'Show or hide a vendor (its games with it), mark it hot, or move it in the menu; 404 for an unknown code',
        params: vendorCode,
        body: CatalogueEntryUpdate,
        response: replies(AdminVendor),
      },
    },
    async (request) =>
      ok(
        await updateVendor(ctx, request.params.code, request.body, (before) => {
          request.auditBefore = before;
        }),
      ),
  );
  app.get(
    '/wps/admin/games',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          "The brand's games, enabled or not, by vendor, category, part of the code or name, and state",
        querystring: AdminGameQuery,
        response: replies(AdminGamePage),
      },
    },
    async (request) => ok(await adminGames(ctx, request.query)),
  );
  app.put(
    '/wps/admin/games/:code',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Show or hide a game, mark it hot, or move it in its menu; 404 for an unknown code',
        params: gameCode,
        body: CatalogueEntryUpdate,
        response: replies(AdminGame),
      },
    },
    async (request) =>
      ok(
        await updateGame(ctx, request.params.code, request.body, (before) => {
          request.auditBefore = before;
        }),
      ),
  );
  app.get(
    '/wps/admin/reports/daily',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Settled real-money play per UTC day and game category (rounds, players, stake, payout, gross gaming revenue), with the period per category and in all; at most 92 days (400 validation_failed, keys date_order and date_span)',
        querystring: DailyReportQuery,
        response: replies(DailyReport),
      },
    },
    async (request) => ok(await dailyReport(ctx, request.query)),
  );
}
