import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { fund, moneyCall, operatorCall } from './testing/money';
import { bearer, createTestApp, expectEnvelope, OPERATOR_KEY } from './testing/test-app';
import type { TestApp } from './testing/test-app';

/**
 * Every route of the served OpenAPI document, called with cases derived from its own schema (valid-ish
 * values), then hostile ones (NUL bytes, integers past 2^53 and 1e308, huge strings, 5,000-deep bodies,
 * wrong types, malformed JSON, broken multipart), as nobody, as a member and with the operator key.
 * Never 5xx; every reply is the envelope, its status is declared and the body matches the declared schema;
 * a route that needs a token or the operator key refuses a caller without one before reading the body.
 */

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  nullable?: boolean;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
  required?: boolean;
}

interface Operation {
  method: string;
  template: string;
  params: Parameter[];
  body?: { type: string; schema: JsonSchema };
  multipart: boolean;
  member: boolean;
  operator: boolean;
  responses: Record<string, ValidateFunction | null>;
}

type Identity = 'none' | 'member' | 'operator';

/** Fixed seed: a failure prints it with the counterexample, and a re-run repeats the same cases. */
const SEED = Number(process.env['FUZZ_SEED'] ?? 2026);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 40);

let t: TestApp;
let token = '';
let operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp({
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
    RATE_SMS_MOBILE_MAX: '0',
    RATE_SMS_IP_MAX: '0',
    RATE_PROOF_USER_MAX: '0',
  });
  token = await t.login('demo_agent', 'Agent@2026');
  // A withdrawal the member may report (their own, paid, awaiting confirmation): only then is the body read.
  const member = await t.login('demo_member', 'Demo@2026');
  await fund(t, member, '100000');
  const banks = await t.call({ method: 'GET', url: '/wps/member/bank-accounts', headers: bearer(member) });
  const bankAccountId = (banks.envelope.value as { list: Array<{ id: number }> }).list[0]!.id;
  const withdrawal = await moneyCall(t, member, 'POST', '/wps/payment/withdrawals', {
    amount: '10000',
    bankAccountId,
    paymentPassword: 'Pay@2026',
  });
  reportable.reference = (withdrawal.envelope.value as { reference: string }).reference;
  await operatorCall(t, 'POST', `/wps/admin/withdrawals/${reportable.reference}`, { decision: 'approve' });
  reportable.token = member;
  const served = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
  operations = parseOperations(served.json());
}, 120_000);
afterAll(() => t.close());
/** A withdrawal the member may report as not received (own, paid, awaiting): only then is an upload read. */
const reportable = { token: '', reference: '' };

const ajv = new Ajv({ strict: false, allErrors: false });

function parseOperations(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
      }
    >
  >;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const params = operation.parameters ?? [];
      const content = Object.entries(operation.requestBody?.content ?? {})[0];
      return {
        method: method.toUpperCase(),
        template,
        params,
        body:
          content && !content[0].startsWith('multipart/')
            ? { type: content[0], schema: content[1].schema }
            : undefined,
        multipart: Boolean(content?.[0].startsWith('multipart/')),
        // Operator calls declare both ways in (an operator's session or the key); member calls a bearer only.
        member:
          Boolean(operation.security?.length) &&
          !operation.security?.some((requirement) => 'operatorKey' in (requirement as object)),
        operator: params.some((p) => p.in === 'header' && p.name === 'x-operator-key'),
        responses: Object.fromEntries(
          Object.entries(operation.responses).map(([status, reply]) => {
            const schema = reply.content?.['application/json']?.schema;
            return [status.toUpperCase(), schema ? ajv.compile(schema) : null];
          }),
        ),
      };
    }),
  );
}

/** A value shaped by a schema: within its bounds, of its enum, matching its pattern. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x');
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((entry) => fromSchema(entry, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 200));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 80),
      });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, -Number.MAX_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, fromSchema(value, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A body sent as this exact text (deep nesting is built as text: stringifying it would overflow here). */
class RawJson {
  constructor(
    readonly text: string,
    readonly label: string,
  ) {}
  [fc.toStringMethod]() {
    return this.label;
  }
}
const DEEP_BODY = new RawJson(
  `${'{"a":'.repeat(5_000)}{"gameId":1}${'}'.repeat(5_000)}`,
  '5,000-deep object',
);
const DEEP_ARRAY = new RawJson(`${'['.repeat(5_000)}1${']'.repeat(5_000)}`, '5,000-deep array');

/** Values no schema accepts as meant, or that broke the server before. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    'a\u0000b',
    '\u0000',
    9007199254740994,
    -9007199254740994,
    1e308,
    -1e308,
    -1,
    0,
    1.5,
    '9007199254740994',
    '1e308',
    '-1',
    'x'.repeat(20_000),
    '',
    '\ud800',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    null,
    true,
    [],
    {},
    { a: { b: { c: [1, 2, 3] } } },
  ),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Schema-derived, then one field replaced by a hostile value, or a hostile whole body. */
const bodyOf = (schema: JsonSchema) => {
  const shaped = fromSchema(schema);
  const keys = Object.keys(schema.properties ?? {});
  const poisoned = keys.length
    ? fc
        .tuple(shaped, fc.constantFrom(...keys), hostileValue)
        .map(([body, key, value]) => ({ ...(body as object), [key]: value }))
    : hostileValue;
  return fc.oneof(
    { weight: 2, arbitrary: shaped },
    { weight: 4, arbitrary: poisoned },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constantFrom(DEEP_BODY, DEEP_ARRAY) },
  );
};

const paramOf = (parameter: Parameter) =>
  fc.oneof({ weight: 3, arbitrary: fromSchema(parameter.schema) }, { weight: 2, arbitrary: hostileValue });

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

interface Case {
  identity: Identity;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const caseOf = (operation: Operation): fc.Arbitrary<Case> =>
  fc.record({
    identity: fc.constantFrom<Identity>('none', 'member', 'operator'),
    path: fc.record(
      Object.fromEntries(operation.params.filter((p) => p.in === 'path').map((p) => [p.name, paramOf(p)])),
    ),
    query: fc.record(
      Object.fromEntries(operation.params.filter((p) => p.in === 'query').map((p) => [p.name, paramOf(p)])),
      { requiredKeys: [] },
    ),
    body: operation.body ? bodyOf(operation.body.schema) : fc.constant(undefined),
  });

const identityHeaders = (identity: Identity): Record<string, string> =>
  identity === 'member' ? bearer(token) : identity === 'operator' ? { 'x-operator-key': OPERATOR_KEY } : {};

/** A lone surrogate cannot be encoded: it is sent as the bytes of one, which are not valid UTF-8. */
const encodePart = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

function urlOf(operation: Operation, path: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = operation.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodePart(asText(path[name]) || 'x'),
  );
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, asText(value)] as [string, string]),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}

function payloadOf(operation: Operation, body: unknown): string | undefined {
  if (body === undefined || !operation.body) return undefined;
  if (body instanceof RawJson) return body.text;
  if (operation.body.type === 'application/x-www-form-urlencoded' && body && typeof body === 'object') {
    return new URLSearchParams(
      Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, asText(v)] as [string, string]),
    ).toString();
  }
  return JSON.stringify(body);
}

/** Never 5xx; a declared status; the envelope; the declared schema of that status. */
function checkReply(
  operation: Operation,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
): void {
  const where = `${operation.method} ${operation.template} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) throw new Error(`server error: ${where}`);
  const status = String(response.statusCode);
  const declared = status in operation.responses ? status : `${status[0]}XX`;
  if (!(declared in operation.responses)) throw new Error(`undeclared status: ${where}`);
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  if (!isJson) {
    if (response.statusCode >= 400) throw new Error(`error reply is not JSON: ${where}`);
    return;
  }
  const body: unknown = JSON.parse(response.body);
  expectEnvelope(body);
  const validate = operation.responses[declared];
  if (validate && !validate(body)) {
    throw new Error(`reply does not match its schema (${ajv.errorsText(validate.errors)}): ${where}`);
  }
}

/** Calls that end the member's session are made without it, so later cases still run as a member. */
const endsSession = (operation: Operation) =>
  operation.template === '/wps/session/logout' || operation.template === '/wps/member/password';

describe('fuzz: every route of the OpenAPI document', () => {
  it('never answers 5xx; replies are declared envelopes; tokens are checked before the body', async () => {
    expect(operations.length).toBeGreaterThan(90);
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(caseOf(operation), async ({ identity: wanted, path, query, body }) => {
          const identity = wanted === 'member' && endsSession(operation) ? 'none' : wanted;
          const payload = payloadOf(operation, body);
          const url = urlOf(operation, path, query);
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url,
            headers: {
              ...identityHeaders(identity),
              ...(payload === undefined
                ? {}
                : { 'content-type': operation.body?.type ?? 'application/json' }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          checkReply(operation, response);
          // A NUL byte, broken UTF-8 or an over-long part in the address is refused before routing (before tokens).
          const refusedAddress = /%00|%ED%A0%80/i.test(url) || response.statusCode === 414;
          if (operation.member && identity === 'none' && !refusedAddress)
            expect(response.statusCode).toBe(401);
          // Without a credential 403; a member's token is no operator session: 401.
          if (operation.operator && identity === 'none' && !refusedAddress) {
            expect(response.statusCode).toBe(403);
          }
          if (operation.operator && identity === 'member' && !refusedAddress) {
            expect(response.statusCode).toBe(401);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    // Limits for a hung run, not speed checks: every route times 40 cases, and a busy machine is slow.
  }, 900_000);

  it('answers malformed bodies with 4xx envelopes on every route that reads one', async () => {
    const bad: Array<{ type: string; payload: string | Buffer }> = [
      { type: 'application/json', payload: '{"gameId":' },
      { type: 'application/json', payload: '{"a":"\u0000"}' },
      { type: 'application/json', payload: DEEP_ARRAY.text },
      { type: 'application/json', payload: DEEP_BODY.text },
      { type: 'application/json', payload: '{"gameId": 9007199254740994}' },
      { type: 'application/json', payload: '{"gameId": 1e308}' },
      { type: 'text/plain', payload: 'plain' },
      { type: 'application/xml', payload: '<a/>' },
      { type: 'multipart/form-data', payload: '--x\r\n\r\n' },
      { type: 'application/x-www-form-urlencoded', payload: 'a=%00&b=%E0%A4%A' },
    ];
    for (const operation of operations.filter((entry) => entry.body || entry.multipart)) {
      for (const identity of ['none', 'member', 'operator'] as Identity[]) {
        for (const { type, payload } of bad) {
          const response = await t.app.inject({
            method: operation.method as 'POST',
            url: urlOf(operation, { reference: 'ABC123456', modId: 'x', username: 'demo_agent' }, {}),
            headers: {
              ...identityHeaders(endsSession(operation) && identity === 'member' ? 'none' : identity),
              'content-type': type,
            },
            payload,
          });
          checkReply(operation, response);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
        }
      }
    }
  }, 300_000);

  it('answers NUL bytes in the path and query, and huge query integers, with 4xx on every route', async () => {
    for (const operation of operations) {
      for (const identity of ['none', 'member', 'operator'] as Identity[]) {
        const names = operation.params.filter((p) => p.in === 'query').map((p) => p.name);
        for (const value of ['a\u0000b', '9007199254740994', '1e308']) {
          const path = Object.fromEntries(
            operation.params.filter((p) => p.in === 'path').map((p) => [p.name, value]),
          );
          const query = Object.fromEntries((names.length ? names : ['x']).map((name) => [name, value]));
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url: urlOf(operation, path, query),
            headers: identityHeaders(endsSession(operation) && identity === 'member' ? 'none' : identity),
          });
          checkReply(operation, response);
        }
      }
    }
  }, 300_000);

  it('refuses multipart without a boundary and with too many text fields with a 4xx', async () => {
    const url = `/wps/payment/withdrawals/${reportable.reference}/not-received`;
    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(reportable.token), 'content-type': 'multipart/form-data' },
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(expectEnvelope(noBoundary.json()).code).toBe('upload_invalid');
    const fields = Array.from(
      { length: 12 },
      (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
    ).join('');
    const many = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(reportable.token), 'content-type': 'multipart/form-data; boundary=b' },
      payload: `${fields}--b--\r\n`,
    });
    expect(many.statusCode).toBe(400);
    expect(expectEnvelope(many.json()).code).toBe('upload_invalid');
  });
});
