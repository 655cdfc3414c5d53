import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { NOTIFICATION_MESSAGES } from '@common/notifications';
import { readFailure } from '@/relay/mutation-result';
import type { MarkAllNotificationsReadMutation } from './__generated__/MarkAllNotificationsReadMutation.graphql';
import { markAllRead, markLoadedRead } from './notification-store';

const mutation = graphql`
  mutation MarkAllNotificationsReadMutation {
    markAllNotificationsRead {
      __typename
      ... on MarkAllNotificationsReadPayload {
        markedCount
        viewer {
          id
          unreadNotificationsCount
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Marks every notification read: the loaded ones lose their mark and the bell its count at once; the
 * server's answer sets the count it counted, or a failure puts everything back with a toast. Returns the
 * callback and whether it is under way.
 */
export function useMarkAllNotificationsReadMutation(): [(viewerId: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<MarkAllNotificationsReadMutation>(mutation);
  const run = useCallback(
    (viewerId: string) => {
      commit({
        variables: {},
        optimisticUpdater: (store) => markAllRead(store, viewerId),
        // The server marked them all: the loaded ones stay read once the guess is dropped (the count is the payload's).
        updater: (store, data) => {
          if (data?.markAllNotificationsRead.__typename === 'MarkAllNotificationsReadPayload') markLoadedRead(store, viewerId);
        },
        onError: () => {
          toast.error(NOTIFICATION_MESSAGES.markAllReadFailed);
        },
        onCompleted: ({ markAllNotificationsRead: result }) => {
          const failure = readFailure(result, 'MarkAllNotificationsReadPayload');
          if (failure) toast.error(failure.message ?? NOTIFICATION_MESSAGES.markAllReadFailed);
        },
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
