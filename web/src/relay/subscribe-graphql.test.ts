import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLResponseError } from './fetch-graphql';
import { createSubscribeFn, MAX_RECONNECT_DELAY_MS, reconnectDelayMs } from './subscribe-graphql';

const request = {
  name: 'BellSubscription',
  text: 'subscription BellSubscription { unreadNotificationsCount }',
  operationKind: 'subscription',
} as unknown as RequestParameters;

/** An answer as Yoga streams one: a ping, then `next` events, then `complete`. */
function eventStream(...results: unknown[]): Response {
  const text = [':\n\n', ...results.map((result) => `event: next\ndata: ${JSON.stringify(result)}\n\n`), 'event: complete\ndata:\n\n'].join(
    '',
  );
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function collect(subscribe: ReturnType<typeof createSubscribeFn>): Promise<{ values: GraphQLResponse[]; error?: unknown }> {
  return new Promise((resolve) => {
    const values: GraphQLResponse[] = [];
    const observable = subscribe(request, {}, {}) as unknown as {
      subscribe(sink: { next(v: GraphQLResponse): void; error(e: unknown): void; complete(): void }): void;
    };
    observable.subscribe({
      next: (value) => values.push(value),
      error: (error) => resolve({ values, error }),
      complete: () => resolve({ values }),
    });
  });
}

describe('subscriptions over server-sent events', () => {
  it('sends the stored token and the CSRF header, asks for an event stream, and passes each result on', async () => {
    const fetchMock = vi.fn(async () => eventStream({ data: { unreadNotificationsCount: 2 } }, { data: { unreadNotificationsCount: 3 } }));
    const { values, error } = await collect(createSubscribeFn({ getToken: () => 'stored-token', fetch: fetchMock }));
    expect(error).toBeUndefined();
    expect(values).toEqual([{ data: { unreadNotificationsCount: 2 } }, { data: { unreadNotificationsCount: 3 } }]);
    const [endpoint, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(endpoint).toBe('/graphql');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer stored-token');
    expect(headers['x-graphql-yoga-csrf']).toBe('1');
    expect(headers.accept).toBe('text/event-stream');
    expect(JSON.parse(init.body as string)).toMatchObject({ query: request.text, operationName: 'BellSubscription' });
  });

  it('hands a refusal in the stream to the subscriber as a GraphQLResponseError with its code', async () => {
    const refusal = { errors: [{ message: 'Sign in to see your notifications.', extensions: { code: 'UNAUTHENTICATED' } }] };
    const fetchMock = vi.fn(async () => eventStream(refusal));
    const { error } = await collect(createSubscribeFn({ getToken: () => null, fetch: fetchMock }));
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect((error as GraphQLResponseError).code).toBe('UNAUTHENTICATED');
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('authorization');
  });

  it('waits longer after each failed reconnection, up to a ceiling, with a random part', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3].map((attempt) => reconnectDelayMs(attempt, noJitter))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelayMs(50, noJitter)).toBe(MAX_RECONNECT_DELAY_MS);
    expect(reconnectDelayMs(0, () => 0.999)).toBeLessThan(1000 + 3000);
  });
});
