import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { GIG_MESSAGES } from '@common/gigs';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import { failedWithFallback } from '@/relay/notify';
import type { SetGigInterestInput, SetGigInterestMutation } from './__generated__/SetGigInterestMutation.graphql';

const mutation = graphql`
  mutation SetGigInterestMutation($input: SetGigInterestInput!) {
    setGigInterest(input: $input) {
      __typename
      ... on SetGigInterestPayload {
        gig {
          ...GigPage_gig
          ...GigCard_gig
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export interface SetGigInterestCallbacks {
  onSaved?(): void;
  /** The refused fields by their last path part ("note", or "gigId" once the gig has closed). */
  onFields(fields: Readonly<Record<string, string>>): void;
}

/**
 * Says the member is interested in a gig (or edits their note); the gig's page follows the payload.
 * Toasts that the poster will see it, or why not, handing the field messages to `onFields`.
 */
export function useSetGigInterestMutation(): [(input: SetGigInterestInput, on: SetGigInterestCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<SetGigInterestMutation>(mutation);
  const run = useCallback(
    (input: SetGigInterestInput, on: SetGigInterestCallbacks) => {
      commit({
        variables: { input },
        onCompleted: ({ setGigInterest: result }) => {
          const failure = readFailure(result, 'SetGigInterestPayload');
          if (!failure) {
            toast.success(GIG_MESSAGES.interestSaved);
            on.onSaved?.();
          } else {
            on.onFields(failure.fields);
            toast.error(failureMessage(failure, GIG_MESSAGES.interestSaveFailed));
          }
        },
        onError: (error) => failedWithFallback(error, GIG_MESSAGES.interestSaveFailed),
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
