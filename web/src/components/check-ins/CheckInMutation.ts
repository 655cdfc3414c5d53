import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { CHECK_IN_MESSAGES } from '@common/check-ins';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import { failedWithFallback } from '@/relay/notify';
import type { CheckInMutation } from './__generated__/CheckInMutation.graphql';

const mutation = graphql`
  mutation CheckInMutation($input: CheckInInput!) {
    checkIn(input: $input) {
      __typename
      ... on CheckInPayload {
        checkIn {
          id
        }
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

export interface CheckInRequest {
  /** The venue's global id. */
  venueId: string;
  /** The cocktail's global id, if the member named one. */
  cocktailId?: string | null;
}

/**
 * Checks the member in at a venue: the venue's count and the member's journey come back in the answer
 * (no refetch), the spec's "Checked in" is toasted and `onCheckedIn` called; a refusal (already checked
 * in here this hour, a venue or cocktail gone) is toasted in the server's words.
 */
export function useCheckInMutation(): [(request: CheckInRequest, onCheckedIn: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<CheckInMutation>(mutation);
  const checkIn = useCallback(
    (request: CheckInRequest, onCheckedIn: () => void) => {
      commit({
        variables: { input: { venueId: request.venueId, cocktailId: request.cocktailId ?? null } },
        onCompleted: ({ checkIn: result }) => {
          const failure = readFailure(result, 'CheckInPayload');
          if (!failure) {
            toast.success(CHECK_IN_MESSAGES.checkedIn);
            onCheckedIn();
          } else {
            toast.error(failureMessage(failure, CHECK_IN_MESSAGES.failed));
          }
        },
        onError: (error) => failedWithFallback(error, CHECK_IN_MESSAGES.failed),
      });
    },
    [commit],
  );
  return [checkIn, isInFlight];
}
