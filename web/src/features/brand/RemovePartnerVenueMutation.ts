import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { PARTNER_MESSAGES } from '@common/venue-accounts';
import { failed, settle } from '@/relay/notify';
import type { RemovePartnerVenueMutation } from './__generated__/RemovePartnerVenueMutation.graphql';

const mutation = graphql`
  mutation RemovePartnerVenueMutation($input: RemovePartnerVenueInput!) {
    removePartnerVenue(input: $input) {
      __typename
      ... on RemovePartnerVenuePayload {
        brand {
          ...PartnersTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Ends a partnership by its id; toasts "removed" or why not. The payload's brand brings the new list. */
export function useRemovePartnerVenueMutation(): [(id: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<RemovePartnerVenueMutation>(mutation);
  const remove = useCallback(
    (id: string) => {
      commit({
        variables: { input: { id } },
        onCompleted: ({ removePartnerVenue }) =>
          void settle(removePartnerVenue, 'RemovePartnerVenuePayload', { success: PARTNER_MESSAGES.removed, fallback: 'Failed to save' }),
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [remove, isInFlight];
}
