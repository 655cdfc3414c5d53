// Holding a live subscription open (decision 0072), for every live value of the app (the bell's count, the
// feed's "N new" pill): the network's one subscribe function (subscribe-graphql.ts) reconnects a lost
// connection; here the subscription is opened again when the server ended it (an instance stopping) or
// refused it for a while (too many connections, Redis away), after a growing pause. Never after
// UNAUTHENTICATED (signing in again draws the screen anew) nor a ValidationError (asking again would not
// change the answer).
import { requestSubscription } from 'react-relay/hooks';
import type { Disposable, Environment, GraphQLSubscriptionConfig, OperationType } from 'relay-runtime';
import { GraphQLResponseError } from './fetch-graphql';
import { reconnectDelayMs } from './subscribe-graphql';

const FINAL_CODES: ReadonlySet<string> = new Set(['UNAUTHENTICATED', 'BAD_USER_INPUT']);

/** Opens `config`'s subscription and keeps it open until disposed. */
export function holdSubscription<T extends OperationType>(
  environment: Environment,
  config: Pick<GraphQLSubscriptionConfig<T>, 'subscription' | 'variables' | 'updater' | 'onNext'>,
): Disposable {
  let attempt = 0;
  let timer: number | undefined;
  let subscription: Disposable | undefined;
  let disposed = false;
  const again = () => {
    if (!disposed) timer = window.setTimeout(open, reconnectDelayMs(attempt++));
  };
  const open = () => {
    subscription = requestSubscription<T>(environment, {
      ...config,
      updater: (store, data) => {
        attempt = 0;
        config.updater?.(store, data);
      },
      onCompleted: again,
      onError: (error) => {
        if (!(error instanceof GraphQLResponseError && error.code && FINAL_CODES.has(error.code))) again();
      },
    });
  };
  open();
  return {
    dispose() {
      disposed = true;
      window.clearTimeout(timer);
      subscription?.dispose();
    },
  };
}
