import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { EVENT_MESSAGES } from '@common/venue-accounts';
import { failed, type SaveCallbacks, settle } from '@/relay/notify';
import type { CreateEventMutation, EventInput } from './__generated__/CreateEventMutation.graphql';

const mutation = graphql`
  mutation CreateEventMutation($input: EventInput!) {
    createEvent(input: $input) {
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

/** Adds an event; toasts "added" and calls `onSaved`, or toasts why not and hands the field messages to `onFields`. The payload's owner brings the new list. */
export function useCreateEventMutation(): [(input: EventInput, on?: SaveCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<CreateEventMutation>(mutation);
  const create = useCallback(
    (input: EventInput, on: SaveCallbacks = {}) => {
      commit({
        variables: { input },
        onCompleted: ({ createEvent }) => {
          if (settle(createEvent, 'EventPayload', { success: EVENT_MESSAGES.created, fallback: 'Failed to save' }, on.onFields))
            on.onSaved?.();
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [create, isInFlight];
}
