import { graphql, useMutation } from 'react-relay';
import type { UnfollowMutation } from './__generated__/UnfollowMutation.graphql';

const mutation = graphql`
  mutation UnfollowMutation($input: UnfollowInput!) {
    unfollow(input: $input) {
      __typename
      ... on UnfollowPayload {
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

export function useUnfollowMutation() {
  return useMutation<UnfollowMutation>(mutation);
}
