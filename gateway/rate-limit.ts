// Abuse limits (login, invite validation, reports...). In memory by default; shared through Redis when
// several instances run (redis-rate-limits.ts). A limit that trips throws RateLimitedError.
import { MEMBER_WRITE_LIMITS, QUERY_COST_BUDGET_DEFAULT } from '../common/api-limits';
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
  /** Failed and successful sign-in attempts per client address: no one types twenty passwords a minute. */
  signInPerAddress: { points: 20, duration: 60, blockDuration: 5 * 60 },
  // Sign-in failures (docs/decisions/0028-sign-in-throttling.md, gateway/domain/sign-in-throttle.ts). The
  // account is the lower-cased email or username typed.
  /** Consecutive failures of one address on one account; then that pair waits, longer each time. */
  signInFailuresPerAccountAndAddress: { points: 5, duration: 60 * 60 },
  /** How often that pair was made to wait in the last day: the wait doubles each time (1 minute to 1 hour). */
  signInBackoffsPerAccountAndAddress: { points: 1000, duration: 24 * 60 * 60 },
  /** Failures of one address on any accounts (guessing across many accounts); then it waits a day. */
  signInFailuresPerAddress: { points: 100, duration: 24 * 60 * 60, blockDuration: 24 * 60 * 60 },
  /** Failures on one account from anywhere: past this the account is under attack, and addresses that failed on it wait. */
  signInFailuresPerAccount: { points: 10, duration: 15 * 60 },
  /** An address that signed in to an account: it is never held back by failures from other addresses. (The
   * memory store expires keys with setTimeout, so no window may pass 24 days.) */
  signInKnownAddress: { points: 1, duration: 14 * 24 * 60 * 60 },
  /** Password changes per member. */
  passwordChangePerMember: { points: 10, duration: 60 * 60 },
  /** Suggested corrections per member or address. */
  reportsPerReporter: { points: 10, duration: 60 * 60 },
  /** Cocktails, ingredients and custom ingredients created or edited per member: generous for people, a wall for scripts. */
  catalogWritesPerMember: { points: 120, duration: 60 * 60 },
  /** Work-history verification requests per member: each one lands in a venue's Team tab. */
  verificationRequestsPerMember: { points: 20, duration: 60 * 60 },
  /** Likes and unlikes per member: a person tapping hearts all evening stays far inside it (decision 0044). */
  likesPerMember: { points: 300, duration: 60 * 60 },
  /** Re-pours and their undoing per member: each one lands in every follower's feed, so fewer than likes (decision 0047). */
  repoursPerMember: { points: 120, duration: 60 * 60 },
  /** "Going" marked and taken back per member (docs/decisions/0053): planning a month of nights out stays far inside it. */
  eventGoingPerMember: { points: 120, duration: 60 * 60 },
  /** Check-ins and their removals per member (docs/decisions/0046): a night out is a handful. */
  checkInsPerMember: { points: 30, duration: 60 * 60 },
  /** Reviews written, edited or deleted per member: a star picker tapped many times stays inside it. */
  reviewWritesPerMember: { points: 60, duration: 60 * 60 },
  /** Notifications marked read (one, or all) per member (decision 0048): opening every one of a busy inbox stays inside it. */
  notificationReadsPerMember: { points: 600, duration: 60 * 60 },
  /** Badges and verified ticks granted or removed per admin (decision 50): a moderation session, not a script. */
  recognitionChangesPerAdmin: { points: 120, duration: 60 * 60 },
  /** Reports' statuses set, venue listings and claims decided, invites made, per admin (decision 0064). */
  moderationPerAdmin: { points: 300, duration: 60 * 60 },
  /** Follows and unfollows per member (decision 0064): each follow notifies the member followed. */
  followsPerMember: { points: 120, duration: 60 * 60 },
  /** Mutes and unmutes per member (decision 0073). */
  mutesPerMember: { points: 120, duration: 60 * 60 },
  /**
   * Toggles of any kind per member in a minute (likes, follows, re-pours, Going, gig interest, and their
   * undoing; decision 0064): a person tapping through a list stays inside it, a script flipping one on
   * and off waits, and the member and whoever is notified are not flooded.
   */
  togglesPerMemberPerMinute: { points: MEMBER_WRITE_LIMITS.toggles.points, duration: MEMBER_WRITE_LIMITS.toggles.seconds },
  /** Profile details, work history, awards and venue awards changed per member (decision 0064). */
  profileWritesPerMember: { points: 120, duration: 60 * 60 },
  /** Events, campaigns and partner venues added, changed or removed per account (decision 0064). */
  hostingWritesPerMember: { points: 60, duration: 60 * 60 },
  /** Menus created, saved or removed per account (decision 0077): an editor saves a whole menu at a time. */
  menuWritesPerMember: { points: 120, duration: 60 * 60 },
  /** Venues listed or claimed, and claims withdrawn, per account: each lands in the admins' queue. */
  venueClaimsPerMember: { points: 10, duration: 60 * 60 },
  /** Verification requests verified or denied per venue account. */
  verificationDecisionsPerMember: { points: 120, duration: 60 * 60 },
  /** Open to work switched or edited per member (docs/decisions/0051): a form saved now and then. */
  openToWorkWritesPerMember: { points: 30, duration: 60 * 60 },
  /** Gigs posted and closed by a venue or brand account (decision 0055). */
  gigWritesPerMember: { points: 30, duration: 60 * 60 },
  /** Interests in gigs said, edited and withdrawn. */
  gigInterestWritesPerMember: { points: 60, duration: 60 * 60 },
  /** Recipe files imported per member in a day (issue 41, decision 0074): each also counts as one catalog write. */
  cocktailImportsPerMember: { points: MEMBER_WRITE_LIMITS.recipeImports.points, duration: MEMBER_WRITE_LIMITS.recipeImports.seconds },
  /** Recipe files previewed before an import, per member: reading a file costs the server more than a click. */
  cocktailImportPreviewsPerMember: { points: 60, duration: 60 * 60 },
  /** Access tokens made or revoked per member or admin (decision 0079): a handful a day in real use. */
  accessTokenWritesPerMember: { points: 30, duration: 60 * 60 },
  /** Shelf adds and removals per member (issue 41, decision 0076): stocking a whole back bar stays far inside it. */
  shelfWritesPerMember: { points: 600, duration: 60 * 60 },
  /** Uploads per member. */
  uploadsPerMember: { points: 60, duration: 60 * 60 },
  /**
   * Query cost per member, or per client address when signed out, consumed by each operation's computed cost
   * (docs/decisions/0027-query-cost-and-deadline.md, 0064): the web app's heaviest screen, a page of 100
   * cocktails, costs about 120,000 (priced at the longest recipes), so a person paging fast stays inside
   * it; a script repeating the heaviest document the per-document limit allows (200,000) gets four a
   * window. QUERY_COST_BUDGET changes the points.
   */
  queryCostPerClient: { points: QUERY_COST_BUDGET_DEFAULT.points, duration: QUERY_COST_BUDGET_DEFAULT.seconds },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A key's window as a client may be told it: points left, and seconds until the window ends. */
export interface RateLimitState {
  remaining: number;
  resetSeconds: number;
}

/** The key of a member's own limits (every per-member and per-admin rule counts under it). */
export function memberKey(memberId: number): string {
  return `member:${memberId}`;
}

export type LimiterFactory = (name: string, rule: RateLimitRule) => RateLimiterAbstract;

/**
 * Keys each limit keeps in memory (client addresses, members): past it, the key counted longest ago is
 * forgotten (decision 0064), so clients with ever new addresses cannot grow the server's memory. Far
 * more than the addresses a window sees at once; forgetting one only gives its client a fresh window.
 */
export const RATE_LIMIT_KEYS_KEPT = 20_000;

interface MemoryRecord {
  timeoutId?: NodeJS.Timeout;
}

/** rate-limiter-flexible's memory store keeps its records in a Map (`_memoryStorage._storage`): ours forgets the oldest past the bound. */
class BoundedRecords<K, V extends MemoryRecord> extends Map<K, V> {
  constructor(private readonly bound: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.bound) {
      const [oldest, record] = this.entries().next().value!;
      clearTimeout(record.timeoutId);
      this.delete(oldest);
    }
    return super.set(key, value);
  }
}

const memoryFactory: LimiterFactory = (name, rule) => {
  const limiter = new RateLimiterMemory({
    keyPrefix: name,
    points: rule.points,
    duration: rule.duration,
    blockDuration: rule.blockDuration ?? 0,
  });
  const storage = (limiter as unknown as { _memoryStorage?: { _storage?: unknown } })._memoryStorage;
  if (!(storage?._storage instanceof Map) || storage._storage.size > 0)
    throw new Error("rate-limiter-flexible's memory store is no longer a Map at _memoryStorage._storage: bound its keys another way");
  storage._storage = new BoundedRecords(RATE_LIMIT_KEYS_KEPT);
  return limiter;
};

/** The limits' store: in this process's memory unless a factory says otherwise (Redis when several instances share the load). */
export class RateLimits {
  /** By name and rule: a limit whose rule is configured (the query cost budget) gets a limiter of its own. */
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly factory: LimiterFactory = memoryFactory) {}

  private limiter(name: RateLimitName, rule: RateLimitRule = RATE_LIMITS[name]): RateLimiterAbstract {
    const id = `${name}/${rule.points}/${rule.duration}/${rule.blockDuration ?? 0}`;
    let existing = this.limiters.get(id);
    if (!existing) {
      existing = this.factory(name, rule);
      this.limiters.set(id, existing);
    }
    return existing;
  }

  /**
   * Counts `points` attempts (1 unless said: a query's cost counts its cost) against `key`; throws
   * RateLimitedError once the limit is reached. `rule` replaces the limit's own when it is configured.
   */
  async consume(name: RateLimitName, key: string, points = 1, rule?: RateLimitRule): Promise<RateLimitState> {
    try {
      const res = await this.limiter(name, rule).consume(key, points);
      return { remaining: Math.max(0, res.remainingPoints), resetSeconds: res.msBeforeNext / 1000 };
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext / 1000);
      throw error;
    }
  }

  /**
   * Counts one write of a member against each of these limits in turn (under memberKey); the first one
   * reached throws RateLimitedError, and the limits after it count nothing.
   */
  async consumeForMember(memberId: number, ...names: RateLimitName[]): Promise<void> {
    for (const name of names) await this.consume(name, memberKey(memberId));
  }

  /**
   * What is left of `key`'s window under the rule (the limit's own unless said), counting nothing: the
   * whole quota and the rule's duration when no window is open (decision 0079's RateLimit header).
   */
  async stateOf(name: RateLimitName, key: string, rule: RateLimitRule = RATE_LIMITS[name]): Promise<RateLimitState> {
    const res = await this.limiter(name, rule).get(key);
    if (!res || res.msBeforeNext <= 0) return { remaining: rule.points, resetSeconds: rule.duration };
    return { remaining: Math.max(0, rule.points - res.consumedPoints), resetSeconds: res.msBeforeNext / 1000 };
  }

  /** Forgets the attempts counted against `key` (a successful sign-in clears the account's failures). */
  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }

  /** Counts one against `key` without ever refusing, and returns how many the window holds now. */
  async count(name: RateLimitName, key: string): Promise<number> {
    return (await this.limiter(name).penalty(key)).consumedPoints;
  }

  /** How many the window of `key` holds (0 when none, or the window ended). */
  async countOf(name: RateLimitName, key: string): Promise<number> {
    return (await this.limiter(name).get(key))?.consumedPoints ?? 0;
  }

  /** Seconds until the window of `key` ends (0 when there is none). */
  async secondsLeft(name: RateLimitName, key: string): Promise<number> {
    const res = await this.limiter(name).get(key);
    return res && res.msBeforeNext > 0 ? res.msBeforeNext / 1000 : 0;
  }

  /** Refuses `key` for `seconds` (in every store: the key is set past its limit until then). */
  async block(name: RateLimitName, key: string, seconds: number): Promise<void> {
    await this.limiter(name).block(key, Math.max(1, Math.ceil(seconds)));
  }

  /** Throws RateLimitedError while `key` is past its limit, without counting anything. */
  async assertWithin(name: RateLimitName, key: string): Promise<void> {
    const res = await this.limiter(name).get(key);
    if (res && res.consumedPoints > RATE_LIMITS[name].points && res.msBeforeNext > 0) throw new RateLimitedError(res.msBeforeNext / 1000);
  }

  /** How many keys the limit keeps in this process's memory now (tests hold it to RATE_LIMIT_KEYS_KEPT). */
  keysKept(name: RateLimitName): number {
    const storage = (this.limiter(name) as unknown as { _memoryStorage?: { _storage?: Map<string, unknown> } })._memoryStorage;
    return storage?._storage?.size ?? 0;
  }

  /** Marks `key` for the rule's duration (a fact to remember, such as an address that signed in). */
  async remember(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).set(key, 1, RATE_LIMITS[name].duration);
  }
}
