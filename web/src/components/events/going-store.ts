// The store change Going and Not going share: the toggle and the count at once (optimistic), as the
// server will answer them; Relay drops the guess if the server refuses.
import type { SelectorStoreUpdater } from 'relay-runtime';

/** The toggle and the count as the server will answer them: the count moves only if the toggle does. */
export function optimisticGoingUpdater(eventId: string, going: boolean): SelectorStoreUpdater<unknown> {
  return (store) => {
    const event = store.get(eventId);
    if (!event || event.getValue('viewerIsGoing') === going) return;
    event.setValue(going, 'viewerIsGoing');
    const count = event.getValue('goingCount');
    if (typeof count === 'number') event.setValue(Math.max(0, count + (going ? 1 : -1)), 'goingCount');
  };
}
