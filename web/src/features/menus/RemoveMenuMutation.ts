import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { MENU_MESSAGES } from '@common/menu-limits';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { RemoveMenuMutation } from './__generated__/RemoveMenuMutation.graphql';

const mutation = graphql`
  mutation RemoveMenuMutation($input: RemoveMenuInput!, $connections: [ID!]!) {
    removeMenu(input: $input) {
      __typename
      ... on RemoveMenuPayload {
        removedMenuId @deleteEdge(connections: $connections)
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Removes a menu (and its edge from the given connections): toasts "Menu removed" and calls `onRemoved`. */
export function useRemoveMenuMutation(): [(menuId: string, connections: string[], onRemoved: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<RemoveMenuMutation>(mutation);
  const remove = useCallback(
    (menuId: string, connections: string[], onRemoved: () => void) => {
      commit({
        variables: { input: { menuId }, connections },
        onCompleted: ({ removeMenu }) => {
          const failure = readFailure(removeMenu, 'RemoveMenuPayload');
          if (!failure) {
            toast.success(MENU_MESSAGES.removed);
            onRemoved();
          } else toast.error(failureMessage(failure, 'Failed to remove the menu'));
        },
        onError: () => void toast.error('Failed to remove the menu'),
      });
    },
    [commit],
  );
  return [remove, isInFlight];
}
