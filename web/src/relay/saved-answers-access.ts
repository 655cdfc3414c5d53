// The device's saved answers (decision 0068) as the rest of the app reaches them: IndexedDB and
// idb-keyval load with the first answer to keep or read, outside the first chunk, and clearing them
// needs none of Relay (the session store clears them at sign-in and sign-out, before Relay loads).
import type { SavedAnswerStore } from './saved-answers';
import { savedCopies } from './saved-copies';

let savedAnswerStore: Promise<SavedAnswerStore> | null = null;

export function loadSavedAnswers(): Promise<SavedAnswerStore> {
  savedAnswerStore ??= import('./saved-answers').then(
    (module) => module.savedAnswerStore,
    (error: unknown) => {
      savedAnswerStore = null;
      throw error;
    },
  );
  return savedAnswerStore;
}

/** Forgets every answer this device kept of the member's screens (sign-in, sign-out, a session ended). */
export function clearSavedAnswers(): Promise<void> {
  savedCopies.clear();
  return loadSavedAnswers()
    .then((store) => store.clear())
    .catch((error: unknown) => console.warn('The answers saved on this device could not be cleared.', error));
}
