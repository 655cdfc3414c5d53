// The store changes Repour and Undo share: the button and the count at once (optimistic), and the member's
// own Re-pours list on their profile (the new re-pour at its top, an undone one out of it).
import { ConnectionHandler, type SelectorStoreUpdater } from 'relay-runtime';

/** The cocktail a re-pour is of and the signed-in member who re-pours it (Relay ids). */
export interface RepourTarget {
  cocktailId: string;
  viewerId: string;
}

/** The @connection key of a profile's Re-pours list (ProfileRepours_user), so a mutation can reach it. */
export const PROFILE_REPOURS_CONNECTION = 'ProfileRepours_repours';

/** The viewer's own Re-pours list in the store (it exists once their profile was opened). */
export function ownRepoursConnection(target: RepourTarget): string {
  return ConnectionHandler.getConnectionID(target.viewerId, PROFILE_REPOURS_CONNECTION);
}

/** The button and the count as the server will answer them: the count moves only if the button does. */
export function optimisticRepourUpdater(target: RepourTarget, repour: boolean): SelectorStoreUpdater<unknown> {
  return (store) => {
    const cocktail = store.get(target.cocktailId);
    if (!cocktail || cocktail.getValue('viewerHasRepoured') === repour) return;
    cocktail.setValue(repour, 'viewerHasRepoured');
    const count = cocktail.getValue('repoursCount');
    if (typeof count === 'number') cocktail.setValue(Math.max(0, count + (repour ? 1 : -1)), 'repoursCount');
  };
}
