import type { SessionSettings, Viewer } from './auth/sessions';

/** Built fresh for every request (Pothos caches per context object). */
export interface Context {
  viewer: Viewer | null;
  /** The caller's address, for rate limits ("unknown" when not known). */
  clientAddress: string;
  /** The raw bearer token, when one was sent (sign-out revokes its session). */
  request: Request;
  /** How sessions are signed and how long they last (sign-in and sign-up start one). */
  sessions: SessionSettings;
}
