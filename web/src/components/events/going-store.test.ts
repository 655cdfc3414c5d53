import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { optimisticGoingUpdater } from './going-store';

const eventId = 'RXZlbnQ6MQ==';

/** A store holding the event as a card loaded it. */
function storeWith(viewerIsGoing: boolean, goingCount: number) {
  const source = new RecordSource({ [eventId]: { __id: eventId, __typename: 'Event', id: eventId, viewerIsGoing, goingCount } });
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(source) });
  const read = () => {
    const record = source.get(eventId)!;
    return { viewerIsGoing: record.viewerIsGoing, goingCount: record.goingCount };
  };
  return { environment, read };
}

describe('the optimistic Going', () => {
  it('presses the toggle and counts one more, and taking it back counts one fewer', () => {
    const { environment, read } = storeWith(false, 11);
    commitLocalUpdate(environment, optimisticGoingUpdater(eventId, true));
    expect(read()).toEqual({ viewerIsGoing: true, goingCount: 12 });
    commitLocalUpdate(environment, optimisticGoingUpdater(eventId, false));
    expect(read()).toEqual({ viewerIsGoing: false, goingCount: 11 });
  });

  it('moves the count only when the toggle changes, and never below zero', () => {
    const going = storeWith(true, 3);
    commitLocalUpdate(going.environment, optimisticGoingUpdater(eventId, true));
    expect(going.read()).toEqual({ viewerIsGoing: true, goingCount: 3 });
    const stale = storeWith(true, 0);
    commitLocalUpdate(stale.environment, optimisticGoingUpdater(eventId, false));
    expect(stale.read()).toEqual({ viewerIsGoing: false, goingCount: 0 });
  });
});
