import { commitLocalUpdate, ConnectionHandler, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import ProfileRepoursFragment from '@/features/profile/__generated__/ProfileRepours_user.graphql';
import { optimisticRepourUpdater, ownRepoursConnection, PROFILE_REPOURS_CONNECTION } from './repour-store';

const target = { cocktailId: 'Q29ja3RhaWw6MQ==', viewerId: 'VXNlcjox' };

/** A store holding the cocktail as a card loaded it. */
function storeWith(viewerHasRepoured: boolean, repoursCount: number) {
  const source = new RecordSource({
    [target.cocktailId]: { __id: target.cocktailId, __typename: 'Cocktail', id: target.cocktailId, viewerHasRepoured, repoursCount },
  });
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(source) });
  const read = () => {
    const record = source.get(target.cocktailId)!;
    return { viewerHasRepoured: record.viewerHasRepoured, repoursCount: record.repoursCount };
  };
  return { environment, read };
}

describe('the optimistic re-pour', () => {
  it('presses the button and counts one more, and undoing counts one fewer', () => {
    const { environment, read } = storeWith(false, 4);
    commitLocalUpdate(environment, optimisticRepourUpdater(target, true));
    expect(read()).toEqual({ viewerHasRepoured: true, repoursCount: 5 });
    commitLocalUpdate(environment, optimisticRepourUpdater(target, false));
    expect(read()).toEqual({ viewerHasRepoured: false, repoursCount: 4 });
  });

  it('moves the count only when the button changes, and never below zero', () => {
    const repoured = storeWith(true, 2);
    commitLocalUpdate(repoured.environment, optimisticRepourUpdater(target, true));
    expect(repoured.read()).toEqual({ viewerHasRepoured: true, repoursCount: 2 });
    const stale = storeWith(true, 0);
    commitLocalUpdate(stale.environment, optimisticRepourUpdater(target, false));
    expect(stale.read()).toEqual({ viewerHasRepoured: false, repoursCount: 0 });
  });

  it("names the member's own Re-pours list as the profile's pagination fragment stores it", () => {
    // The key the mutations put a new re-pour under is the profile list's own @connection key.
    expect(JSON.stringify(ProfileRepoursFragment)).toContain(`"__${PROFILE_REPOURS_CONNECTION}_connection"`);
    expect(ownRepoursConnection(target)).toBe(ConnectionHandler.getConnectionID(target.viewerId, PROFILE_REPOURS_CONNECTION));
  });
});
