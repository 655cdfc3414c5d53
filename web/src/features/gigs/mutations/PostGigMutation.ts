import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { GIG_MESSAGES } from '@common/gigs';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import { failedWithFallback } from '@/relay/notify';
import type { PostGigInput, PostGigMutation } from './__generated__/PostGigMutation.graphql';

const mutation = graphql`
  mutation PostGigMutation($input: PostGigInput!) {
    postGig(input: $input) {
      __typename
      ... on GigPayload {
        gig {
          databaseId
          ...GigPage_gig
          ...GigInterests_gig
          ...GigCard_gig
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export interface PostGigCallbacks {
  /** Posted: its number, for its URL. */
  onPosted(databaseId: number): void;
  /** The refused fields by their last path part ("title"). */
  onFields(fields: Readonly<Record<string, string>>): void;
}

/**
 * Posts a gig; the payload brings the gig as its page shows it, so opening it needs no second fetch.
 * Toasts that it is posted, or why not, handing the field messages to `onFields`.
 */
export function usePostGigMutation(): [(input: PostGigInput, on: PostGigCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<PostGigMutation>(mutation);
  const run = useCallback(
    (input: PostGigInput, on: PostGigCallbacks) => {
      commit({
        variables: { input },
        onCompleted: ({ postGig: result }) => {
          const failure = readFailure(result, 'GigPayload');
          if (!failure && result.gig) {
            toast.success(GIG_MESSAGES.posted);
            on.onPosted(result.gig.databaseId);
          } else {
            on.onFields(failure?.fields ?? {});
            toast.error(failureMessage(failure, GIG_MESSAGES.postFailed));
          }
        },
        onError: (error) => failedWithFallback(error, GIG_MESSAGES.postFailed),
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
