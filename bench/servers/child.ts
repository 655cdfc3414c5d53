// The bench's servers each run in a process of their own (bench/servers/*.ts), so the load generator
// (autocannon, in the bench's own process) never shares a CPU queue or a heap with what it measures.
// A server process listens on a free loopback port and says so over the IPC channel; the bench may
// then ask it questions (`request`) and finally stops it (`stop`).
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** What a server process sends when it listens, and what it answers to a request. */
export type Message = { id?: number; type: string } & Record<string, unknown>;

export interface ServerProcess {
  name: string;
  base: string;
  ready: Message;
  /** Asks the server something and waits for its answer (a message with the same id). */
  request(message: Message): Promise<Message>;
  /** Ends the server process and waits for it. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Passed to the server as BENCH_SERVER_CONFIG (JSON). */
  config: Record<string, unknown>;
}

/** Starts bench/servers/<name>.ts in its own Node process and waits until it listens. */
export async function startServer(name: string, options: StartOptions): Promise<ServerProcess> {
  const execArgv = ['--import', 'tsx'];
  const child: ChildProcess = fork(path.join(here, `${name}.ts`), [], {
    execArgv,
    env: { ...process.env, NODE_ENV: 'production', BENCH_SERVER_CONFIG: JSON.stringify(options.config) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, (message: Message) => void>();
  let nextId = 1;
  const ready = await new Promise<Message>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${name} server exited (${code}) before it listened`)));
    child.on('message', (message: Message) => {
      if (message.type === 'ready') resolve(message);
      else if (message.id !== undefined) pending.get(message.id)?.(message);
    });
  });
  return {
    name,
    base: `http://127.0.0.1:${ready.port as number}`,
    ready,
    request(message) {
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, (answer) => {
          pending.delete(id);
          resolve(answer);
        });
        child.send({ ...message, id });
      });
    },
    async stop() {
      if (child.exitCode === null) child.send({ type: 'stop' });
      await exited;
    },
  };
}

/** In a server process: its configuration, and the IPC side of `startServer`. */
export function serverSide<Config>(own: Record<string, (message: Message) => Promise<Record<string, unknown>>> = {}) {
  const config = JSON.parse(process.env.BENCH_SERVER_CONFIG ?? '{}') as Config;
  // Every server counts the CPU time (user and system, all its threads) it spends between 'cpu-start'
  // and 'cpu-stop': what serving a load cost it, steadier than req/s on a shared machine.
  let cpuAtStart: NodeJS.CpuUsage | undefined;
  const handlers: typeof own = {
    async 'cpu-start'() {
      cpuAtStart = process.cpuUsage();
      return {};
    },
    async 'cpu-stop'() {
      const cpu = process.cpuUsage(cpuAtStart);
      return { cpuMs: (cpu.user + cpu.system) / 1000 };
    },
    ...own,
  };
  return {
    config,
    /** Tells the bench the server listens, and serves its requests until it is told to stop. */
    listening(port: number, extra: Record<string, unknown>, onStop: () => Promise<void>) {
      process.on('message', (message: Message) => {
        if (message.type === 'stop') {
          void onStop().finally(() => process.exit(0));
          return;
        }
        const handler = handlers[message.type];
        if (!handler) return process.send!({ id: message.id, type: 'error', message: `unknown request ${message.type}` });
        handler(message).then(
          (answer) => process.send!({ ...answer, id: message.id, type: message.type }),
          (error: Error) => process.send!({ id: message.id, type: 'error', message: error.message }),
        );
      });
      process.on('disconnect', () => process.exit(0));
      process.send!({ type: 'ready', port, ...extra });
    },
  };
}
