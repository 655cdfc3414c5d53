import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { REVIEW_MESSAGES } from '@common/reviews';
import { failureMessage, type MutationFailure, readFailure } from '@/relay/mutation-result';
import { failedWithFallback } from '@/relay/notify';
import type { ReviewCocktailMutation } from './__generated__/ReviewCocktailMutation.graphql';

const mutation = graphql`
  mutation ReviewCocktailMutation($input: ReviewCocktailInput!, $connections: [ID!]!) {
    reviewCocktail(input: $input) {
      __typename
      ... on ReviewCocktailPayload {
        review @prependNode(connections: $connections, edgeTypeName: "CocktailReviewEdge") {
          id
          ...ReviewItem_review
        }
        cocktail {
          id
          rating
          reviewCount
          viewerReview {
            id
            rating
            text
          }
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export interface ReviewToSave {
  /** The cocktail's global id. */
  cocktailId: string;
  rating: number;
  text: string | null;
  /** The reviews list to put a first review at the top of; an edited review stays where it is. */
  connectionId: string | null;
}

/**
 * Writes the caller's review (created the first time, edited after): the payload updates the cocktail's
 * average, count and own review in place. Toasts "Review saved", or why not, handing the failure to `onFailed`.
 */
export function useReviewCocktailMutation(): [(review: ReviewToSave, on: { onFailed(failure: MutationFailure): void }) => void, boolean] {
  const [commit, isInFlight] = useMutation<ReviewCocktailMutation>(mutation);
  const save = useCallback(
    ({ cocktailId, rating, text, connectionId }: ReviewToSave, on: { onFailed(failure: MutationFailure): void }) => {
      commit({
        variables: { input: { cocktailId, rating, text }, connections: connectionId ? [connectionId] : [] },
        onCompleted: ({ reviewCocktail }) => {
          const failure = readFailure(reviewCocktail, 'ReviewCocktailPayload');
          if (!failure) {
            toast.success(REVIEW_MESSAGES.saved);
          } else {
            on.onFailed(failure);
            toast.error(failureMessage(failure, REVIEW_MESSAGES.saveFailed));
          }
        },
        onError: (error) => failedWithFallback(error, REVIEW_MESSAGES.saveFailed),
      });
    },
    [commit],
  );
  return [save, isInFlight];
}
