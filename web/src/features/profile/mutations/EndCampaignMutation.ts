import { graphql, useMutation } from 'react-relay';
import type { EndCampaignMutation } from './__generated__/EndCampaignMutation.graphql';

const mutation = graphql`
  mutation EndCampaignMutation($id: ID!) {
    endCampaign(id: $id) {
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

export function useEndCampaignMutation() {
  return useMutation<EndCampaignMutation>(mutation);
}
