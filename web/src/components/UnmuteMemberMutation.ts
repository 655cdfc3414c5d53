// Unmute a member (decision 0073): their acts show in the viewer's feed again, which loads again once the
// server agrees. The off side of the mute toggle (MuteMemberMutation.ts).
import { graphql } from 'react-relay/hooks';

export const unmuteMemberMutation = graphql`
  mutation UnmuteMemberMutation($input: UnmuteMemberInput!) {
    unmuteMember(input: $input) {
      __typename
      ... on UnmuteMemberPayload {
        user {
          id
          viewerHasMuted
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;
