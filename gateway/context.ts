import type { SessionSettings, Viewer } from './auth/sessions';
import type { RateLimitMeter } from './security/rate-limit-headers';
import type { Services } from './services';

/** Built fresh for every request (Pothos caches per context object), with the gateway's services in it. */
export interface Context extends Services {
  viewer: Viewer | null;
  /** The caller's address, for rate limits ("unknown" when not known). */
  clientAddress: string;
  /** The raw bearer token, when one was sent (sign-out revokes its session). */
  request: Request;
  /** How sessions are signed and how long they last (sign-in and sign-up start one). */
  sessions: SessionSettings;
  /** The answer's RateLimit headers, filled as the operation spends its budget (absent in-process without HTTP). */
  meter?: RateLimitMeter;
}
