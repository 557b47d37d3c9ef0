import {
  AdminBannerList,
  AdminLicence,
  BannerInput,
  LicenceInput,
  LicenceText,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { replies } from '../../core/route-schema';
import { adminBanners, licenceIn, saveBanner, saveLicence } from './content';
import { getSettings } from './settings';

/** The footer licence for readers, and the operator's editing of banners and the licence per language. */
export function contentAdminRoutes(app: FastifyTypebox, ctx: AppContext): void {
  app.get(
    '/wps/announcement/licence',
    {
      schema: {
        tags: ['content'],
        summary: "The footer's licence line in the language of the Language header (else the brand default)",
        response: replies(LicenceText),
      },
    },
    async (request) => ok({ text: licenceIn(await getSettings(ctx), requestLanguage(request)) }),
  );

  const operator = requireOperator(ctx);
  const admin = { tags: ['operator'], headers: operatorKeyHeader };

  app.get(
    '/wps/admin/content/banners',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'The home banners with their texts in every language',
        response: replies(AdminBannerList),
      },
    },
    async () => ok({ list: adminBanners(await getSettings(ctx)) }),
  );

  app.put(
    '/wps/admin/content/banners/:id',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Create a banner or edit it: the languages given replace theirs, the others stay',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' }) }),
        body: BannerInput,
        response: replies(AdminBannerList),
      },
    },
    async (request) => ok({ list: await saveBanner(ctx, request.params.id, request.body) }),
  );

  app.get(
    '/wps/admin/content/licence',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'The footer licence line in every language',
        response: replies(AdminLicence),
      },
    },
    async () => ok({ texts: (await getSettings(ctx)).licence as Record<string, string> }),
  );

  app.put(
    '/wps/admin/content/licence',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Set the footer licence line in the languages given; the others stay',
        body: LicenceInput,
        response: replies(AdminLicence),
      },
    },
    async (request) => ok({ texts: await saveLicence(ctx, request.body) }),
  );
}
