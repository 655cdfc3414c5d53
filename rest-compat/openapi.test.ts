// /openapi.json (issue 42, decision 0078): an OpenAPI 3.1 document the app serves, naming every /api
// route, each JSON body's schema a valid JSON Schema generated from the zod schema the route checks it
// with. Every request the contract tests send that the API accepts is held to it by the harness
// (gateway/testing/harness.ts, gateway/testing/openapi-check.ts); here, bodies of each route, and misfits.
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../gateway/testing/harness';
import { createRestCompat } from './index';
import { requestMisfit } from '../gateway/testing/openapi-check';
import { yogaAnswering } from './testing';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('/openapi.json', () => {
  it('is served by the app as OpenAPI 3.1 JSON', async () => {
    const response = await gw.app.request('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const document = (await response.json()) as any;
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(25);
  });

  it('names every route /api has, with its method', async () => {
    const api = createRestCompat({
      yoga: yogaAnswering(() => new Response('{}')),
      serverContextOf: () => ({ clientAddress: '127.0.0.1' }),
    });
    const document = (await (await gw.app.request('/openapi.json')).json()) as any;
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations as object).map((method) => `${method} ${path}`),
      ),
    );
    const routes = api.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('gives each JSON body a schema JSON Schema 2020-12 compiles', async () => {
    const document = (await (await gw.app.request('/openapi.json')).json()) as any;
    const ajv = new Ajv2020({ strict: false });
    let bodies = 0;
    for (const operations of Object.values(document.paths) as any[]) {
      for (const operation of Object.values(operations) as any[]) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        bodies += 1;
        expect(() => ajv.compile(schema)).not.toThrow();
      }
    }
    expect(bodies).toBe(12);
  });

  it('takes the bodies legacy clients send, in their spellings, and refuses wrong types', () => {
    expect(requestMisfit('POST', '/api/auth/login', { email: 'ada@example.com', password: 'secret1' })).toBeNull();
    expect(requestMisfit('POST', '/api/auth/login', { email: 'ada@example.com' })).toMatch(/password/);
    expect(
      requestMisfit('POST', '/api/cocktails', {
        name: 'Negroni',
        instructions: 'Stir.',
        is_mocktail: false,
        ingredients: [{ name: 'Gin', amount: '1', unit: 'oz', order_index: 1 }],
        attribution: { attribution_type: 'other', original_creator_name: 'Count Negroni', year: '1919', venue: 'Caffè Casoni' },
      }),
    ).toBeNull();
    expect(requestMisfit('PUT', '/api/cocktails/12', { is_mocktail: 'yes' })).toMatch(/is_mocktail/);
    expect(requestMisfit('PATCH', '/api/cocktails/reports/3/status', { status: 'resolved' })).toBeNull();
    expect(requestMisfit('PATCH', '/api/cocktails/reports/3/status', { status: 'closed' })).toMatch(/status/);
    expect(requestMisfit('GET', '/api/nowhere', undefined)).toMatch(/not in \/openapi.json/);
    // A literal segment is its own route, not an id.
    expect(requestMisfit('POST', '/api/cocktails/photo', undefined)).toBeNull();
  });
});
