// Relay's Observable from its own module. relay-runtime's index requires the whole runtime (CommonJS,
// which no bundler can tree-shake), so anything importing it, even for Observable alone, brings all of
// Relay along; the network function (fetch-graphql.ts) runs the startup sign-in check before the rest of
// Relay is needed. The module is CommonJS whose export is the class itself; its type declaration names it.
import type { RelayObservable } from 'relay-runtime/lib/network/RelayObservable';
import * as observableModule from 'relay-runtime/lib/network/RelayObservable';

export const Observable = (observableModule as unknown as { default: typeof RelayObservable }).default;
export type Observable<T> = RelayObservable<T>;
