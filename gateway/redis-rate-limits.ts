// Rate limits shared by every instance through Redis (REDIS_URL). Should Redis stop answering, each
// instance falls back to counting in its own memory rather than refusing everyone.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import { RateLimits } from './rate-limit';

/** Limits counted in Redis, and how to let go of the connection at shutdown. */
export function redisRateLimits(redisUrl: string, logger: Logger): { limits: RateLimits; close(): Promise<void> } {
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error) => logger.warn({ err: error }, 'Redis error (rate limits fall back to memory meanwhile)'));
  const limits = new RateLimits(
    (name, rule) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `repour:rl:${name}`,
        points: rule.points,
        duration: rule.duration,
        blockDuration: rule.blockDuration ?? 0,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.duration, blockDuration: rule.blockDuration ?? 0 }),
      }),
  );
  return {
    limits,
    async close() {
      redis.disconnect();
    },
  };
}
