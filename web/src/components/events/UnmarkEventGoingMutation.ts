import { graphql } from 'react-relay/hooks';

/** Takes back Going; run through `useMarkEventGoingMutation`'s toggle. */
export const unmarkEventGoingMutation = graphql`
  mutation UnmarkEventGoingMutation($input: UnmarkEventGoingInput!) {
    unmarkEventGoing(input: $input) {
      __typename
      ... on UnmarkEventGoingPayload {
        event {
          id
          goingCount
          viewerIsGoing
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;
