import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { LIKE_MESSAGES } from '@common/likes';
import { failureOf } from '@/relay/mutation-result';
import type { UnlikeCocktailMutation } from './__generated__/UnlikeCocktailMutation.graphql';
import { type LikeTarget, likedListUpdater, optimisticLikeUpdater } from './like-store';

const mutation = graphql`
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

/**
 * Takes back a like: the heart and the count change at once; the server's answer confirms them, or puts them
 * back with a toast. Returns the callback and whether a change is under way.
 */
export function useUnlikeCocktailMutation(): [(target: LikeTarget) => void, boolean] {
  const [commit, isInFlight] = useMutation<UnlikeCocktailMutation>(mutation);
  const run = useCallback(
    (target: LikeTarget) => {
      commit({
        variables: { input: { cocktailId: target.cocktailId } },
        optimisticUpdater: optimisticLikeUpdater(target, false),
        updater: likedListUpdater(target),
        onError: () => {
          toast.error(LIKE_MESSAGES.unlikeFailed);
        },
        onCompleted: ({ unlikeCocktail: result }) => {
          if (!result.cocktail) toast.error(failureOf(result)?.message ?? LIKE_MESSAGES.unlikeFailed);
        },
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
