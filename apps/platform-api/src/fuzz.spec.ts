import fc from 'fast-check';
import { bearer, createTestApp, expectEnvelope } from './testing/test-app';
import type { TestApp } from './testing/test-app';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: string[];
}

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp({
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
    RATE_SMS_MOBILE_MAX: '0',
    RATE_SMS_IP_MAX: '0',
  });
  token = await t.login('demo_agent', 'Agent@2026');
});
afterAll(() => t.close());

const anyValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Bodies shaped like the schema but with wrong, missing or extreme values; plus arbitrary JSON. */
const invalidBody = (schema: JsonSchema | undefined) => {
  const properties = schema?.properties ?? {};
  const keys = Object.keys(properties);
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] });
  return fc.oneof(shaped, fc.jsonValue({ maxDepth: 2 }), fc.constant({}), fc.constant([]));
};

const operations = (): Operation[] => {
  const doc = t.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          parameters?: Array<{ in: string; name: string }>;
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, 'FUZZ3'),
      body: operation.requestBody ? Object.values(operation.requestBody.content)[0]?.schema : undefined,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
};

describe('fuzz: schema-derived invalid payloads on every route', () => {
  it('never answers 5xx and always answers an envelope', async () => {
    const list = operations();
    expect(list.length).toBeGreaterThan(25);
    for (const operation of list) {
      await fc.assert(
        fc.asyncProperty(
          invalidBody(operation.body),
          fc.dictionary(
            fc.constantFrom(...(operation.query.length ? operation.query : ['x'])),
            fc.string({ maxLength: 40 }),
          ),
          fc.boolean(),
          async (body, query, withToken) => {
            const search = new URLSearchParams(query as Record<string, string>).toString();
            const response = await t.app.inject({
              method: operation.method as 'GET',
              url: `${operation.path}${search ? `?${search}` : ''}`,
              headers: {
                ...(withToken ? bearer(token) : {}),
                ...(operation.method === 'GET' ? {} : { 'content-type': 'application/json' }),
                'x-operator-key': 'test-operator-key',
              },
              ...(operation.method === 'GET' || operation.method === 'DELETE'
                ? {}
                : { payload: JSON.stringify(body) }),
            });
            if (response.statusCode >= 500)
              throw new Error(
                `${operation.method} ${operation.path} -> ${response.statusCode} ${response.body}`,
              );
            expectEnvelope(response.json());
          },
        ),
        { numRuns: 40, seed: 2026 },
      );
    }
  }, 120_000);

  it('answers malformed JSON, wrong content types and huge bodies with 4xx envelopes', async () => {
    const cases = [
      { payload: '{"username":', type: 'application/json', status: 400 },
      { payload: 'plain', type: 'text/plain', status: 400 },
      { payload: '<a/>', type: 'application/xml', status: 415 },
      { payload: JSON.stringify({ content: 'x'.repeat(70_000) }), type: 'application/json', status: 413 },
    ];
    for (const { payload, type, status } of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(expectEnvelope(response.json()).success).toBe(false);
    }
  });
});
