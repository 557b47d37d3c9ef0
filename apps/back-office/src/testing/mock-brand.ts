// The brand's sign-up and sign-in settings of the in-memory platform API (mock-backend.ts): the flags tree
// and registration rules it serves in the permission reply, the sign-in settings, and their changes,
// answered as the server does (an unknown flag is 404; a rule with a minimum above its maximum, or a weak
// or optional password, is 400 with the field named).
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { ErrorCode, isAllowableOrigin } from '@playfront/api-contract';
import type {
  BrandCorsOrigins,
  BrandResources,
  RegistrationRule,
  RegistrationRules,
  SecuritySettings,
  WhitelabelTree,
} from '@playfront/api-contract';
import type { Audit, Caller } from './mock-catalogue';

export interface BrandSecurityState {
  whitelabel: WhitelabelTree;
  registerRules: RegistrationRules;
  security: SecuritySettings;
  resources: BrandResources;
  cors: BrandCorsOrigins;
}

const rule = (minLength: number, maxLength: number, enabled = true, required = false): RegistrationRule => ({
  enabled,
  required,
  minLength,
  maxLength,
  acceptedPattern: '*',
  patternId: 1,
});

const group = (modId: string, flags: Array<[string, 0 | 1]>) => ({
  modId,
  enabled: 1 as const,
  childrenNodes: flags.map(([id, enabled]) => ({ modId: id, enabled, childrenNodes: [] })),
});

/** The server's defaults for a new brand (modules/system/defaults.ts), in part. */
export const initialBrandSecurity = (): BrandSecurityState => ({
  whitelabel: [
    group('REGISTRATION3', [
      ['DIRECTREG3', 1],
      ['USERNAMEREG3', 1],
      ['MOBILENUMREG3', 1],
    ]),
    group('SECURITY3', [
      ['PWDEXPFORCECHANGE3', 0],
      ['CHNGPASSVERIF3', 1],
    ]),
  ],
  registerRules: {
    username: rule(6, 16, true, true),
    password: rule(8, 128, true, true),
    confirmPassword: rule(8, 128, true, true),
    email: rule(5, 254),
    qqNum: rule(5, 12, false),
  },
  security: { passwordExpiryDays: 0, loginDeviceCheck: false },
  cors: { origins: [] },
  resources: {
    resources: [
      {
        resourceType: 'ANDROID',
        url: 'https://download.playfront.example/android.apk',
        labelNameEn: 'Android',
        labelNameCn: '安卓',
      },
      {
        resourceType: 'IOS',
        url: 'https://download.playfront.example/ios',
        labelNameEn: 'iOS',
        labelNameCn: '苹果',
      },
    ],
    customerService: [{ type: 'LIVECHAT', url: 'https://chat.playfront.example/live' }],
  },
});

/** The handlers, over `state`, with the mock's caller check and audit. */
export function brandSecurityHandlers<Account>(
  state: BrandSecurityState,
  caller: Caller<Account>,
  audit: Audit<Account>,
  received: { call: string; body: unknown }[],
): HttpHandler[] {
  return [
    http.get('*/wps/admin/setting/security', ({ request }) => {
      const { refusal } = caller(request, 'setting:read');
      return refusal ?? okReply(state.security);
    }),
    http.get('*/wps/admin/setting/cors', ({ request }) => {
      const { refusal } = caller(request, 'setting:read');
      return refusal ?? okReply(state.cors);
    }),
    http.put('*/wps/admin/setting/cors', async ({ request }) => {
      const { account, refusal } = caller(request, 'setting:write');
      if (refusal) return refusal;
      const body = (await request.json()) as BrandCorsOrigins;
      received.push({ call: 'cors', body });
      const problems = body.origins
        .map((origin, index) => ({ origin, field: `origins.${index}` }))
        .filter((entry) => !isAllowableOrigin(entry.origin))
        .map((entry) => ({ field: entry.field, key: 'origin_invalid', message: 'A web origin' }));
      if (problems.length > 0) return errorReply(400, ErrorCode.validationFailed, { fields: problems });
      const before = state.cors;
      state.cors = { origins: [...new Set(body.origins)] };
      audit(account as Account, 'PUT /wps/admin/setting/cors', 'CORS origins', null, before, state.cors);
      return okReply(state.cors);
    }),
    http.get('*/wps/admin/setting/resources', ({ request }) => {
      const { refusal } = caller(request, 'setting:read');
      return refusal ?? okReply(state.resources);
    }),
    http.put('*/wps/admin/setting/resources', async ({ request }) => {
      const { account, refusal } = caller(request, 'setting:write');
      if (refusal) return refusal;
      const body = (await request.json()) as BrandResources;
      received.push({ call: 'resources', body });
      const problems = [
        ...body.resources.map((entry, index) => ({ url: entry.url, field: `resources.${index}.url` })),
        ...body.customerService.map((entry, index) => ({
          url: entry.url,
          field: `customerService.${index}.url`,
        })),
      ]
        .filter((entry) => !entry.url.startsWith('https://'))
        .map((entry) => ({
          field: entry.field,
          key: 'resource_url_invalid',
          message: 'An https:// address is required',
        }));
      if (problems.length > 0) return errorReply(400, ErrorCode.validationFailed, { fields: problems });
      const before = state.resources;
      state.resources = body;
      audit(account as Account, 'PUT /wps/admin/setting/resources', 'Resources', null, before, body);
      return okReply(state.resources);
    }),
    http.put('*/wps/admin/setting/password-expiry', async ({ request }) => {
      const { account, refusal } = caller(request, 'setting:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { days: number };
      received.push({ call: 'password-expiry', body });
      const before = state.security.passwordExpiryDays;
      state.security = { ...state.security, passwordExpiryDays: body.days };
      audit(
        account as Account,
        'PUT /wps/admin/setting/password-expiry',
        'Password expiry',
        null,
        before,
        body,
      );
      return okReply(body.days);
    }),
    http.put('*/wps/admin/setting/login-device-check', async ({ request }) => {
      const { account, refusal } = caller(request, 'setting:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { enabled: boolean };
      received.push({ call: 'login-device-check', body });
      const before = state.security.loginDeviceCheck;
      state.security = { ...state.security, loginDeviceCheck: body.enabled };
      audit(
        account as Account,
        'PUT /wps/admin/setting/login-device-check',
        'New-device check',
        null,
        before,
        body,
      );
      return okReply(body);
    }),
    http.put('*/wps/admin/whitelabel/:modId', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'whitelabel:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { enabled: 0 | 1 };
      const modId = String(params.modId);
      received.push({ call: `flag ${modId}`, body });
      const known = state.whitelabel.some(
        (node) => node.modId === modId || node.childrenNodes.some((flag) => flag.modId === modId),
      );
      if (!known) return errorReply(404, ErrorCode.notFound);
      const before = state.whitelabel;
      state.whitelabel = state.whitelabel.map((node) => ({
        ...node,
        enabled: node.modId === modId ? body.enabled : node.enabled,
        childrenNodes: node.childrenNodes.map((flag) =>
          flag.modId === modId ? { ...flag, enabled: body.enabled } : flag,
        ),
      }));
      audit(
        account as Account,
        'PUT /wps/admin/whitelabel/:modId',
        'Whitelabel flag',
        `modId=${modId}`,
        before,
        body,
      );
      return okReply(state.whitelabel);
    }),
    http.put('*/wps/admin/setting/register/rules', async ({ request }) => {
      const { account, refusal } = caller(request, 'setting:write');
      if (refusal) return refusal;
      const body = (await request.json()) as RegistrationRules;
      received.push({ call: 'register-rules', body });
      const problems = Object.entries(body).flatMap(([field, next]) =>
        next.minLength > next.maxLength ||
        ((field === 'password' || field === 'confirmPassword') && next.minLength < 8)
          ? [{ field: `${field}.minLength`, key: 'err_invalid_field', message: 'not allowed' }]
          : [],
      );
      if (problems.length > 0) return errorReply(400, ErrorCode.validationFailed, { fields: problems });
      const before = state.registerRules;
      state.registerRules = { ...state.registerRules, ...body };
      audit(
        account as Account,
        'PUT /wps/admin/setting/register/rules',
        'Registration rules',
        null,
        before,
        body,
      );
      return okReply(state.registerRules);
    }),
  ];
}
