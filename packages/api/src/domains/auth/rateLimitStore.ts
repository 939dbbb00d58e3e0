import type { DbHandle } from '@tasbir/db';
import { Redis } from 'ioredis';
import { CompiledQuery } from 'kysely';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export type LimitRule = { keyPrefix: string; points: number; duration: number };

/**
 * Makes the limiters of the account calls, all counting in one place. `ready` settles once the store
 * can be reached (or has been tried long enough), so a server does not count its first calls alone.
 */
export type RateLimitStore = {
  limiter: (rule: LimitRule) => RateLimiterAbstract;
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

/** How long a start waits for Redis before counting in its own process until Redis answers. */
const redisWaitMs = 3000;

/**
 * A Redis to count in, and what its keys start with: one Redis may serve several deployments
 * (staging beside production), each counting apart (config `rateLimitPrefix`).
 */
export type RedisSettings = { url: string; keyPrefix: string };

/**
 * Where rate-limit counters live. Several servers behind one load balancer must count a client
 * once: in Redis when `REDIS_URL` is set, else in the PostgreSQL database they share (table
 * `rate_limits`). One SQLite process counts in memory. A store that cannot be reached does not turn
 * sign-in into an error: each process then counts on its own until it is back (the library's
 * insurance limiter).
 */
export function createRateLimitStore(
  database: DbHandle,
  redis: RedisSettings | undefined,
  logError: (error: unknown, message: string) => void,
): RateLimitStore {
  if (redis) {
    // Commands fail at once while the connection is down rather than queueing behind it.
    const client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', (error: unknown) =>
      logError(error, 'rate-limit store (Redis) unreachable; counting in this process'),
    );
    return {
      limiter: (rule) =>
        new RateLimiterRedis({
          ...rule,
          keyPrefix: `${redis.keyPrefix}:${rule.keyPrefix}`,
          storeClient: client,
          insuranceLimiter: new RateLimiterMemory(rule),
        }),
      ready: () =>
        client.status === 'ready'
          ? Promise.resolve()
          : new Promise((resolve) => {
              const timer = setTimeout(resolve, redisWaitMs);
              client.once('ready', () => {
                clearTimeout(timer);
                resolve();
              });
            }),
      close: async () => {
        client.disconnect();
      },
    };
  }
  if (database.dialect === 'postgres') {
    const { db } = database;
    // The library speaks to a `pg` pool; this is the same interface over the app's own Kysely pool.
    const storeClient = {
      query: ({ text, values }: { text: string; values?: unknown[] }) =>
        db.executeQuery(CompiledQuery.raw(text, values ?? [])),
    };
    return {
      limiter: (rule) =>
        new RateLimiterPostgres({
          ...rule,
          storeClient,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          insuranceLimiter: new RateLimiterMemory(rule),
        }),
      ready: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
  }
  return {
    limiter: (rule) => new RateLimiterMemory(rule),
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
