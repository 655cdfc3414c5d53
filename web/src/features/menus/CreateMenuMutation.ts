import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { MENU_MESSAGES } from '@common/menu-limits';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { CreateMenuInput, CreateMenuMutation } from './__generated__/CreateMenuMutation.graphql';

const mutation = graphql`
  mutation CreateMenuMutation($input: CreateMenuInput!) {
    createMenu(input: $input) {
      __typename
      ... on MenuPayload {
        menu {
          databaseId
          ...MenuEditorPage_menu
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Creates a menu: toasts "Menu created" and hands its id to `onCreated`, or toasts why not and gives the field messages to `onFields`. */
export function useCreateMenuMutation(): [
  (input: CreateMenuInput, on: { onCreated(databaseId: number): void; onFields(fields: Record<string, string>): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<CreateMenuMutation>(mutation);
  const create = useCallback(
    (input: CreateMenuInput, on: { onCreated(databaseId: number): void; onFields(fields: Record<string, string>): void }) => {
      commit({
        variables: { input },
        onCompleted: ({ createMenu }) => {
          const failure = readFailure(createMenu, 'MenuPayload');
          if (!failure && createMenu.menu) {
            toast.success(MENU_MESSAGES.created);
            on.onCreated(createMenu.menu.databaseId);
          } else {
            on.onFields({ ...failure?.fields });
            toast.error(failureMessage(failure, 'Failed to create the menu'));
          }
        },
        onError: () => void toast.error('Failed to create the menu'),
      });
    },
    [commit],
  );
  return [create, isInFlight];
}
