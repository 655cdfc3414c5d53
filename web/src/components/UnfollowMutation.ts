import { graphql } from 'react-relay/hooks';

/** Stops following a member; run through `useFollowMutation`'s toggle. */
export const unfollowMutation = graphql`
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
      ...ErrorFields @alias(as: "error")
    }
  }
`;
