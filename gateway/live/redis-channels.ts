// Live channels through Redis pub/sub (REDIS_URL, decision 0072): every instance publishes to Redis and
// hears from it, its own events included. Two connections, as Redis requires (one in subscriber mode).
// Written here rather than taken from @graphql-yoga/redis-event-target: that package wants ioredis 5
// (we have 6), and it neither awaits a SUBSCRIBE nor handles a failed PUBLISH, which would reject
// unhandled and stop the process. Should Redis stop answering, events are lost meanwhile (a subscription
// that cannot listen fails, and its client retries); once it is back, every listener is told to read
// again, so nobody keeps a count from before the outage.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type LiveChannels, ListenerSets } from './channels';

export interface RedisChannelsOptions {
  /** Prefixed to every channel name: instances of one deployment share it (tests use one each). */
  prefix?: string;
}

export const DEFAULT_CHANNEL_PREFIX = 'repour:live:';

export function redisChannels(redisUrl: string, logger: Logger, options: RedisChannelsOptions = {}): LiveChannels {
  const prefix = options.prefix ?? DEFAULT_CHANNEL_PREFIX;
  // No offline queue: while Redis is away, a publish or a subscribe fails at once instead of piling up.
  const publisher = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, autoResubscribe: true });
  const sets = new ListenerSets();
  /** SUBSCRIBEs on their way, so a second listener of a channel also waits for Redis to confirm it. */
  const subscribing = new Map<string, Promise<unknown>>();
  let readyBefore = false;

  const warn = (what: string) => (error: unknown) => logger.warn({ err: error }, `Redis error (live updates): ${what}`);
  publisher.on('error', warn('publishing connection'));
  subscriber.on('error', warn('subscribing connection'));
  subscriber.on('message', (channel: string) => sets.tell(channel));
  subscriber.on('ready', () => {
    // Back after an outage (ioredis subscribed again): whatever was published meanwhile is read now.
    if (readyBefore) for (const channel of sets.channels()) sets.tell(channel);
    readyBefore = true;
  });

  return {
    publish(channel) {
      publisher.publish(prefix + channel, '').catch(warn(`publish to ${channel}`));
    },
    async listen(channel, listener) {
      const name = prefix + channel;
      if (sets.add(name, listener)) {
        const subscribed = subscriber.subscribe(name).finally(() => subscribing.delete(name));
        subscribing.set(name, subscribed);
      }
      try {
        await subscribing.get(name);
      } catch (error) {
        this.unlisten(channel, listener);
        throw error;
      }
    },
    unlisten(channel, listener) {
      const name = prefix + channel;
      if (sets.remove(name, listener)) subscriber.unsubscribe(name).catch(warn(`unsubscribe from ${channel}`));
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
