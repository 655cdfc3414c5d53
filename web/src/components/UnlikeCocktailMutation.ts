import { graphql } from 'react-relay/hooks';

/** Takes back a like; run through `useLikeCocktailMutation`'s toggle. */
export const unlikeCocktailMutation = graphql`
  mutation UnlikeCocktailMutation($input: UnlikeCocktailInput!) {
    unlikeCocktail(input: $input) {
      __typename
      ... on UnlikeCocktailPayload {
        cocktail {
          id
          likesCount
          viewerHasLiked
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;
