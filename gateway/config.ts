// Every setting comes from the environment, validated once at start: a wrong value stops the process
// with a message naming the variable, rather than half-starting.
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://... selects a PostgreSQL server; unset means the embedded database in DATA_DIR. */
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** The embedded database, uploads and the generated token secret live here. */
  DATA_DIR: z.string().default('./data'),
  /** At least 32 characters; generated once and kept in DATA_DIR when unset. */
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** How long a sign-in lasts. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SEED_ADMIN_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  SEED_ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  /** Set to "false" to start on an empty database without the demo data. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed to call /graphql and /api from a browser; empty means same-origin only. */
  CORS_ORIGINS: z.string().default(''),
  /** Trust X-Forwarded-For for the client address (behind a proxy). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env_ = result.data;
  return {
    env: env_.NODE_ENV,
    isProduction: env_.NODE_ENV === 'production',
    port: env_.PORT,
    host: env_.HOST,
    databaseUrl: env_.DATABASE_URL,
    databasePoolSize: env_.DATABASE_POOL_SIZE,
    dataDir: path.resolve(env_.DATA_DIR),
    jwtSecret: env_.JWT_SECRET,
    sessionTtlDays: env_.SESSION_TTL_DAYS,
    seedAdminEmail: env_.SEED_ADMIN_EMAIL,
    seedAdminPassword: env_.SEED_ADMIN_PASSWORD,
    seedDemoData: env_.SEED_DEMO_DATA === 'true',
    logLevel: env_.LOG_LEVEL,
    corsOrigins: env_.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxy: env_.TRUST_PROXY === 'true',
  };
}
