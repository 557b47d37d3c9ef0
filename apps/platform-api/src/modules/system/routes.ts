import {
  isAllowableOrigin,
  ErrorCode,
  BrandCorsOrigins,
  BrandResources,
  isHttpsAddress,
  CountryList,
  CustomerService,
  DomainRouteList,
  HelpCenter,
  PermissionInfo,
  PermissionQuery,
  PublicKeyInfo,
  RegisterSettings,
  RegistrationRules,
  SetBrandRuntimeRequest,
  BrandRuntime,
  SetFlagRequest,
  SetPasswordExpiryRequest,
  SecuritySettings,
  SetSystemStatusRequest,
  SystemStatusValue,
  WhitelabelTree,
  LoginDeviceCheckSetting,
  whitelabelFlags,
} from '@playfront/api-contract';
import type { WhitelabelFlag } from '@playfront/api-contract';
import { Type } from 'typebox';
import type { AppContext } from '../../core/context';
import { AppError, ok, validationError } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { contentAdminRoutes } from './content-routes';
import { replies, svgReplies } from '../../core/route-schema';
import { customerService, helpCenter, permissionInfo, qrSvg, registerSettings, statusFor } from './service';
import { brandRuntime } from './service';
import { getSettings, putSetting } from './settings';
import { defaultRegisterRules } from './defaults';
import type { BrandSettings } from './defaults';

/**
 * What a change of registration rules may not do: name a field the registration form does not have, ask for
 * more characters than it allows, let a password be shorter than 8 characters or optional (NIST SP
 * 800-63B), or ask the date of birth without requiring it (the age check would pass whoever leaves it out;
 * turning the field off is the way not to ask it).
 */
function registerRuleProblems(rules: RegistrationRules) {
  return Object.entries(rules).flatMap(([field, rule]) => {
    if (!(field in defaultRegisterRules)) {
      return [{ field, key: 'err_invalid_field', message: 'Not a field of the registration form' }];
    }
    if (rule.minLength > rule.maxLength) {
      return [
        { field: `${field}.minLength`, key: 'err_invalid_field', message: 'At most the longest length' },
      ];
    }
    if (
      (field === 'password' || field === 'confirmPassword') &&
      (rule.minLength < 8 || !rule.enabled || !rule.required)
    ) {
      return [
        {
          field: `${field}.minLength`,
          key: 'err_invalid_field',
          message: 'A password is required, 8 characters at least',
        },
      ];
    }
    if (field === 'birthday' && rule.enabled && !rule.required) {
      return [
        {
          field: `${field}.required`,
          key: 'err_invalid_field',
          message: 'The date of birth is required whenever it is asked (the age check)',
        },
      ];
    }
    return [];
  });
}

/** The resources and chats as an operator edits them (stored as the permission reply's source). */
const brandResources = (settings: BrandSettings): BrandResources => ({
  resources: settings.resources.map(({ resourceType, url, labelNameEn, labelNameCn }) => ({
    resourceType: resourceType as BrandResources['resources'][number]['resourceType'],
    url,
    labelNameEn,
    labelNameCn,
  })),
  customerService: settings.customerService.map(({ type, url }) => ({
    type: type as BrandResources['customerService'][number]['type'],
    url,
  })),
});

/** A type twice, or an address that is not a whole https URL. */
function resourceProblems(body: BrandResources): Array<{ field: string; key: string; message: string }> {
  const problems: Array<{ field: string; key: string; message: string }> = [];
  const check = (entries: Array<{ type: string; url: string }>, list: string) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.type)) {
        problems.push({
          field: `${list}.${index}`,
          key: 'resource_type_repeated',
          message: `${entry.type} is listed twice`,
        });
      }
      seen.add(entry.type);
      if (!isHttpsAddress(entry.url)) {
        problems.push({
          field: `${list}.${index}.url`,
          key: 'resource_url_invalid',
          message: 'An https:// address is required',
        });
      }
    });
  };
  check(
    body.resources.map((entry) => ({ type: entry.resourceType, url: entry.url })),
    'resources',
  );
  check(body.customerService, 'customerService');
  return problems;
}

export function systemRoutes(app: FastifyTypebox, ctx: AppContext): void {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags: ['system'],
        summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
        response: replies(SystemStatusValue),
      },
    },
    async (request) => ok(statusFor(ctx, request, await getSettings(ctx))),
  );

  app.get(
    '/wps/system/permission',
    {
      schema: {
        tags: ['system'],
        summary:
          'Permission info: whitelabel, register rules, resources, customer service, CDNs, location, maintenance, region',
        querystring: PermissionQuery,
        response: replies(PermissionInfo),
      },
    },
    async (request) => ok(await permissionInfo(ctx, request)),
  );

  app.get(
    '/wps/system/qr/:file',
    {
      schema: {
        tags: ['system'],
        summary: 'QR code image (SVG) of a download or customer-service resource, e.g. ANDROID.svg',
        params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
        response: svgReplies('The QR code'),
      },
    },
    async (request, reply) => {
      const type = request.params.file.replace(/\.svg$/, '');
      const resource = (await getSettings(ctx)).resources.find((entry) => entry.resourceType === type);
      if (!resource) throw new AppError(404, ErrorCode.notFound, 'No such resource');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(qrSvg(resource.url));
    },
  );

  app.get(
    '/wps/system/whitelabel',
    { schema: { tags: ['system'], summary: 'Whitelabel settings tree', response: replies(WhitelabelTree) } },
    async () => ok((await getSettings(ctx)).whitelabel),
  );

  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags: ['system'],
        summary: 'Register settings and per-field rules',
        response: replies(RegisterSettings),
      },
    },
    async () => ok(await registerSettings(ctx)),
  );

  app.get(
    '/wps/system/setting/register/rules',
    {
      schema: {
        tags: ['system'],
        summary: 'Per-field registration rules',
        response: replies(RegistrationRules),
      },
    },
    async () => ok((await getSettings(ctx)).registerRules),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags: ['system'],
        summary:
          "Domain routes: the brand's addresses (the portal's invalid-URL check); PUBLIC_URL's host is one",
        response: replies(DomainRouteList),
      },
    },
    async () => {
      const routes = (await getSettings(ctx)).domainRoutes;
      // The address the portal is published at is always one of its domains.
      const publicHost = new URL(ctx.config.publicUrl).hostname;
      const listed = routes.some((route) => route.domain.toLowerCase() === publicHost.toLowerCase());
      return ok(listed ? routes : [...routes, { domain: publicHost, type: 'MAIN', path: '/' }]);
    },
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['system'],
        summary: 'Help centre categories and articles (HTML) in the language of the Language header',
        response: replies(HelpCenter),
      },
    },
    async (request) => ok(await helpCenter(ctx, requestLanguage(request))),
  );

  app.get(
    '/wps/system/customerService',
    {
      schema: {
        tags: ['system'],
        summary: 'Customer-service channels (encrypted paths)',
        response: replies(CustomerService),
      },
    },
    async () => ok(await customerService(ctx)),
  );

  app.get(
    '/wps/system/countries',
    {
      schema: { tags: ['system'], summary: 'Countries with dialling codes', response: replies(CountryList) },
    },
    async () =>
      ok(
        (
          await ctx.db
            .selectFrom('countries')
            .select(['country_code', 'country_dialing_code', 'name'])
            .orderBy('sort')
            .execute()
        ).map((row) => ({
          countryCode: row.country_code,
          countryDialingCode: row.country_dialing_code,
          name: row.name,
        })),
      ),
  );

  app.get(
    '/wps/system/publicKey',
    {
      schema: {
        tags: ['system'],
        summary: 'Public key for credential encryption (RSA-OAEP-256+A256GCM)',
        response: replies(PublicKeyInfo),
      },
    },
    async () => ok(ctx.keys.publicInfo),
  );

  const operator = requireOperator(ctx);
  const admin = { tags: ['operator'], headers: operatorKeyHeader };

  // Banners and the footer licence per language (docs/content.md).
  contentAdminRoutes(app, ctx);

  app.put(
    '/wps/admin/system/status',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Set system status',
        body: SetSystemStatusRequest,
        response: replies(SystemStatusValue),
      },
    },
    async (request) => {
      const current = (await getSettings(ctx)).system;
      await putSetting(ctx, 'system', {
        status: request.body.status,
        maintenanceMessage: request.body.message ?? current.maintenanceMessage,
        restrictedCountries:
          request.body.restrictedCountries?.map((c) => c.toUpperCase()) ?? current.restrictedCountries,
      });
      return ok(request.body.status);
    },
  );

  app.put(
    '/wps/admin/whitelabel/:modId',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Turn a whitelabel flag on (1) or off (0)',
        params: Type.Object({ modId: Type.String({ maxLength: 64 }) }),
        body: SetFlagRequest,
        response: replies(WhitelabelTree),
      },
    },
    async (request) => {
      const { modId } = request.params;
      const tree = (await getSettings(ctx)).whitelabel;
      const known =
        whitelabelFlags.includes(modId as WhitelabelFlag) || tree.some((group) => group.modId === modId);
      if (!known) throw new AppError(404, 'not_found', 'Unknown whitelabel flag');
      const next = tree.map((group) => ({
        ...group,
        enabled: group.modId === modId ? request.body.enabled : group.enabled,
        childrenNodes: group.childrenNodes.map((child) =>
          child.modId === modId ? { ...child, enabled: request.body.enabled } : child,
        ),
      }));
      await putSetting(ctx, 'whitelabel', next);
      return ok(next);
    },
  );

  app.get(
    '/wps/admin/setting/security',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'The sign-in settings: password expiry in days and the new-device check',
        response: replies(SecuritySettings),
      },
    },
    async () => {
      const settings = await getSettings(ctx);
      return ok({
        passwordExpiryDays: settings.passwordPolicy.expiryDays,
        loginDeviceCheck: settings.loginDeviceCheck.enabled,
      });
    },
  );

  app.get(
    '/wps/admin/setting/resources',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'The app downloads and customer-service chats the portal links and shows as QR codes',
        response: replies(BrandResources),
      },
    },
    async () => ok(brandResources(await getSettings(ctx))),
  );

  app.put(
    '/wps/admin/setting/resources',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Replace the app downloads and customer-service chats (one of each type at most, https addresses); live at once',
        body: BrandResources,
        response: replies(BrandResources),
      },
    },
    async (request) => {
      const refused = resourceProblems(request.body);
      if (refused.length > 0) throw validationError(refused);
      request.auditBefore = brandResources(await getSettings(ctx));
      await ctx.db.transaction().execute(async (trx) => {
        await putSetting(ctx, 'resources', request.body.resources, trx);
        await putSetting(ctx, 'customerService', request.body.customerService, trx);
      });
      return ok(brandResources(await getSettings(ctx)));
    },
  );

  app.get(
    '/wps/admin/setting/cors',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: "The web origins of the brand's own apps elsewhere that may call the API from a browser",
        response: replies(BrandCorsOrigins),
      },
    },
    async () => ok((await getSettings(ctx)).cors),
  );

  app.put(
    '/wps/admin/setting/cors',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Replace the allowed web origins (https://host[:port]; http only on localhost); each replica applies it within 30 seconds',
        body: BrandCorsOrigins,
        response: replies(BrandCorsOrigins),
      },
    },
    async (request) => {
      const refused = request.body.origins.flatMap((origin, index) =>
        isAllowableOrigin(origin)
          ? []
          : [
              {
                field: `origins.${index}`,
                key: 'origin_invalid',
                message: 'A web origin: https://host[:port] (http only for localhost)',
              },
            ],
      );
      const origins = [...new Set(request.body.origins)];
      if (refused.length > 0) throw validationError(refused);
      request.auditBefore = (await getSettings(ctx)).cors;
      await putSetting(ctx, 'cors', { origins });
      return ok({ origins });
    },
  );

  app.put(
    '/wps/admin/setting/password-expiry',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Password expiry in days (0 = never); used when PWDEXPFORCECHANGE3 is on',
        body: SetPasswordExpiryRequest,
        response: replies(Type.Integer()),
      },
    },
    async (request) => {
      await putSetting(ctx, 'passwordPolicy', { expiryDays: request.body.days });
      return ok(request.body.days);
    },
  );

  app.put(
    '/wps/admin/setting/register/rules',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Replace per-field registration rules',
        body: RegistrationRules,
        response: replies(RegistrationRules),
      },
    },
    async (request) => {
      const refused = registerRuleProblems(request.body);
      if (refused.length > 0) throw validationError(refused);
      const rules = { ...(await getSettings(ctx)).registerRules, ...request.body };
      await putSetting(ctx, 'registerRules', rules);
      return ok(rules);
    },
  );

  // Login from a new device (spec §4): off by default.
  app.put(
    '/wps/admin/setting/login-device-check',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Ask for a second factor when a member logs in with a password from a new device or IP',
        body: LoginDeviceCheckSetting,
        response: replies(LoginDeviceCheckSetting),
      },
    },
    async (request) => {
      await putSetting(ctx, 'loginDeviceCheck', { enabled: request.body.enabled });
      return ok({ enabled: request.body.enabled });
    },
  );

  // Brand configuration (spec §1): languages, chat header colour, lottery type, prize modes, esports vendors
  // and loginedToHomePage. The portal reads it from the permission reply at start, so a change shows on
  // the next page load, without a rebuild.
  app.put(
    '/wps/admin/setting/brand',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Change the brand configuration (only the keys sent); the default language must be offered',
        body: SetBrandRuntimeRequest,
        response: replies(BrandRuntime),
      },
    },
    async (request) => {
      const next = { ...brandRuntime(await getSettings(ctx)), ...request.body };
      if (!next.languages.includes(next.defaultLanguage)) {
        throw validationError([
          {
            field: 'defaultLanguage',
            key: 'brand_default_language_not_offered',
            message: 'The default language must be one of the languages offered',
          },
        ]);
      }
      await putSetting(ctx, 'brand', next);
      return ok(next);
    },
  );
}
