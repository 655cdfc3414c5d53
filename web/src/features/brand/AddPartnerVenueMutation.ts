import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { PARTNER_MESSAGES } from '@common/venue-accounts';
import { failed, type SaveCallbacks, settle } from '@/relay/notify';
import type { AddPartnerVenueMutation } from './__generated__/AddPartnerVenueMutation.graphql';

const mutation = graphql`
  mutation AddPartnerVenueMutation($input: AddPartnerVenueInput!) {
    addPartnerVenue(input: $input) {
      __typename
      ... on PartnershipPayload {
        brand {
          ...PartnersTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Adds a partner venue by its id; toasts "added" and calls `onSaved`, or toasts why not. The payload's brand brings the new list. */
export function useAddPartnerVenueMutation(): [(venueId: string, on?: SaveCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<AddPartnerVenueMutation>(mutation);
  const add = useCallback(
    (venueId: string, on: SaveCallbacks = {}) => {
      commit({
        variables: { input: { venue: venueId } },
        onCompleted: ({ addPartnerVenue }) => {
          if (settle(addPartnerVenue, 'PartnershipPayload', { success: PARTNER_MESSAGES.added, fallback: 'Failed to save' }, on.onFields))
            on.onSaved?.();
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [add, isInFlight];
}
