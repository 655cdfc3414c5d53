import { useSyncExternalStore } from 'react';
import type { SessionViewer } from './SessionViewer';
import { sessionStore } from './session-store';
import type { SessionStatus } from './startup-check';

export interface Session {
  status: SessionStatus;
  /** The signed-in member; null unless status is "authenticated". */
  viewer: SessionViewer | null;
  signIn(token: string, viewer: SessionViewer): void;
  signOut(): Promise<void>;
}

export function useSession(): Session {
  const { status, viewer } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return { status, viewer, signIn: sessionStore.signIn, signOut: sessionStore.signOut };
}
