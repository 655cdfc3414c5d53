import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { VENUE_MESSAGES } from '@common/venue-accounts';
import { failed, type SaveCallbacks, settle } from '@/relay/notify';
import type { ListVenueInput, ListVenueMutation } from './__generated__/ListVenueMutation.graphql';

const mutation = graphql`
  mutation ListVenueMutation($input: ListVenueInput!) {
    listVenue(input: $input) {
      __typename
      ... on VenueClaimPayload {
        user {
          ...BarInfoTab_user
          ...TeamTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Lists a new venue the account speaks for; toasts "listed" and calls `onSaved`, or toasts why not and hands the field messages to `onFields`. */
export function useListVenueMutation(): [(input: ListVenueInput, on?: SaveCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<ListVenueMutation>(mutation);
  const list = useCallback(
    (input: ListVenueInput, on: SaveCallbacks = {}) => {
      commit({
        variables: { input },
        onCompleted: ({ listVenue }) => {
          if (settle(listVenue, 'VenueClaimPayload', { success: VENUE_MESSAGES.venueListed, fallback: 'Failed to save' }, on.onFields))
            on.onSaved?.();
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [list, isInFlight];
}
