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
import type { SavedAnswer, SavedAnswerStore } from './saved-answers';
import { createSavedCopies, requestKey } from './saved-copies';

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

describe('answers saved on this device (decision 0068)', () => {
  const query = { ...request, cacheID: 'doc1' } as unknown as RequestParameters;
  const mutation = { ...request, name: 'LikeMutation', operationKind: 'mutation', cacheID: 'doc2' } as unknown as RequestParameters;
  const key = requestKey('ProbeQuery', 'doc1', { first: 1 });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  function device(viewer: () => string | null = () => '7') {
    const answers = new Map<string, SavedAnswer>();
    const store: SavedAnswerStore = {
      save: vi.fn(
        async (who: string, what: string, text: string) => void answers.set(`${who}|${what}`, { savedAt: 1_700_000_000_000, text }),
      ),
      read: vi.fn(async (who: string, what: string) => answers.get(`${who}|${what}`) ?? null),
      clear: vi.fn(async () => answers.clear()),
    };
    const onBackOnline = vi.fn();
    const copies = createSavedCopies();
    return { answers, store, copies, onBackOnline, saved: { viewer, store: async () => store, copies, onBackOnline } };
  }

  function send(fetchFn: ReturnType<typeof createFetchFn>, operation: RequestParameters, cacheConfig = {}) {
    return new Promise((resolve, reject) => {
      (
        fetchFn(operation, { first: 1 }, cacheConfig, undefined) as unknown as {
          subscribe(sink: { next(v: unknown): void; error(e: unknown): void }): void;
        }
      ).subscribe({ next: resolve, error: reject });
    });
  }

  const answered = (body: unknown) => vi.fn(async () => jsonResponse(body));
  const unreachable = () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

  it("keeps a member's answer, and answers from it with the time it was saved when the server cannot be reached", async () => {
    const { saved, store, copies } = device();
    const body = { data: { viewer: { id: 'VXNlcjo3' } } };
    expect(await send(createFetchFn({ getToken: () => 't', fetch: answered(body), saved }), query)).toEqual(body);
    await flush();
    expect(store.save).toHaveBeenCalledWith('7', key, JSON.stringify(body));
    expect(copies.savedAt(key)).toBeUndefined();

    expect(await send(createFetchFn({ getToken: () => 't', fetch: unreachable(), saved }), query)).toEqual(body);
    expect(copies.savedAt(key)).toBe(1_700_000_000_000);
  });

  it('answers from the saved copy when a proxy says the server is down, not when the server answers an error', async () => {
    const { saved, answers } = device();
    answers.set(`7|${key}`, { savedAt: 1, text: '{"data":{"saved":true}}' });
    const proxy = (status: number) => vi.fn(async () => new Response('<h1>down</h1>', { status, statusText: 'Down' }));
    for (const status of [502, 503, 504]) {
      expect(await send(createFetchFn({ getToken: () => 't', fetch: proxy(status), saved }), query)).toEqual({ data: { saved: true } });
    }
    const refused = await send(createFetchFn({ getToken: () => 't', fetch: proxy(500), saved }), query).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GraphQLHttpError);
    const limited = vi.fn(async () => jsonResponse({ errors: [{ message: 'Too many attempts.' }] }, 429));
    expect(
      await send(createFetchFn({ getToken: () => 't', fetch: limited, saved }), query).catch((error: unknown) => error),
    ).toBeInstanceOf(GraphQLResponseError);
  });

  it('fails with "Network error. Please try again." as before when nothing was saved for the request', async () => {
    const { saved, copies } = device();
    const failure = await send(createFetchFn({ getToken: () => 't', fetch: unreachable(), saved }), query).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkFailureError);
    expect((failure as Error).message).toBe('Network error. Please try again.');
    expect(copies.savedAt(key)).toBeUndefined();
  });

  it('never keeps a mutation, nor answers one from the device: offline, a write fails and is not queued', async () => {
    const { saved, store, answers } = device();
    answers.set(`7|${requestKey('LikeMutation', 'doc2', { first: 1 })}`, { savedAt: 1, text: '{"data":{"liked":true}}' });
    await send(createFetchFn({ getToken: () => 't', fetch: answered({ data: { liked: true } }), saved }), mutation);
    const offline = unreachable();
    const failure = await send(createFetchFn({ getToken: () => 't', fetch: offline, saved }), mutation).catch((error: unknown) => error);
    await flush();
    expect((failure as Error).message).toBe('Network error. Please try again.');
    expect(offline).toHaveBeenCalledTimes(1);
    expect(store.save).not.toHaveBeenCalled();
    expect(store.read).not.toHaveBeenCalled();
  });

  it('keeps and reads nothing without a signed-in member, nor for a request that names its own token', async () => {
    const signedOut = device(() => null);
    await send(createFetchFn({ getToken: () => null, fetch: answered({ data: { cocktails: [] } }), saved: signedOut.saved }), query);
    await send(createFetchFn({ getToken: () => null, fetch: unreachable(), saved: signedOut.saved }), query).catch(() => null);

    // The startup check asks the server about one token; an answer from the device would prove nothing.
    const member = device();
    member.answers.set(`7|${key}`, { savedAt: 1, text: '{"data":{"viewer":null}}' });
    const explicit = { metadata: { authToken: 'checked-token' } };
    await send(createFetchFn({ getToken: () => 't', fetch: answered({ data: { viewer: null } }), saved: member.saved }), query, explicit);
    const failure = await send(createFetchFn({ getToken: () => 't', fetch: unreachable(), saved: member.saved }), query, explicit).catch(
      (error: unknown) => error,
    );
    await flush();
    expect(failure).toBeInstanceOf(NetworkFailureError);
    for (const { store } of [signedOut, member]) {
      expect(store.save).not.toHaveBeenCalled();
      expect(store.read).not.toHaveBeenCalled();
    }
  });

  it('does not keep an answer that comes after its member signed out, nor one that carries errors', async () => {
    let viewer: string | null = '7';
    const { saved, store } = device(() => viewer);
    let answer: (response: Response) => void = () => {};
    const pending = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const sent = send(createFetchFn({ getToken: () => 't', fetch: pending, saved }), query);
    viewer = null;
    answer(jsonResponse({ data: { viewer: { id: 'VXNlcjo3' } } }));
    await sent;

    viewer = '7';
    const partial = { data: { cocktail: null }, errors: [{ message: 'Not found', path: ['cocktail'] }] };
    await send(createFetchFn({ getToken: () => 't', fetch: answered(partial), saved }), query);
    await flush();
    expect(store.save).not.toHaveBeenCalled();
  });

  it('says once, with the first answer after saved copies were shown, that the network is back', async () => {
    const { saved, answers, onBackOnline, copies } = device();
    answers.set(`7|${key}`, { savedAt: 1, text: '{"data":{"n":1}}' });
    await send(createFetchFn({ getToken: () => 't', fetch: unreachable(), saved }), query);
    expect(copies.savedAt(key)).toBe(1);

    await send(createFetchFn({ getToken: () => 't', fetch: answered({ data: { n: 2 } }), saved }), query);
    await send(createFetchFn({ getToken: () => 't', fetch: answered({ data: { n: 3 } }), saved }), query);
    expect(onBackOnline).toHaveBeenCalledTimes(1);
    // The screen now shows what the network said.
    expect(copies.savedAt(key)).toBeUndefined();

    // An error answer counts as the server's word too: the screen shows that error, not the saved copy.
    await send(createFetchFn({ getToken: () => 't', fetch: unreachable(), saved }), query);
    expect(copies.savedAt(key)).toBeDefined();
    const limited = vi.fn(async () => jsonResponse({ errors: [{ message: 'Too many attempts.' }] }, 429));
    await send(createFetchFn({ getToken: () => 't', fetch: limited, saved }), query).catch(() => null);
    expect(copies.savedAt(key)).toBeUndefined();
    expect(onBackOnline).toHaveBeenCalledTimes(2);
  });
});
