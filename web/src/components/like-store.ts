// The store changes Like and Unlike share: the heart and the count at once (optimistic), and the
// member's liked list marked stale, to load again when next opened.
import type { SelectorStoreUpdater } from 'relay-runtime';

/** The cocktail a like is of and the signed-in member who likes it (Relay ids). */
export interface LikeTarget {
  cocktailId: string;
  viewerId: string;
}

/** The heart and the count as the server will answer them: the count moves only if the heart does. */
export function optimisticLikeUpdater(target: LikeTarget, like: boolean): SelectorStoreUpdater<unknown> {
  return (store) => {
    const cocktail = store.get(target.cocktailId);
    if (!cocktail || cocktail.getValue('viewerHasLiked') === like) return;
    cocktail.setValue(like, 'viewerHasLiked');
    const count = cocktail.getValue('likesCount');
    if (typeof count === 'number') cocktail.setValue(Math.max(0, count + (like ? 1 : -1)), 'likesCount');
  };
}

/** The member's liked list is out of date now: it loads again when the profile is next opened. */
export function likedListUpdater(target: LikeTarget): SelectorStoreUpdater<unknown> {
  return (store) => {
    store.get(target.viewerId)?.invalidateRecord();
  };
}
