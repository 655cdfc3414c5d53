// Live updates (issue 40, decision 0072): the one place events are named, published and watched.
// Domain code publishes once its write has committed (never before: a subscriber that reads too early
// would see the old state and keep it). Subscription fields watch through `stream`, which reads the
// value through the same rule as the query, at once and again on every change, so a client that
// (re)connects starts from the current value and an event never carries anything of its own.
import { Repeater } from 'graphql-yoga';
import type { Viewer } from '../auth/sessions';
import { AppError, NotAuthorizedError, RateLimitedError, ServiceUnavailableError } from '../errors';
import { inProcessChannels, ListenerSets, type LiveChannels } from './channels';

/**
 * What can change for a member, each its own channel per member (so Redis routes an event to the
 * instances that watch it). `feed` (the "N new" pill) is heard from PostgreSQL by every instance itself
 * (gateway/live/feed-acts.ts), so its channels stay in this process: through Redis each act would reach
 * every instance once per instance.
 */
export type LiveTopic = 'inbox' | 'sessions' | 'feed';

const LOCAL_TOPICS: ReadonlySet<LiveTopic> = new Set(['feed']);

const channelOf = (topic: LiveTopic, memberId: number) => `${topic}:${memberId}`;
const FEED_CHANNEL = /^feed:(\d+)$/;

/**
 * Live streams one member may hold open at once, on one instance, whatever sessions and access tokens
 * they hold them with (decision 0089): a tab of the web app holds two (the bell's count, and the feed's
 * "N new" pill on the feed), so this is four tabs' or devices' worth. Each is an open connection and a
 * listener per topic; past this, a new one is refused (RATE_LIMITED).
 */
export const MAX_STREAMS_PER_MEMBER = 8;

export const LIVE_MESSAGES = {
  tooManyStreams: 'Too many live connections for this account. Close Repour in another tab or on another device and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  unavailable: 'Live updates are unavailable right now. Please try again in a moment.',
} as const;

/** How long a client refused for too many streams waits before trying again. */
const RETRY_STREAM_AFTER_SECONDS = 30;

export interface StreamOptions<T> {
  /** The value as the query reads it for this viewer (its rule applied). */
  read(): Promise<T>;
  /** Whether the viewer's session is still live; a stream stops with UNAUTHENTICATED once it is not. */
  sessionIsLive(): Promise<boolean>;
}

export class LiveUpdates {
  private readonly streamsPerMember = new Map<number, number>();
  private readonly stopping = new Set<() => void>();
  /** The channels of LOCAL_TOPICS: this process's own, whatever `channels` are. */
  private readonly local = new ListenerSets();
  private readonly localChannels: LiveChannels = {
    publish: (channel) => queueMicrotask(() => this.local.tell(channel)),
    listen: async (channel, listener) => void this.local.add(channel, listener),
    unlisten: (channel, listener) => void this.local.remove(channel, listener),
    close: async () => undefined,
  };

  constructor(
    private readonly channels: LiveChannels,
    private readonly maxStreamsPerMember = MAX_STREAMS_PER_MEMBER,
  ) {}

  // -------------------------------------------------------------------------------------------------
  // Publishing: called by domain code after its write committed.
  // -------------------------------------------------------------------------------------------------

  /** Notifications of these members were created, taken back or read: their unread counts may have changed. */
  inboxesChanged(memberIds: Iterable<number | null | undefined>): void {
    for (const id of new Set(memberIds)) if (typeof id === 'number') this.channels.publish(channelOf('inbox', id));
  }

  /** Sessions of this member were ended (signed out, password changed): their streams check theirs and stop. */
  sessionsEnded(memberId: number): void {
    this.channels.publish(channelOf('sessions', memberId));
  }

  /**
   * The feeds of these members (on this instance) may have new items: acts by someone they follow, or
   * their own, were committed. Called by this instance's listener of PostgreSQL's notifications only.
   */
  feedsChanged(memberIds: Iterable<number>): void {
    for (const id of new Set(memberIds)) this.localChannels.publish(channelOf('feed', id));
  }

  /** The members with a feed stream open on this instance (whose followings an act is checked against). */
  feedWatchers(): number[] {
    return this.local.channels().flatMap((channel) => {
      const match = FEED_CHANNEL.exec(channel);
      return match ? [Number(match[1])] : [];
    });
  }

  // -------------------------------------------------------------------------------------------------
  // Watching: subscription fields only.
  // -------------------------------------------------------------------------------------------------

  /**
   * A signed-in member's stream of a value: `read()` at once, then again whenever one of `topics` changes
   * for them (changes that come while it reads are one more read), each value sent when it differs from
   * the last. Listening starts before the first read, so no change falls between the two. Nothing is
   * held until the client reads the stream (a stream Yoga never sends, as to a client that does not
   * accept event streams, costs nothing). Ends when the client goes; a refusal is its one value, an
   * error the resolver throws, so the client gets it as a GraphQL error in the stream: RATE_LIMITED past
   * the member's bound, SERVICE_UNAVAILABLE when the channels cannot listen, UNAUTHENTICATED once the
   * session has ended.
   */
  stream<T>(viewer: Viewer, topics: LiveTopic[], options: StreamOptions<T>): AsyncIterable<T | AppError> {
    const channels = [...new Set<LiveTopic>([...topics, 'sessions'])].map((topic) => ({
      name: channelOf(topic, viewer.id),
      via: LOCAL_TOPICS.has(topic) ? this.localChannels : this.channels,
    }));
    return new Repeater<T | AppError>(async (push, stop) => {
      let changed = false;
      let stopped = false;
      let wake: (() => void) | null = null;
      const listener = () => {
        changed = true;
        wake?.();
      };
      const end = () => {
        stopped = true;
        wake?.();
      };
      this.stopping.add(end);
      void stop.then(end);
      let claimed = false;
      try {
        this.claim(viewer.id);
        claimed = true;
        await Promise.all(channels.map((channel) => channel.via.listen(channel.name, listener))).catch(() => {
          throw new ServiceUnavailableError(LIVE_MESSAGES.unavailable);
        });
        let last = await options.read();
        await push(last);
        while (!stopped) {
          if (!changed) await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          if (stopped) break;
          changed = false;
          if (!(await options.sessionIsLive())) throw new NotAuthorizedError(LIVE_MESSAGES.sessionEnded, 'UNAUTHENTICATED');
          const value = await options.read();
          if (value === last) continue;
          last = value;
          await push(value);
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (!stopped) await push(error);
      } finally {
        this.stopping.delete(end);
        for (const channel of channels) channel.via.unlisten(channel.name, listener);
        if (claimed) this.unclaim(viewer.id);
        stop();
      }
    });
  }

  /** Streams open on this instance for a member, through all their sessions and tokens. */
  streamsOf(memberId: number): number {
    return this.streamsPerMember.get(memberId) ?? 0;
  }

  /** Ends every stream (their clients reconnect, to another instance when this one is stopping) and lets go of the channels. */
  async close(): Promise<void> {
    for (const end of [...this.stopping]) end();
    await this.channels.close();
  }

  private claim(memberId: number): void {
    const open = this.streamsOf(memberId);
    if (open >= this.maxStreamsPerMember) throw new RateLimitedError(RETRY_STREAM_AFTER_SECONDS, LIVE_MESSAGES.tooManyStreams);
    this.streamsPerMember.set(memberId, open + 1);
  }

  private unclaim(memberId: number): void {
    const open = this.streamsOf(memberId) - 1;
    if (open > 0) this.streamsPerMember.set(memberId, open);
    else this.streamsPerMember.delete(memberId);
  }
}

/** Live updates within this process: one instance, tests and tools. */
export function inProcessLiveUpdates(): LiveUpdates {
  return new LiveUpdates(inProcessChannels());
}
