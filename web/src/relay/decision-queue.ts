// A list worked through by decisions (the admins' venue claims and verification requests): an item
// decided leaves it, and its total with it (Relay's @deleteEdge moves the edge but leaves a connection's
// totalCount alone); so does an item the server says no longer waits (decided or withdrawn meanwhile),
// rather than staying there to act on; and when the loaded items are all gone, the next ones show.
import { useEffect, useRef } from 'react';
import { commitLocalUpdate, ConnectionHandler, type IEnvironment } from 'relay-runtime';
import { type ForwardPages, loadMore } from './load-more';

/** Takes `nodeId` off the connection `connectionId` (its __id) and its totalCount down by one; nothing when it does not hold it. */
export function leaveQueue(environment: IEnvironment, connectionId: string, nodeId: string): void {
  commitLocalUpdate(environment, (store) => {
    const connection = store.get(connectionId);
    const edges = connection?.getLinkedRecords('edges') ?? [];
    if (!connection || !edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId)) return;
    ConnectionHandler.deleteNode(connection, nodeId);
    const total = connection.getValue('totalCount');
    if (typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
  });
}

/**
 * Loads the next `count` items when every loaded one has left the list (`shown` is 0) and more wait:
 * once each time it empties, so a page that fails is said in a toast (`failed`) and its Show more stays
 * to try again, without a loop of requests.
 */
export function useNextPageWhenEmptied(shown: number, pages: ForwardPages, count: number, failed: string): void {
  const tried = useRef(false);
  useEffect(() => {
    if (shown > 0) {
      tried.current = false;
      return;
    }
    if (tried.current || !pages.hasNext || pages.isLoadingNext) return;
    tried.current = true;
    loadMore(pages, count, failed);
  });
}
