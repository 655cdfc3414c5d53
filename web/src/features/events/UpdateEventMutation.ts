import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { EVENT_MESSAGES } from '@common/venue-accounts';
import { failed, type SaveCallbacks, settle } from '@/relay/notify';
import type { EventInput, UpdateEventMutation } from './__generated__/UpdateEventMutation.graphql';

const mutation = graphql`
  mutation UpdateEventMutation($input: UpdateEventInput!) {
    updateEvent(input: $input) {
      __typename
      ... on EventPayload {
        owner {
          ...EventsTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Saves an event's changes; toasts "updated" and calls `onSaved`, or toasts why not and hands the field messages to `onFields`. */
export function useUpdateEventMutation(): [(id: string, input: EventInput, on?: SaveCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<UpdateEventMutation>(mutation);
  const update = useCallback(
    (id: string, input: EventInput, on: SaveCallbacks = {}) => {
      commit({
        variables: { input: { id, event: input } },
        onCompleted: ({ updateEvent }) => {
          if (settle(updateEvent, 'EventPayload', { success: EVENT_MESSAGES.updated, fallback: 'Failed to save' }, on.onFields))
            on.onSaved?.();
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [update, isInFlight];
}
