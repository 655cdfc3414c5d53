import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { CAMPAIGN_MESSAGES } from '@common/venue-accounts';
import { failed, type SaveCallbacks, settle } from '@/relay/notify';
import type { RemoveCampaignMutation } from './__generated__/RemoveCampaignMutation.graphql';

const mutation = graphql`
  mutation RemoveCampaignMutation($input: RemoveCampaignInput!) {
    removeCampaign(input: $input) {
      __typename
      ... on RemoveCampaignPayload {
        brand {
          ...CampaignsTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Removes a campaign by its id; toasts "removed" and calls `onSaved`, or toasts why not. The payload's brand brings the new list. */
export function useRemoveCampaignMutation(): [(id: string, on?: SaveCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<RemoveCampaignMutation>(mutation);
  const remove = useCallback(
    (id: string, on: SaveCallbacks = {}) => {
      commit({
        variables: { input: { id } },
        onCompleted: ({ removeCampaign }) => {
          if (settle(removeCampaign, 'RemoveCampaignPayload', { success: CAMPAIGN_MESSAGES.removed, fallback: 'Failed to save' }))
            on.onSaved?.();
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [remove, isInFlight];
}
