// Subscriptions of the Relay environment (decision 0072): GraphQL over server-sent events, one
// connection per subscription (the protocol's distinct connections mode, which Yoga serves on /graphql),
// through graphql-sse's client. The same headers as every request (fetch-graphql.ts): the member's
// bearer token, read at each (re)connection, and the CSRF header. A connection lost is opened again
// after a growing pause (reconnectDelayMs), for as long as someone listens; the server's first event on
// every connection is the current value, so a reconnected screen is up to date. A refusal (signed out,
// too many connections) reaches the subscriber as a GraphQLResponseError, with its code.
import type { GraphQLResponse, SubscribeFunction } from 'relay-runtime';
import { interpretResponse, NetworkFailureError } from './fetch-graphql';
import { Observable } from './observable';

/** The longest pause between two attempts to reconnect. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): 1 s, doubling, at most
 * MAX_RECONNECT_DELAY_MS, plus up to 3 s at random so that clients cut off together do not all come back at once.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.min(1000 * 2 ** Math.min(attempt, 10), MAX_RECONNECT_DELAY_MS) + Math.floor(random() * 3000);
}

export interface SubscribeFnOptions {
  endpoint?: string;
  /** The stored session token, read at each connection. */
  getToken(): string | null;
  fetch?: typeof fetch;
}

export function createSubscribeFn({ endpoint = '/graphql', getToken, fetch: fetchFn }: SubscribeFnOptions): SubscribeFunction {
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let disposed = false;
      let dispose = () => {};
      // Loaded with the first subscription: the app's first screen does not wait for it.
      import('graphql-sse').then(
        ({ createClient }) => {
          if (disposed) return;
          const client = createClient({
            url: endpoint,
            fetchFn,
            headers: (): Record<string, string> => {
              const token = getToken();
              return { 'x-graphql-yoga-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) };
            },
            retryAttempts: Infinity,
            retry: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
          });
          const unsubscribe = client.subscribe(
            { query: request.text ?? '', operationName: request.name, variables },
            {
              next: (result) => {
                try {
                  sink.next(interpretResponse(result, 200, ''));
                } catch (error) {
                  sink.error(error as Error);
                }
              },
              error: (error) => sink.error(error instanceof Error ? error : new NetworkFailureError(error)),
              complete: () => sink.complete(),
            },
          );
          dispose = () => {
            unsubscribe();
            client.dispose();
          };
        },
        (error: unknown) => sink.error(new NetworkFailureError(error)),
      );
      return () => {
        disposed = true;
        dispose();
      };
    });
}
