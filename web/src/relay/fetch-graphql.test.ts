import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import {
  buildMultipartBody,
  createFetchFn,
  GraphQLHttpError,
  GraphQLResponseError,
  interpretResponse,
  NetworkFailureError,
} from './fetch-graphql';

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

  describe('a request that gets no answer', () => {
    const failing = (error: unknown) => vi.fn(() => Promise.reject(error));

    it('fails with the spec\'s "Network error. Please try again." instead of the browser\'s "Failed to fetch"', async () => {
      const failure = await run(createFetchFn({ getToken: () => null, fetch: failing(new TypeError('Failed to fetch')) })).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(NetworkFailureError);
      expect((failure as Error).message).toBe('Network error. Please try again.');
      // Still "no answer" to code that asks fetch's way (the startup check keeps an offline session).
      expect(failure).toBeInstanceOf(TypeError);
    });

    it('says the same of a request the browser cancelled while the member is still on the page', async () => {
      const failure = await run(
        createFetchFn({ getToken: () => null, fetch: failing(new DOMException('The operation was aborted.', 'AbortError')) }),
      ).catch((error: unknown) => error);
      expect((failure as Error).message).toBe('Network error. Please try again.');
    });

    it('says the same of an answer cut off on the way, and reads an answer that is not JSON by its status', async () => {
      const cutOff = new Response(new ReadableStream({ pull: (controller) => controller.error(new TypeError('network error')) }), {
        headers: { 'content-type': 'application/json' },
      });
      const cut = await run(createFetchFn({ getToken: () => null, fetch: vi.fn(async () => cutOff) })).catch((error: unknown) => error);
      expect((cut as Error).message).toBe('Network error. Please try again.');

      const html = new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'application/json' },
      });
      const garbled = await run(createFetchFn({ getToken: () => null, fetch: vi.fn(async () => html) })).catch((error: unknown) => error);
      expect(garbled).toBeInstanceOf(GraphQLHttpError);
      expect((garbled as Error).message).toBe('502 Bad Gateway');
    });

    it('tells nobody when the request was unsubscribed (the screen is gone) or failed while the page was being left', async () => {
      const sink = { next: vi.fn(), error: vi.fn(), complete: vi.fn() };
      let reject: (error: unknown) => void = () => {};
      const pending = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        return new Promise<Response>((_resolve, fail) => (reject = fail));
      });
      const subscription = (
        createFetchFn({ getToken: () => null, fetch: pending })(request, {}, {}) as unknown as {
          subscribe(s: typeof sink): { unsubscribe(): void };
        }
      ).subscribe(sink);
      subscription.unsubscribe();

      let leaving = false;
      const leavingFetch = createFetchFn({
        getToken: () => null,
        fetch: failing(new TypeError('Failed to fetch')),
        isLeaving: () => leaving,
      });
      leaving = true;
      (leavingFetch(request, {}, {}) as unknown as { subscribe(s: typeof sink): void }).subscribe(sink);

      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(pending.mock.calls[0][1]?.signal?.aborted).toBe(true);
      expect(sink.error).not.toHaveBeenCalled();
      expect(sink.next).not.toHaveBeenCalled();
    });
  });
});
