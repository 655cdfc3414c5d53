import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { GOING_MESSAGES } from '@common/events';
import { failureOf } from '@/relay/mutation-result';
import type { MarkEventGoingMutation } from './__generated__/MarkEventGoingMutation.graphql';
import { optimisticGoingUpdater } from './going-store';

const mutation = graphql`
  mutation MarkEventGoingMutation($input: MarkEventGoingInput!) {
    markEventGoing(input: $input) {
      __typename
      ... on MarkEventGoingPayload {
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
 * Marks the member as going: the toggle and the count change at once; the server's answer confirms
 * them, or puts them back with a toast. Returns the callback and whether a change is under way.
 */
export function useMarkEventGoingMutation(): [(eventId: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<MarkEventGoingMutation>(mutation);
  const run = useCallback(
    (eventId: string) => {
      commit({
        variables: { input: { eventId } },
        optimisticUpdater: optimisticGoingUpdater(eventId, true),
        onError: () => {
          toast.error(GOING_MESSAGES.goingFailed);
        },
        onCompleted: ({ markEventGoing: result }) => {
          if (!result.event) toast.error(failureOf(result)?.message ?? GOING_MESSAGES.goingFailed);
        },
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
