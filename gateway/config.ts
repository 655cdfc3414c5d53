// Every setting comes from the environment, validated once at start: a wrong value stops the process
// with a message naming the variable, rather than half-starting. README.md documents each one.
import path from 'node:path';
import { z } from 'zod';
import { EMBEDDED_SHARED_BUFFERS } from './db/pglite-settings';
import { DEFAULT_POOL_SIZE } from './db/adapters';
import { RATE_LIMITS } from './rate-limit';
import { parseTrustProxy } from './security/client-address';

/** How long a session from signing in lasts unless SESSION_TTL_DAYS says otherwise (its token's `exp` is the end). */
export const SESSION_TTL_DAYS_DEFAULT = 30;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A PostgreSQL memory size between 1 MB and 4 GB: 16MB, 512kB is too small, 1GB. */
function isBufferSize(value: string): boolean {
  const match = /^(\d{1,7})(kB|MB|GB)$/.exec(value);
  if (!match) return false;
  const kilobytes = Number(match[1]) * { kB: 1, MB: 1024, GB: 1024 * 1024 }[match[2] as 'kB' | 'MB' | 'GB'];
  return kilobytes >= 1024 && kilobytes <= 4 * 1024 * 1024;
}

const booleanString = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** postgres://... selects a PostgreSQL server; unset means the embedded database in DATA_DIR. */
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
    /** The embedded database's buffer cache, a PostgreSQL size from 1MB to 4GB (decision 0043). */
    EMBEDDED_SHARED_BUFFERS: z
      .string()
      .default(EMBEDDED_SHARED_BUFFERS)
      .refine(isBufferSize, 'must be a size from 1MB to 4GB, such as 16MB or 1GB'),
    /** The embedded database, local uploads and the generated token key live here. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** At least 32 characters; generated once and kept in DATA_DIR when unset. */
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(SESSION_TTL_DAYS_DEFAULT),
    /** How long a token's viewer is kept before its session row is read again (decision 0031); 0 reads it on every request. */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    SEED_ADMIN_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
    SEED_ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    SEED_DEMO_DATA: booleanString('true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Comma-separated origins allowed to call /graphql and /api from a browser; empty means same-origin only. */
    CORS_ORIGINS: z.string().default(''),
    /** How many proxies stand in front (true = 1), or their addresses/CIDRs: the client address is read from the right of X-Forwarded-For. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const trust = parseTrustProxy(value);
        if ('error' in trust) {
          ctx.addIssue({ code: 'custom', message: trust.error });
          return z.NEVER;
        }
        return trust;
      }),
    /**
     * PEM files of a certificate (with its chain) and its private key: the gateway then serves HTTPS with
     * HTTP/2 (HTTP/1.1 too, for clients without it) on PORT. Both or neither (decision 0087).
     */
    TLS_CERT_FILE: optionalString,
    TLS_KEY_FILE: optionalString,
    /** Strict-Transport-Security on every response; only when the site is reached over HTTPS. */
    HSTS: booleanString('false'),
    /** Where uploads go: "local" (DATA_DIR/uploads) or "s3" (an S3-compatible bucket). */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    /** For S3-compatible services (MinIO, R2, ...); unset means AWS. */
    S3_ENDPOINT: optionalString.pipe(z.url('must be a URL').optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Path-style addressing (http://endpoint/bucket/key), which MinIO needs. */
    S3_FORCE_PATH_STYLE: booleanString('false'),
    /** Query cost each member (or client address, signed out) may spend per 10 seconds (decision 0027); 0 turns the budget off. */
    QUERY_COST_BUDGET: z.coerce.number().int().min(0).max(100_000_000).default(RATE_LIMITS.queryCostPerClient.points),
    /** How often the Weekly Top 10 is recomputed, in seconds (decisions 0049, 0071): a scheduled job, run once per interval across all instances. */
    WEEKLY_TOP10_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    /** redis://... shares rate limits and live updates between instances; unset keeps them in this process. */
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
      const missing = env.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with TLS_CERT_FILE or TLS_KEY_FILE (HTTPS needs both)' });
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' });
      }
    }
    // Several instances must sign and verify tokens alike; a key generated per data folder would not be shared.
    if (env.REDIS_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when REDIS_URL is set (several instances must share it)',
      });
    }
    if (env.REDIS_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'is required when REDIS_URL is set (the embedded database serves one instance)',
      });
    }
  });

export type Config = ReturnType<typeof parseConfig>;

/** Settings the gateway cannot start with: each problem is "VARIABLE: what is wrong with it". */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(problems: string[]) {
    super(`Invalid configuration, so Repour did not start:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = result.data;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    embeddedSharedBuffers: e.EMBEDDED_SHARED_BUFFERS,
    dataDir: path.resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    seedAdminEmail: e.SEED_ADMIN_EMAIL,
    seedAdminPassword: e.SEED_ADMIN_PASSWORD,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    hsts: e.HSTS,
    tls: e.TLS_CERT_FILE && e.TLS_KEY_FILE ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) } : undefined,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3' as const,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local' as const, dir: path.join(path.resolve(e.DATA_DIR), 'uploads') },
    redisUrl: e.REDIS_URL,
    weeklyTop10RefreshSeconds: e.WEEKLY_TOP10_REFRESH_SECONDS,
    queryCostBudget: e.QUERY_COST_BUDGET === 0 ? null : { ...RATE_LIMITS.queryCostPerClient, points: e.QUERY_COST_BUDGET },
  };
}
