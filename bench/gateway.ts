// The real server (`npm start`'s entry) for the load and abuse benches: a fresh temporary DATA_DIR with
// the demo seed, on the embedded database, or on a fresh PostgreSQL database of its own (dropped at the
// end) when `databaseUrl` names a server.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase } from '../gateway/testing/postgres';
import { type GatewayProcess, startGatewayProcess } from '../gateway/testing/process';

export interface BenchGateway {
  gateway: GatewayProcess;
  /** Which database it runs on, for the report. */
  database: string;
  cleanup(): Promise<void>;
}

export async function startBenchGateway(options: {
  /** Names the temporary folder and database: repour-bench-<name>-..., repour_bench_<name>_<pid>. */
  name: string;
  admin: { email: string; password: string };
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Node flags for the server's command line (they win over its own, as a repeated flag does). */
  nodeFlags?: readonly string[];
}): Promise<BenchGateway> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `repour-bench-${options.name}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_ADMIN_EMAIL: options.admin.email,
    SEED_ADMIN_PASSWORD: options.admin.password,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
    ...options.env,
  };
  const baseUrl = options.databaseUrl;
  const dbName = `repour_bench_${options.name}_${process.pid}`;
  if (baseUrl) {
    await dropDatabase(baseUrl, dbName);
    await createDatabase(baseUrl, dbName);
    const url = new URL(baseUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const gateway = await startGatewayProcess(env, 240_000, options.nodeFlags);
  return {
    gateway,
    database: baseUrl ? `PostgreSQL (${dbName} on ${new URL(baseUrl).host})` : 'embedded PGlite (temporary DATA_DIR)',
    async cleanup() {
      await gateway.stop('SIGTERM');
      if (baseUrl) await dropDatabase(baseUrl, dbName);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
