import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { CHECK_IN_MESSAGES, CHECK_INS_PAGE } from '@common/check-ins';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { DeleteCheckInMutation } from './__generated__/DeleteCheckInMutation.graphql';

const mutation = graphql`
  mutation DeleteCheckInMutation($input: DeleteCheckInInput!, $connections: [ID!]!) {
    deleteCheckIn(input: $input) {
      __typename
      ... on DeleteCheckInPayload {
        deletedCheckInId @deleteEdge(connections: $connections)
        venue {
          id
          checkInCount
        }
        user {
          id
          journey {
            barsVisited
            checkIns
          }
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Removes one of the member's own check-ins: it leaves the list, and the answer carries the journey's
 * Bars Visited and Check-ins and the venue's count as they now are (no refetch). Toasts "Check-in
 * removed", or why not; `onRemoved` runs after a removal.
 */
export function useDeleteCheckInMutation(): [(checkInId: string, connectionId: string, onRemoved?: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<DeleteCheckInMutation>(mutation);
  const remove = useCallback(
    (checkInId: string, connectionId: string, onRemoved?: () => void) => {
      commit({
        variables: { input: { checkInId }, connections: [connectionId] },
        onCompleted: ({ deleteCheckIn }) => {
          const failure = readFailure(deleteCheckIn, 'DeleteCheckInPayload');
          if (!failure) {
            toast.success(CHECK_IN_MESSAGES.removed);
            onRemoved?.();
          } else {
            toast.error(failureMessage(failure, CHECK_INS_PAGE.removeFailed));
          }
        },
        onError: () => void toast.error(CHECK_INS_PAGE.removeFailed),
      });
    },
    [commit],
  );
  return [remove, isInFlight];
}
