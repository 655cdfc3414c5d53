import { graphql, useMutation } from 'react-relay';
import type { FollowMutation } from './__generated__/FollowMutation.graphql';

const mutation = graphql`
  mutation FollowMutation($input: FollowInput!) {
    follow(input: $input) {
      __typename
      ... on FollowPayload {
        user {
          id
          viewerIsFollowing
          connectionCounts {
            followers
            following
            mutual
          }
        }
        viewer {
          id
          connectionCounts {
            followers
            following
            mutual
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useFollowMutation() {
  return useMutation<FollowMutation>(mutation);
}
