import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { GIG_MESSAGES } from '@common/gigs';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import { failedWithFallback } from '@/relay/notify';
import type { CloseGigMutation } from './__generated__/CloseGigMutation.graphql';

const mutation = graphql`
  mutation CloseGigMutation($input: CloseGigInput!) {
    closeGig(input: $input) {
      __typename
      ... on GigPayload {
        gig {
          ...GigPage_gig
          ...GigCard_gig
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Closes a gig (its poster only). The payload marks it closed wherever it is shown: its page, and the
 * lists, which leave closed gigs out (listedGigs). Toasts that it is closed, or why not.
 */
export function useCloseGigMutation(): [(gigId: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<CloseGigMutation>(mutation);
  const run = useCallback(
    (gigId: string) => {
      commit({
        variables: { input: { gigId } },
        onCompleted: ({ closeGig: result }) => {
          const failure = readFailure(result, 'GigPayload');
          if (!failure) toast.success(GIG_MESSAGES.closedNotice);
          else toast.error(failureMessage(failure, GIG_MESSAGES.closeFailed));
        },
        onError: (error) => failedWithFallback(error, GIG_MESSAGES.closeFailed),
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
