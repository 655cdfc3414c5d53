import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { WORK_MESSAGES } from '@common/work-history';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { AddWorkEntryMutation, AddWorkEntryInput } from './__generated__/AddWorkEntryMutation.graphql';

const mutation = graphql`
  mutation AddWorkEntryMutation($input: AddWorkEntryInput!) {
    addWorkEntry(input: $input) {
      __typename
      ... on AddWorkEntryPayload {
        verificationRequest {
          id
        }
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

/**
 * Adds a work entry (and asks for its verification when `input.requestVerification`): toasts "added"
 * (or "added and requested") and calls `onSaved`, or toasts why not and hands the field messages to `onFields`.
 */
export function useAddWorkEntryMutation(): [
  (input: AddWorkEntryInput, on: { onSaved(): void; onFields(fields: Record<string, string>): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<AddWorkEntryMutation>(mutation);
  const add = useCallback(
    (input: AddWorkEntryInput, on: { onSaved(): void; onFields(fields: Record<string, string>): void }) => {
      commit({
        variables: { input },
        onCompleted: ({ addWorkEntry }) => {
          const failure = readFailure(addWorkEntry, 'AddWorkEntryPayload');
          if (!failure) {
            toast.success(addWorkEntry.verificationRequest ? WORK_MESSAGES.addedAndRequested : WORK_MESSAGES.added);
            on.onSaved();
          } else {
            on.onFields({ ...failure.fields });
            toast.error(failureMessage(failure, WORK_MESSAGES.addFailed));
          }
        },
        onError: () => void toast.error(WORK_MESSAGES.addFailed),
      });
    },
    [commit],
  );
  return [add, isInFlight];
}
