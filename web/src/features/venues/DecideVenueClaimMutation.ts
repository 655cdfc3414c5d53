import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { leaveQueue } from '@/relay/decision-queue';
import { isNoLongerPending, readFailure } from '@/relay/mutation-result';
import { failed, settle } from '@/relay/notify';
import type { DecideVenueClaimMutation } from './__generated__/DecideVenueClaimMutation.graphql';

const mutation = graphql`
  mutation DecideVenueClaimMutation($input: DecideVenueClaimInput!) {
    decideVenueClaim(input: $input) {
      __typename
      ... on VenueClaimPayload {
        venueClaim {
          id
          status
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * An admin approves or rejects a venue claim; toasts the outcome. The claim leaves the list `connection`
 * (its __id, with its total) once decided, or when the server says it no longer waits (withdrawn by its
 * claimant, decided by another admin).
 */
export function useDecideVenueClaimMutation(connection: string): [(id: string, approve: boolean) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<DecideVenueClaimMutation>(mutation);
  const decide = useCallback(
    (id: string, approve: boolean) => {
      commit({
        variables: { input: { id, approve } },
        onCompleted: ({ decideVenueClaim }) => {
          const decided = settle(decideVenueClaim, 'VenueClaimPayload', {
            success: approve ? 'Claim approved' : 'Claim rejected',
            fallback: 'Failed to save',
          });
          if (decided || isNoLongerPending(readFailure(decideVenueClaim, 'VenueClaimPayload'))) leaveQueue(environment, connection, id);
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit, connection, environment],
  );
  return [decide, isInFlight];
}
