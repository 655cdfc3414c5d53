import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { failed, settle } from '@/relay/notify';
import type { WithdrawVenueClaimMutation } from './__generated__/WithdrawVenueClaimMutation.graphql';

const mutation = graphql`
  mutation WithdrawVenueClaimMutation($input: WithdrawVenueClaimInput!) {
    withdrawVenueClaim(input: $input) {
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

/** Withdraws a waiting venue claim by its id; toasts "withdrawn" or why not. */
export function useWithdrawVenueClaimMutation(): [(id: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<WithdrawVenueClaimMutation>(mutation);
  const withdraw = useCallback(
    (id: string) => {
      commit({
        variables: { input: { id } },
        onCompleted: ({ withdrawVenueClaim }) =>
          void settle(withdrawVenueClaim, 'VenueClaimPayload', { success: 'Claim withdrawn', fallback: 'Failed to save' }),
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [withdraw, isInFlight];
}
