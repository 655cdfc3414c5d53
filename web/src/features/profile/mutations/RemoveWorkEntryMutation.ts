import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { WORK_MESSAGES } from '@common/work-history';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { RemoveWorkEntryMutation } from './__generated__/RemoveWorkEntryMutation.graphql';

const mutation = graphql`
  mutation RemoveWorkEntryMutation($input: RemoveWorkEntryInput!) {
    removeWorkEntry(input: $input) {
      __typename
      ... on RemoveWorkEntryPayload {
        user {
          workEntryCount
          ...WorkHistoryEditor_user
          ...ProfileHeader_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Removes a work entry by its id; toasts "removed" or why not. The payload's member brings the new list. */
export function useRemoveWorkEntryMutation(): [(id: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<RemoveWorkEntryMutation>(mutation);
  const remove = useCallback(
    (id: string) => {
      commit({
        variables: { input: { id } },
        onCompleted: ({ removeWorkEntry }) => {
          const failure = readFailure(removeWorkEntry, 'RemoveWorkEntryPayload');
          if (!failure) toast.success(WORK_MESSAGES.removed);
          else toast.error(failureMessage(failure, 'Failed to save'));
        },
        onError: (error) => void toast.error(error.message),
      });
    },
    [commit],
  );
  return [remove, isInFlight];
}
