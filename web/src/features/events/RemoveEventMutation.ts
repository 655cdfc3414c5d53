import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { EVENT_MESSAGES } from '@common/venue-accounts';
import { failed, settle } from '@/relay/notify';
import type { RemoveEventMutation } from './__generated__/RemoveEventMutation.graphql';

const mutation = graphql`
  mutation RemoveEventMutation($input: RemoveEventInput!) {
    removeEvent(input: $input) {
      __typename
      ... on RemoveEventPayload {
        owner {
          ...EventsTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Removes an event by its id; toasts "removed" or why not. The payload's owner brings the new list. */
export function useRemoveEventMutation(): [(id: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<RemoveEventMutation>(mutation);
  const remove = useCallback(
    (id: string) => {
      commit({
        variables: { input: { id } },
        onCompleted: ({ removeEvent }) =>
          void settle(removeEvent, 'RemoveEventPayload', { success: EVENT_MESSAGES.removed, fallback: 'Failed to save' }),
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [remove, isInFlight];
}
