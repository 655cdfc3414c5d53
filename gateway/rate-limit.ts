// Abuse limits (login, invite validation, reports...). In memory by default; shared through Redis when
// several instances run (see configureRateLimitStore). A limit that trips throws RateLimitedError.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError } from './errors';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  points: number;
  /** Window length, in seconds. */
  duration: number;
  /** Once tripped, refuse for this long (seconds); defaults to the rest of the window. */
  blockDuration?: number;
}

/** The limits of the product, in one place. Keys are a client address, an account, or a member id. */
export const RATE_LIMITS = {
  /** Invite validation per client address: guessing codes is hopeless at this rate (decision 3). */
  inviteValidationPerAddress: { points: 30, duration: 60, blockDuration: 5 * 60 },
  /** Sign-up attempts per client address. */
  signUpPerAddress: { points: 10, duration: 60 * 60 },
  /** Failed and successful sign-in attempts per client address. */
  signInPerAddress: { points: 20, duration: 60, blockDuration: 5 * 60 },
  /** Sign-in attempts per account (the lower-cased email or username typed), against password guessing. */
  signInPerAccount: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Password changes per member. */
  passwordChangePerMember: { points: 10, duration: 60 * 60 },
  /** Suggested corrections per member or address. */
  reportsPerReporter: { points: 10, duration: 60 * 60 },
  /** Cocktails, ingredients and custom ingredients created or edited per member: generous for people, a wall for scripts. */
  catalogWritesPerMember: { points: 120, duration: 60 * 60 },
  /** Work-history verification requests per member: each one lands in a venue's Team tab. */
  verificationRequestsPerMember: { points: 20, duration: 60 * 60 },
  /** Uploads per member. */
  uploadsPerMember: { points: 60, duration: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

type LimiterFactory = (name: string, rule: RateLimitRule) => RateLimiterAbstract;

const memoryFactory: LimiterFactory = (name, rule) =>
  new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.duration, blockDuration: rule.blockDuration ?? 0 });

let factory: LimiterFactory = memoryFactory;
const limiters = new Map<RateLimitName, RateLimiterAbstract>();

/** Switches every limit to another store (Redis when several instances share the load). */
export function configureRateLimitStore(next: LimiterFactory | null): void {
  factory = next ?? memoryFactory;
  limiters.clear();
}

function limiter(name: RateLimitName): RateLimiterAbstract {
  let existing = limiters.get(name);
  if (!existing) {
    existing = factory(name, RATE_LIMITS[name]);
    limiters.set(name, existing);
  }
  return existing;
}

/** Counts one attempt against `key`; throws RateLimitedError once the limit is reached. */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<void> {
  try {
    await limiter(name).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext / 1000);
    throw error;
  }
}

/** Forgets the attempts counted against `key` (a successful sign-in clears the account's failures). */
export async function resetRateLimit(name: RateLimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}
