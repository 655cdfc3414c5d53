import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { VENUE_MESSAGES } from '@common/venue-accounts';
import { failed, type SaveCallbacks, settle } from '@/relay/notify';
import type { ClaimVenueInput, ClaimVenueMutation } from './__generated__/ClaimVenueMutation.graphql';

const mutation = graphql`
  mutation ClaimVenueMutation($input: ClaimVenueInput!) {
    claimVenue(input: $input) {
      __typename
      ... on VenueClaimPayload {
        user {
          ...BarInfoTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Asks an admin to confirm the account speaks for a listed venue; toasts "sent" and calls `onSaved`, or toasts why not. */
export function useClaimVenueMutation(): [(input: ClaimVenueInput, on?: SaveCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<ClaimVenueMutation>(mutation);
  const claim = useCallback(
    (input: ClaimVenueInput, on: SaveCallbacks = {}) => {
      commit({
        variables: { input },
        onCompleted: ({ claimVenue }) => {
          if (settle(claimVenue, 'VenueClaimPayload', { success: VENUE_MESSAGES.claimSent, fallback: 'Failed to save' }, on.onFields))
            on.onSaved?.();
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [claim, isInFlight];
}
