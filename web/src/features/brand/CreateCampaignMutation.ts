import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { CAMPAIGN_MESSAGES } from '@common/venue-accounts';
import { failed, type SaveCallbacks, settle } from '@/relay/notify';
import type { CampaignInput, CreateCampaignMutation } from './__generated__/CreateCampaignMutation.graphql';

const mutation = graphql`
  mutation CreateCampaignMutation($input: CampaignInput!) {
    createCampaign(input: $input) {
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

/** Starts a campaign; toasts "created" and calls `onSaved`, or toasts why not and hands the field messages to `onFields`. */
export function useCreateCampaignMutation(): [(input: CampaignInput, on?: SaveCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<CreateCampaignMutation>(mutation);
  const create = useCallback(
    (input: CampaignInput, on: SaveCallbacks = {}) => {
      commit({
        variables: { input },
        onCompleted: ({ createCampaign }) => {
          if (settle(createCampaign, 'CampaignPayload', { success: CAMPAIGN_MESSAGES.created, fallback: 'Failed to save' }, on.onFields))
            on.onSaved?.();
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [create, isInFlight];
}
