import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { likedListUpdater, optimisticLikeUpdater } from './like-store';

const target = { cocktailId: 'Q29ja3RhaWw6MQ==', viewerId: 'VXNlcjox' };

/** A store holding the cocktail as a card loaded it, and the viewer. */
function storeWith(viewerHasLiked: boolean, likesCount: number) {
  const source = new RecordSource({
    [target.cocktailId]: { __id: target.cocktailId, __typename: 'Cocktail', id: target.cocktailId, viewerHasLiked, likesCount },
    [target.viewerId]: { __id: target.viewerId, __typename: 'User', id: target.viewerId },
  });
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(source) });
  const read = () => {
    const record = source.get(target.cocktailId)!;
    return { viewerHasLiked: record.viewerHasLiked, likesCount: record.likesCount };
  };
  return { environment, source, read };
}

describe('the optimistic like', () => {
  it('fills the heart and counts one more, and unliking counts one fewer', () => {
    const { environment, read } = storeWith(false, 4);
    commitLocalUpdate(environment, optimisticLikeUpdater(target, true));
    expect(read()).toEqual({ viewerHasLiked: true, likesCount: 5 });
    commitLocalUpdate(environment, optimisticLikeUpdater(target, false));
    expect(read()).toEqual({ viewerHasLiked: false, likesCount: 4 });
  });

  it('moves the count only when the heart changes, and never below zero', () => {
    const liked = storeWith(true, 2);
    commitLocalUpdate(liked.environment, optimisticLikeUpdater(target, true));
    expect(liked.read()).toEqual({ viewerHasLiked: true, likesCount: 2 });
    const stale = storeWith(true, 0);
    commitLocalUpdate(stale.environment, optimisticLikeUpdater(target, false));
    expect(stale.read()).toEqual({ viewerHasLiked: false, likesCount: 0 });
  });

  it("marks the member's record stale, so the profile's Liked list loads again", () => {
    const { environment, source } = storeWith(false, 0);
    commitLocalUpdate(environment, likedListUpdater(target));
    expect(source.get(target.viewerId)?.__invalidated_at).toBeDefined();
  });
});
