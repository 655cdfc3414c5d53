// The real gateway as `npm start` runs it (its bundle, dist/server.mjs, built first) as a child process,
// for tests of start-up, shutdown and several instances.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { projectRoot } from '../paths';
import { serverNodeArgs } from '../server-command.mjs';

/** Built once a process (each build replaces the files whole, so test files building together are safe). */
let built: Promise<void> | undefined;
function buildServerOnce(): Promise<void> {
  built ??= import('../../scripts/build-server.mjs').then(({ buildServer }) => buildServer());
  return built;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the gateway and waits for its start banner (or its exit, which then rejects with its output). */
export async function startGatewayProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
  /** Node flags of the caller's, on the command line after the server's own (serverNodeArgs). */
  nodeFlags: readonly string[] = [],
): Promise<GatewayProcess> {
  await buildServerOnce();
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [...serverNodeArgs(nodeFlags)], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // HTTPS when the gateway is given a certificate (decision 0087).
  const url = `${env.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The gateway did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const poll = setInterval(() => {
      if (output.includes('Repour is running at')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new GatewayExited(code, output));
    });
  });
  return {
    child,
    url,
    output: () => output,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export class GatewayExited extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`The gateway exited with code ${code}:\n${output}`);
  }
}
