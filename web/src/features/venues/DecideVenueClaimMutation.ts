import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { failed, settle } from '@/relay/notify';
import type { DecideVenueClaimMutation } from './__generated__/DecideVenueClaimMutation.graphql';

const mutation = graphql`
  mutation DecideVenueClaimMutation($input: DecideVenueClaimInput!, $connections: [ID!]!) {
    decideVenueClaim(input: $input) {
      __typename
      ... on VenueClaimPayload {
        venueClaim {
          id @deleteEdge(connections: $connections)
          status
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** An admin approves or rejects a venue claim: it leaves the list `connection` (its __id); toasts the outcome. */
export function useDecideVenueClaimMutation(connection: string): [(id: string, approve: boolean) => void, boolean] {
  const [commit, isInFlight] = useMutation<DecideVenueClaimMutation>(mutation);
  const decide = useCallback(
    (id: string, approve: boolean) => {
      commit({
        variables: { input: { id, approve }, connections: [connection] },
        onCompleted: ({ decideVenueClaim }) =>
          void settle(decideVenueClaim, 'VenueClaimPayload', {
            success: approve ? 'Claim approved' : 'Claim rejected',
            fallback: 'Failed to save',
          }),
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit, connection],
  );
  return [decide, isInFlight];
}
