import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { LIKE_MESSAGES } from '@common/likes';
import { failureOf } from '@/relay/mutation-result';
import type { LikeCocktailMutation } from './__generated__/LikeCocktailMutation.graphql';
import { type LikeTarget, likedListUpdater, optimisticLikeUpdater } from './like-store';

const mutation = graphql`
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

/**
 * Likes a cocktail: the heart and the count change at once; the server's answer confirms them, or puts them
 * back with a toast. Returns the callback and whether a change is under way.
 */
export function useLikeCocktailMutation(): [(target: LikeTarget) => void, boolean] {
  const [commit, isInFlight] = useMutation<LikeCocktailMutation>(mutation);
  const run = useCallback(
    (target: LikeTarget) => {
      commit({
        variables: { input: { cocktailId: target.cocktailId } },
        optimisticUpdater: optimisticLikeUpdater(target, true),
        updater: likedListUpdater(target),
        onError: () => {
          toast.error(LIKE_MESSAGES.likeFailed);
        },
        onCompleted: ({ likeCocktail: result }) => {
          if (!result.cocktail) toast.error(failureOf(result)?.message ?? LIKE_MESSAGES.likeFailed);
        },
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
