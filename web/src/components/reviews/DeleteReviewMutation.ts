import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { REVIEW_MESSAGES } from '@common/reviews';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import { failedWithFallback } from '@/relay/notify';
import type { DeleteReviewMutation } from './__generated__/DeleteReviewMutation.graphql';

const mutation = graphql`
  mutation DeleteReviewMutation($input: DeleteReviewInput!, $connections: [ID!]!) {
    deleteReview(input: $input) {
      __typename
      ... on DeleteReviewPayload {
        deletedReviewId @deleteEdge(connections: $connections)
        cocktail {
          id
          rating
          reviewCount
          viewerReview {
            id
          }
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Deletes a review (the caller's own, or any for an admin): it leaves the list, and the cocktail's average
 * and count change in place. Toasts "Review deleted", or why not; `onDeleted` runs after a deletion.
 */
export function useDeleteReviewMutation(): [(reviewId: string, connectionId: string, onDeleted?: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<DeleteReviewMutation>(mutation);
  const remove = useCallback(
    (reviewId: string, connectionId: string, onDeleted?: () => void) => {
      commit({
        variables: { input: { reviewId }, connections: [connectionId] },
        onCompleted: ({ deleteReview }) => {
          const failure = readFailure(deleteReview, 'DeleteReviewPayload');
          if (!failure) {
            toast.success(REVIEW_MESSAGES.deleted);
            onDeleted?.();
          } else {
            toast.error(failureMessage(failure, REVIEW_MESSAGES.deleteFailed));
          }
        },
        onError: (error) => failedWithFallback(error, REVIEW_MESSAGES.deleteFailed),
      });
    },
    [commit],
  );
  return [remove, isInFlight];
}
