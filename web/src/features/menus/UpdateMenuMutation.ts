import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { MENU_MESSAGES } from '@common/menu-limits';
import { failureMessage, type MutationFailure, readFailure } from '@/relay/mutation-result';
import type { UpdateMenuInput, UpdateMenuMutation } from './__generated__/UpdateMenuMutation.graphql';

const mutation = graphql`
  mutation UpdateMenuMutation($input: UpdateMenuInput!) {
    updateMenu(input: $input) {
      __typename
      ... on MenuPayload {
        menu {
          ...MenuEditorPage_menu
          ...MenuView_menu
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Saves the menu whole: toasts "Menu saved" and calls `onSaved`, or toasts why not and hands the failure
 * (its field messages by their whole paths, `sections.0.items.1.cocktailId`) to `onFailed`.
 */
export function useUpdateMenuMutation(): [
  (input: UpdateMenuInput, on: { onSaved(): void; onFailed(failure: MutationFailure): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateMenuMutation>(mutation);
  const save = useCallback(
    (input: UpdateMenuInput, on: { onSaved(): void; onFailed(failure: MutationFailure): void }) => {
      commit({
        variables: { input },
        onCompleted: ({ updateMenu }) => {
          const failure = readFailure(updateMenu, 'MenuPayload');
          if (!failure) {
            toast.success(MENU_MESSAGES.saved);
            on.onSaved();
          } else {
            on.onFailed(failure);
            toast.error(failureMessage(failure, 'Failed to save the menu'));
          }
        },
        onError: () => void toast.error('Failed to save the menu'),
      });
    },
    [commit],
  );
  return [save, isInFlight];
}
