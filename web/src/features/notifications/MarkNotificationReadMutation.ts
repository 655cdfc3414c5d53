import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { NOTIFICATION_MESSAGES } from '@common/notifications';
import { readFailure } from '@/relay/mutation-result';
import type { MarkNotificationReadMutation } from './__generated__/MarkNotificationReadMutation.graphql';
import { markOneRead } from './notification-store';

const mutation = graphql`
  mutation MarkNotificationReadMutation($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      __typename
      ... on MarkNotificationReadPayload {
        notification {
          id
          unread
        }
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
 * Marks a notification read as the member opens it: its mark and the bell's count change at once; the
 * server's answer confirms them (with its count), or puts them back with a toast.
 */
export function useMarkNotificationReadMutation(): (target: { notificationId: string; viewerId: string }) => void {
  const [commit] = useMutation<MarkNotificationReadMutation>(mutation);
  return useCallback(
    ({ notificationId, viewerId }) => {
      commit({
        variables: { input: { id: notificationId } },
        optimisticUpdater: (store) => markOneRead(store, notificationId, viewerId),
        onError: () => {
          toast.error(NOTIFICATION_MESSAGES.markReadFailed);
        },
        onCompleted: ({ markNotificationRead: result }) => {
          const failure = readFailure(result, 'MarkNotificationReadPayload');
          if (failure) toast.error(failure.message ?? NOTIFICATION_MESSAGES.markReadFailed);
        },
      });
    },
    [commit],
  );
}
