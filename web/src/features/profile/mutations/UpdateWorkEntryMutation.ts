import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { WORK_MESSAGES } from '@common/work-history';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { UpdateWorkEntryMutation, WorkEntryInput } from './__generated__/UpdateWorkEntryMutation.graphql';

const mutation = graphql`
  mutation UpdateWorkEntryMutation($input: UpdateWorkEntryInput!) {
    updateWorkEntry(input: $input) {
      __typename
      ... on UpdateWorkEntryPayload {
        user {
          ...WorkHistoryEditor_user
          ...ProfileHeader_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Saves a work entry's changes: toasts "updated" and calls `onSaved`, or toasts why not and hands the field messages to `onFields`. */
export function useUpdateWorkEntryMutation(): [
  (id: string, entry: WorkEntryInput, on: { onSaved(): void; onFields(fields: Record<string, string>): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateWorkEntryMutation>(mutation);
  const update = useCallback(
    (id: string, entry: WorkEntryInput, on: { onSaved(): void; onFields(fields: Record<string, string>): void }) => {
      commit({
        variables: { input: { id, entry } },
        onCompleted: ({ updateWorkEntry }) => {
          const failure = readFailure(updateWorkEntry, 'UpdateWorkEntryPayload');
          if (!failure) {
            toast.success(WORK_MESSAGES.updated);
            on.onSaved();
          } else {
            on.onFields({ ...failure.fields });
            toast.error(failureMessage(failure, 'Failed to save'));
          }
        },
        onError: (error) => void toast.error(error.message || 'Failed to save'),
      });
    },
    [commit],
  );
  return [update, isInFlight];
}
