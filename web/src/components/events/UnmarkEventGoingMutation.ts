import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { GOING_MESSAGES } from '@common/events';
import { failureOf } from '@/relay/mutation-result';
import type { UnmarkEventGoingMutation } from './__generated__/UnmarkEventGoingMutation.graphql';
import { optimisticGoingUpdater } from './going-store';

const mutation = graphql`
  mutation UnmarkEventGoingMutation($input: UnmarkEventGoingInput!) {
    unmarkEventGoing(input: $input) {
      __typename
      ... on UnmarkEventGoingPayload {
        event {
          id
          goingCount
          viewerIsGoing
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Takes back Going: the toggle and the count change at once; the server's answer confirms
 * them, or puts them back with a toast. Returns the callback and whether a change is under way.
 */
export function useUnmarkEventGoingMutation(): [(eventId: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<UnmarkEventGoingMutation>(mutation);
  const run = useCallback(
    (eventId: string) => {
      commit({
        variables: { input: { eventId } },
        optimisticUpdater: optimisticGoingUpdater(eventId, false),
        onError: () => {
          toast.error(GOING_MESSAGES.notGoingFailed);
        },
        onCompleted: ({ unmarkEventGoing: result }) => {
          if (!result.event) toast.error(failureOf(result)?.message ?? GOING_MESSAGES.notGoingFailed);
        },
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
