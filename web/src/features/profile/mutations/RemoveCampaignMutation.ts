import { graphql, useMutation } from 'react-relay';
import type { RemoveCampaignMutation } from './__generated__/RemoveCampaignMutation.graphql';

const mutation = graphql`
  mutation RemoveCampaignMutation($id: ID!) {
    removeCampaign(id: $id) {
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

export function useRemoveCampaignMutation() {
  return useMutation<RemoveCampaignMutation>(mutation);
}
