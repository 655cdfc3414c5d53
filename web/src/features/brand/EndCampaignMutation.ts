import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { CAMPAIGN_MESSAGES } from '@common/venue-accounts';
import { failed, type SaveCallbacks, settle } from '@/relay/notify';
import type { EndCampaignMutation } from './__generated__/EndCampaignMutation.graphql';

const mutation = graphql`
  mutation EndCampaignMutation($input: EndCampaignInput!) {
    endCampaign(input: $input) {
      __typename
      ... on CampaignPayload {
        brand {
          ...CampaignsTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Ends a campaign (it leaves Active Campaigns); toasts "ended" and calls `onSaved`, or toasts why not. */
export function useEndCampaignMutation(): [(id: string, on?: SaveCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<EndCampaignMutation>(mutation);
  const end = useCallback(
    (id: string, on: SaveCallbacks = {}) => {
      commit({
        variables: { input: { id } },
        onCompleted: ({ endCampaign }) => {
          if (settle(endCampaign, 'CampaignPayload', { success: CAMPAIGN_MESSAGES.ended, fallback: 'Failed to save' })) on.onSaved?.();
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [end, isInFlight];
}
