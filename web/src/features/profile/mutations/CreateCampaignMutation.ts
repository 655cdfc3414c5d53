import { graphql, useMutation } from 'react-relay';
import type { CreateCampaignMutation } from './__generated__/CreateCampaignMutation.graphql';

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

export function useCreateCampaignMutation() {
  return useMutation<CreateCampaignMutation>(mutation);
}
