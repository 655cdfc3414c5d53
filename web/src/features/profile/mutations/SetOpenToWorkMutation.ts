import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { OPEN_TO_WORK_MESSAGES } from '@common/open-to-work';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { SetOpenToWorkInput, SetOpenToWorkMutation } from './__generated__/SetOpenToWorkMutation.graphql';

const mutation = graphql`
  mutation SetOpenToWorkMutation($input: SetOpenToWorkInput!) {
    setOpenToWork(input: $input) {
      __typename
      ... on SetOpenToWorkPayload {
        user {
          ...OpenToWorkEditor_user
          ...OpenToWorkDetails_user
          ...ProfileHeader_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export interface SetOpenToWorkCallbacks {
  onSaved(): void;
  /** The refused fields by their whole path ("cities.2"). */
  onFields(fields: ReadonlyArray<{ readonly path: string; readonly message: string }>): void;
  /** Refused or unanswered: the member is as the server had them before. */
  onFailed?(): void;
}

/**
 * Switches Open to work on (or saves its changes) or off; every screen showing the member follows the
 * payload. Toasts what happened, or why not, handing the field messages to `onFields` (and telling `onFailed`).
 */
export function useSetOpenToWorkMutation(): [(input: SetOpenToWorkInput, wasOpen: boolean, on: SetOpenToWorkCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<SetOpenToWorkMutation>(mutation);
  const run = useCallback(
    (input: SetOpenToWorkInput, wasOpen: boolean, on: SetOpenToWorkCallbacks) => {
      commit({
        variables: { input },
        // The own profile's Gigs for you follows these roles and cities: it loads afresh when next shown.
        updater: (store) => store.getRootField('setOpenToWork')?.getLinkedRecord('user')?.invalidateRecord(),
        onCompleted: ({ setOpenToWork: result }) => {
          const failure = readFailure(result, 'SetOpenToWorkPayload');
          if (!failure) {
            toast.success(
              !input.open ? OPEN_TO_WORK_MESSAGES.nowClosed : wasOpen ? OPEN_TO_WORK_MESSAGES.saved : OPEN_TO_WORK_MESSAGES.nowOpen,
            );
            on.onSaved();
          } else {
            on.onFields(failure.fieldList);
            on.onFailed?.();
            toast.error(failureMessage(failure, OPEN_TO_WORK_MESSAGES.saveFailed));
          }
        },
        onError: () => {
          on.onFailed?.();
          toast.error(OPEN_TO_WORK_MESSAGES.saveFailed);
        },
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
