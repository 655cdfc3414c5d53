import { graphql } from 'react-relay/hooks';
import { LIKE_MESSAGES } from '@common/likes';
import { type ToggleSpec, useToggleMutation } from '@/relay/toggle-mutation';
import type { LikeCocktailMutation } from './__generated__/LikeCocktailMutation.graphql';
import type { UnlikeCocktailMutation } from './__generated__/UnlikeCocktailMutation.graphql';
import { type LikeTarget, likedListUpdater, optimisticLikeUpdater } from './like-store';
import { unlikeCocktailMutation } from './UnlikeCocktailMutation';

const likeCocktailMutation = graphql`
  mutation LikeCocktailMutation($input: LikeCocktailInput!) {
    likeCocktail(input: $input) {
      __typename
      ... on LikeCocktailPayload {
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

const likeToggle: ToggleSpec<LikeCocktailMutation, UnlikeCocktailMutation, LikeTarget> = {
  on: {
    mutation: likeCocktailMutation,
    result: (response) => response.likeCocktail,
    payload: 'LikeCocktailPayload',
    failed: LIKE_MESSAGES.likeFailed,
  },
  off: {
    mutation: unlikeCocktailMutation,
    result: (response) => response.unlikeCocktail,
    payload: 'UnlikeCocktailPayload',
    failed: LIKE_MESSAGES.unlikeFailed,
  },
  variables: (target) => ({ input: { cocktailId: target.cocktailId } }),
  optimisticUpdater: optimisticLikeUpdater,
  updater: (target) => likedListUpdater(target),
};

/**
 * Likes (`toggle(true, target)`) or takes back a like (`toggle(false, target)`): the heart and the count
 * change at once; the server's answer confirms them, or puts them back with a toast. Returns the toggle
 * and whether a change is under way.
 */
export function useLikeCocktailMutation() {
  return useToggleMutation(likeToggle);
}
