import { useSyncExternalStore } from 'react';
import type { SessionViewer } from './SessionViewer';
import { sessionStore } from './session-store';
import type { SessionStatus } from './startup-check';

export interface Session {
  status: SessionStatus;
  /** The signed-in member; null unless status is "authenticated". */
  viewer: SessionViewer | null;
  signIn(token: string, viewer: SessionViewer): void;
  /** After a profile change: userData and the shown member follow it. */
  updateViewer(viewer: SessionViewer): void;
  signOut(): Promise<void>;
}

export function useSession(): Session {
  const { status, viewer } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return { status, viewer, signIn: sessionStore.signIn, updateViewer: sessionStore.updateViewer, signOut: sessionStore.signOut };
}
