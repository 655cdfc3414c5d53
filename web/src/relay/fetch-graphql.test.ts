import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { buildMultipartBody, createFetchFn, GraphQLHttpError, GraphQLResponseError, interpretResponse } from './fetch-graphql';

const request = { name: 'ProbeQuery', text: 'query ProbeQuery { viewer { id } }', operationKind: 'query' } as unknown as RequestParameters;

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } });
}

function run(fetchFn: ReturnType<typeof createFetchFn>, cacheConfig = {}, uploadables?: Record<string, Blob>) {
  return new Promise((resolve, reject) => {
    const observable = fetchFn(request, { first: 1 }, cacheConfig, uploadables) as unknown as {
      subscribe(sink: { next(v: unknown): void; error(e: unknown): void }): void;
    };
    observable.subscribe({ next: resolve, error: reject });
  });
}

describe('the GraphQL network layer', () => {
  it('posts JSON with the stored token as a bearer token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: { viewer: null } }));
    await run(createFetchFn({ getToken: () => 'stored-token', fetch: fetchMock }));
    const [endpoint, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(endpoint).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer stored-token');
    expect(JSON.parse(init.body as string)).toEqual({ query: request.text, operationName: 'ProbeQuery', variables: { first: 1 } });
  });

  it('sends no Authorization header without a token, and prefers a token named by the caller', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: {} }));
    await run(createFetchFn({ getToken: () => null, fetch: fetchMock }));
    await run(createFetchFn({ getToken: () => null, fetch: fetchMock }), { metadata: { authToken: 'explicit' } });
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0).authorization).toBeUndefined();
    expect(headersOf(1).authorization).toBe('Bearer explicit');
  });

  it('fails with the first error message when a response has errors and no data', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ errors: [{ message: 'Too many attempts.', extensions: { code: 'RATE_LIMITED' } }] }, 429),
    );
    const failure = await run(createFetchFn({ getToken: () => null, fetch: fetchMock })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLResponseError);
    expect((failure as GraphQLResponseError).message).toBe('Too many attempts.');
    expect((failure as GraphQLResponseError).code).toBe('RATE_LIMITED');
  });

  it('passes data with field errors on to Relay', () => {
    const body = { data: { cocktail: null }, errors: [{ message: 'Not found', path: ['cocktail'] }] };
    expect(interpretResponse(body, 200, 'OK')).toBe(body);
  });

  it('reports a non-GraphQL answer by its HTTP status', () => {
    expect(() => interpretResponse(null, 502, 'Bad Gateway')).toThrow(GraphQLHttpError);
    expect(() => interpretResponse(null, 502, 'Bad Gateway')).toThrow('502 Bad Gateway');
  });

  it('sends files as a graphql-multipart-request-spec body', async () => {
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    const form = buildMultipartBody(
      { query: 'mutation M($input: In!) { m(input: $input) }', operationName: 'M', variables: { input: { name: 'Negroni', photo: {} } } },
      { 'input.photo': photo },
    );
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: 'mutation M($input: In!) { m(input: $input) }',
      operationName: 'M',
      variables: { input: { name: 'Negroni', photo: null } },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ '0': ['variables.input.photo'] });
    expect(await (form.get('0') as Blob).text()).toBe('jpeg bytes');
  });

  it('uses a multipart body when Relay passes uploadables', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: {} }));
    await run(createFetchFn({ getToken: () => 't', fetch: fetchMock }), {}, { avatar: new Blob(['png']) });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
    // Without it the server's CSRF prevention refuses a multipart request.
    expect((init.headers as Record<string, string>)['x-graphql-yoga-csrf']).toBeTruthy();
  });
});
