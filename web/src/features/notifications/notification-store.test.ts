import { commitLocalUpdate, ConnectionHandler, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { UNREAD_COUNT_CAP } from '@common/notifications';
import { INBOX_CONNECTION, markAllRead, markLoadedRead, markOneRead } from './notification-store';

const viewerId = 'VXNlcjox';
const ids = ['Tm90aWZpY2F0aW9uOjE=', 'Tm90aWZpY2F0aW9uOjI=', 'Tm90aWZpY2F0aW9uOjM='];

/** A store holding the member with their count and an inbox page of three notifications, the first read. */
function storeWith(count: number) {
  const connectionId = ConnectionHandler.getConnectionID(viewerId, INBOX_CONNECTION);
  const edgeIds = ids.map((_, index) => `${connectionId}:edges:${index}`);
  const source = new RecordSource({
    [viewerId]: {
      __id: viewerId,
      __typename: 'User',
      id: viewerId,
      unreadNotificationsCount: count,
      [`__${INBOX_CONNECTION}_connection`]: { __ref: connectionId },
    },
    [connectionId]: { __id: connectionId, __typename: 'NotificationConnection', edges: { __refs: edgeIds } },
    ...Object.fromEntries(
      ids.flatMap((id, index) => [
        [edgeIds[index], { __id: edgeIds[index], __typename: 'NotificationEdge', node: { __ref: id } }],
        [id, { __id: id, __typename: 'Notification', id, unread: index > 0 }],
      ]),
    ),
  });
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(source) });
  const read = () => ({
    count: source.get(viewerId)!.unreadNotificationsCount,
    unread: ids.map((id) => source.get(id)!.unread),
  });
  return { environment, read };
}

describe('marking read in the store', () => {
  it('takes one off the count when an unread notification is read, and nothing for a read one', () => {
    const { environment, read } = storeWith(2);
    commitLocalUpdate(environment, (store) => markOneRead(store, ids[1], viewerId));
    expect(read()).toEqual({ count: 1, unread: [false, false, true] });
    commitLocalUpdate(environment, (store) => markOneRead(store, ids[0], viewerId));
    expect(read()).toEqual({ count: 1, unread: [false, false, true] });
  });

  it('leaves a count at the cap as it is (past it, the figure is not exact)', () => {
    const { environment, read } = storeWith(UNREAD_COUNT_CAP);
    commitLocalUpdate(environment, (store) => markOneRead(store, ids[2], viewerId));
    expect(read()).toEqual({ count: UNREAD_COUNT_CAP, unread: [false, true, false] });
  });

  it('marks every loaded notification read, with the count at 0 while the server has not answered', () => {
    const guess = storeWith(2);
    commitLocalUpdate(guess.environment, (store) => markAllRead(store, viewerId));
    expect(guess.read()).toEqual({ count: 0, unread: [false, false, false] });
    // The server's answer keeps the count it sent.
    const answered = storeWith(2);
    commitLocalUpdate(answered.environment, (store) => markLoadedRead(store, viewerId));
    expect(answered.read()).toEqual({ count: 2, unread: [false, false, false] });
  });
});
