import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { GIG_MESSAGES } from '@common/gigs';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import { failedWithFallback } from '@/relay/notify';
import type { WithdrawGigInterestMutation } from './__generated__/WithdrawGigInterestMutation.graphql';

const mutation = graphql`
  mutation WithdrawGigInterestMutation($input: WithdrawGigInterestInput!) {
    withdrawGigInterest(input: $input) {
      __typename
      ... on WithdrawGigInterestPayload {
        gig {
          ...GigPage_gig
          ...GigCard_gig
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export interface WithdrawGigInterestCallbacks {
  onWithdrawn(): void;
}

/**
 * Withdraws the member's interest in a gig (and the poster's notification of it); the gig's page follows
 * the payload. Toasts that it is withdrawn, or why not.
 */
export function useWithdrawGigInterestMutation(): [(gigId: string, on: WithdrawGigInterestCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<WithdrawGigInterestMutation>(mutation);
  const run = useCallback(
    (gigId: string, on: WithdrawGigInterestCallbacks) => {
      commit({
        variables: { input: { gigId } },
        onCompleted: ({ withdrawGigInterest: result }) => {
          const failure = readFailure(result, 'WithdrawGigInterestPayload');
          if (!failure) {
            toast.success(GIG_MESSAGES.withdrawn);
            on.onWithdrawn();
          } else toast.error(failureMessage(failure, GIG_MESSAGES.withdrawFailed));
        },
        onError: (error) => failedWithFallback(error, GIG_MESSAGES.withdrawFailed),
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
