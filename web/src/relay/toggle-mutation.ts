// The one shape of an on/off mutation pair on the client (like/unlike, follow/unfollow, re-pour/undo,
// Going): each side keeps its own document (Relay names a document after its file), and this hook owns
// what they share: one change at a time, the optimistic guess, the toasts, and the callbacks.
import { useCallback } from 'react';
import { type GraphQLTaggedNode, useMutation } from 'react-relay/hooks';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { toast } from 'sonner';
import { requestErrorText } from './fetch-graphql';
import { failureMessage, type MutationFailure, readFailure, type ResultLike } from './mutation-result';

/** One side of the pair: its document and what differs between the two sides. */
export interface ToggleSide<M extends MutationParameters> {
  mutation: GraphQLTaggedNode;
  /** The result union under the mutation's root field. */
  result(response: M['response']): ResultLike;
  /** The payload's __typename: anything else is a failure. */
  payload: string;
  /** The spec's message when the server gives none (and when the request fails). */
  failed: string;
  /** The spec's message once it is done; none when the change speaks for itself. */
  done?: string;
}

export interface ToggleSpec<On extends MutationParameters, Off extends MutationParameters, Target> {
  on: ToggleSide<On>;
  off: ToggleSide<Off>;
  /** Both sides' variables (a pair takes the same input, but for what only turning on carries). */
  variables(target: Target, on: boolean): On['variables'] | Off['variables'];
  /** The server's answer as it will come (the button, the count), undone by Relay if it does not. */
  optimisticUpdater?(target: Target, on: boolean): SelectorStoreUpdater<unknown>;
  /** What else the answer changes in the store (a list to load again). */
  updater?(target: Target, on: boolean): SelectorStoreUpdater<unknown>;
}

/** Told once the server has answered: done, or refused with a failure (a field message for a form). */
export interface ToggleCallbacks {
  onDone?(): void;
  onFailed?(failure: MutationFailure): void;
}

/**
 * Turns a pair of mutations into one toggle: `toggle(true, target)` runs the on side, `toggle(false, target)`
 * the off side. A call while either side is under way is ignored, so a count never sees two guesses at once.
 * Returns the toggle and whether a change is under way.
 */
export function useToggleMutation<On extends MutationParameters, Off extends MutationParameters, Target>(
  spec: ToggleSpec<On, Off, Target>,
): [(on: boolean, target: Target, callbacks?: ToggleCallbacks) => void, boolean] {
  const [commitOn, isTurningOn] = useMutation<On>(spec.on.mutation);
  const [commitOff, isTurningOff] = useMutation<Off>(spec.off.mutation);
  const inFlight = isTurningOn || isTurningOff;

  const toggle = useCallback(
    (on: boolean, target: Target, callbacks?: ToggleCallbacks) => {
      if (inFlight) return;
      const side = on ? spec.on : spec.off;
      const config = {
        variables: spec.variables(target, on),
        optimisticUpdater: spec.optimisticUpdater?.(target, on),
        updater: spec.updater?.(target, on),
        onError: (error: Error) => {
          toast.error(requestErrorText(error, side.failed));
        },
        onCompleted: (response: MutationParameters['response']) => {
          const failure = readFailure(side.result(response), side.payload);
          if (failure) {
            callbacks?.onFailed?.(failure);
            toast.error(failureMessage(failure, side.failed));
            return;
          }
          if (side.done) toast.success(side.done);
          callbacks?.onDone?.();
        },
      };
      // Both sides take the same config; TypeScript cannot see that `side` and `commit` are of one side.
      if (on) commitOn(config as Parameters<typeof commitOn>[0]);
      else commitOff(config as Parameters<typeof commitOff>[0]);
    },
    [commitOn, commitOff, inFlight, spec],
  );
  return [toggle, inFlight];
}
