import { graphql } from 'react-relay/hooks';

/** Takes back a re-pour (and takes it out of the member's own Re-pours list); run through `useRepourCocktailMutation`'s toggle. */
export const unrepourCocktailMutation = graphql`
  mutation UnrepourCocktailMutation($input: UnrepourCocktailInput!, $connections: [ID!]!) {
    unrepourCocktail(input: $input) {
      __typename
      ... on UnrepourCocktailPayload {
        deletedRepourId @deleteEdge(connections: $connections)
        cocktail {
          id
          repoursCount
          viewerHasRepoured
          creator {
            id
            totalRepours
          }
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;
