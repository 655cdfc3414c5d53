import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { ACHIEVEMENT_MESSAGES } from '@common/achievements';
import { readFailure } from '@/relay/mutation-result';
import { achievementFailure } from './achievement-failure';
import type { RemoveVenueAwardMutation } from './__generated__/RemoveVenueAwardMutation.graphql';

const mutation = graphql`
  mutation RemoveVenueAwardMutation($input: RemoveVenueAwardInput!) {
    removeVenueAward(input: $input) {
      __typename
      ... on RemoveVenueAwardPayload {
        venue {
          id
          awards {
            id
            title
            competition
            place
            year
            certificateUrl
          }
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Removes it by its id; toasts "Removed" or the failure. The payload's member (or venue) brings the new list along. */
export function useRemoveVenueAwardMutation(): [(id: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<RemoveVenueAwardMutation>(mutation);
  const remove = useCallback(
    (id: string) => {
      commit({
        variables: { input: { id } },
        onCompleted: ({ removeVenueAward: result }) => {
          const failure = readFailure(result, 'RemoveVenueAwardPayload');
          if (!failure) toast.success(ACHIEVEMENT_MESSAGES.removed);
          else toast.error(achievementFailure(failure));
        },
        onError: () => void toast.error(ACHIEVEMENT_MESSAGES.saveFailed),
      });
    },
    [commit],
  );
  return [remove, isInFlight];
}
