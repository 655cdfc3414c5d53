// deploy/nginx.conf run by a real nginx (Debian's; .ci/run installs it) in front of two gateway
// instances, so that what compose.test.ts reads in the file is also seen to happen: the instances'
// own compression passes through, connections to them are kept open, a live stream flows, an instance
// that stops is skipped, and an oversized upload is refused in the app's words. Only the addresses are
// changed (the instances' and the proxy's ports, and nginx's own files in a folder of the test's).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../gateway/app';
import { graphqlOverNode } from '../gateway/graphql-over-node';
import { createLogger } from '../gateway/logger';
import { close, type GatewayServer, listen } from '../gateway/server';
import { freePort } from '../gateway/testing/process';
import { setupTestGateway, type TestGateway } from '../gateway/testing/harness';
import { type RawRequest, rawRequest } from '../gateway/testing/raw-http';
import { createYogaServer } from '../gateway/yoga';

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** deploy/nginx.conf with the test's addresses; each change must apply, or the file changed under the test. */
function localNginxConf(conf: string, ports: { proxy: number; app1: number; app2: number }, dir: string): string {
  const changes: Array<[RegExp, string]> = [
    [/server app1:3000/, `server 127.0.0.1:${ports.app1}`],
    [/server app2:3000/, `server 127.0.0.1:${ports.app2}`],
    [/listen 80;/, `listen 127.0.0.1:${ports.proxy};`],
    // nginx's own files (Debian's build puts them under /var) in the test's folder.
    [
      /^http \{$/m,
      `http {\n  access_log off;\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
        .join('\n')}`,
    ],
  ];
  return changes.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf has no ${pattern}`);
    return text.replace(pattern, replacement);
  }, conf);
}

let gw: TestGateway;
let dir: string;
let nginx: ChildProcess | undefined;
let nginxOutput = '';
let proxy: string;
const instances: Array<{ server: GatewayServer; connections: number }> = [];

/** Waits until `port` accepts a connection, or nginx exits (which rejects with what it printed). */
async function accepting(port: number, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (nginx?.exitCode !== null) throw new Error(`nginx exited (${nginx?.exitCode}):\n${nginxOutput}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen in ${timeoutMs} ms:\n${nginxOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!NGINX) return;
  gw = await setupTestGateway();
  const logger = createLogger('silent');
  const yoga = createYogaServer({ services: gw.services, sessions: gw.sessions, logger });
  const app = createApp({ yoga, services: gw.services, logger, trustProxy: { hops: 1 } });
  const fastPath = graphqlOverNode({ yoga, logger, trustProxy: { hops: 1 } });
  for (let i = 0; i < 2; i++) {
    const server = await listen(app, { port: 0, host: '127.0.0.1', fastPath });
    const instance = { server, connections: 0 };
    server.on('connection', () => (instance.connections += 1));
    instances.push(instance);
  }
  dir = await mkdtemp(path.join(os.tmpdir(), 'repour-nginx-'));
  // nginx's workers run as an unprivileged user when the test runs as root: they must reach the folder.
  await chmod(dir, 0o755);
  const ports = {
    proxy: await freePort(),
    app1: (instances[0].server.address() as AddressInfo).port,
    app2: (instances[1].server.address() as AddressInfo).port,
  };
  const conf = localNginxConf(await readFile(new URL('nginx.conf', import.meta.url), 'utf8'), ports, dir);
  await writeFile(path.join(dir, 'nginx.conf'), conf);
  nginx = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  nginx.stdout!.on('data', (chunk) => (nginxOutput += chunk));
  nginx.stderr!.on('data', (chunk) => (nginxOutput += chunk));
  await accepting(ports.proxy);
  proxy = `http://127.0.0.1:${ports.proxy}`;
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all(instances.map(({ server }) => close(server, 1000)));
  await gw?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A request through the proxy, read as it comes off the socket. */
const raw = (pathname: string, options?: RawRequest) => rawRequest(proxy, pathname, options);

const BIG_QUERY = JSON.stringify({ query: '{ __type(name: "Query") { fields { name description } } }' });
const graphqlPost = (headers: Record<string, string> = {}) =>
  raw('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: BIG_QUERY });

describe.skipIf(!NGINX)('deploy/nginx.conf in front of two instances (a real nginx)', () => {
  it('passes the instances’ brotli and gzip through as they are, with one Vary', async () => {
    const br = await graphqlPost({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(String(br.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
    const fields = JSON.parse(br.decoded.toString()).data.__type.fields;
    expect(fields.length).toBeGreaterThan(10);
    const gzip = await graphqlPost({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gzip.decoded.toString()).data.__type.fields).toEqual(fields);
    const plain = await graphqlPost();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.decoded.toString()).data.__type.fields).toEqual(fields);
    for (const answer of [gzip, plain]) expect(String(answer.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
  });

  it('keeps its connections to the instances open: 40 requests open a few, not 40', async () => {
    const before = instances.reduce((sum, instance) => sum + instance.connections, 0);
    for (let i = 0; i < 40; i++) expect((await raw('/healthz')).status).toBe(200);
    const opened = instances.reduce((sum, instance) => sum + instance.connections, 0) - before;
    // At most one a worker and instance (worker_processes auto: one a core).
    expect(opened).toBeLessThanOrEqual(2 * os.cpus().length);
    expect(opened).toBeLessThan(40);
  });

  it('lets a live stream flow: its first event arrives while the stream stays open', async () => {
    const { token } = await gw.signedInMember();
    const controller = new AbortController();
    try {
      const response = await fetch(`${proxy}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'subscription { unreadNotificationsCount }' }),
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!text.includes('\n\n') || !text.includes('event: next')) {
        const { value, done } = await reader.read();
        expect(done, `the stream ended before its first event: ${text}`).toBe(false);
        text += value;
      }
      expect(text).toContain('data: {"data":{"unreadNotificationsCount":0}}');
    } finally {
      controller.abort();
    }
  });

  it('refuses an upload over the limit in the app’s words, not with its own page', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation($file: Upload!) { uploadAvatar(file: $file) { __typename } }', variables: { file: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([Buffer.alloc(8.5 * 1024 * 1024)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${proxy}/graphql`, { method: 'POST', body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Files must be under 5 MB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('skips an instance that has stopped: every request is answered by the other', async () => {
    await close(instances[1].server, 1000);
    for (let i = 0; i < 10; i++) {
      expect((await raw('/healthz')).status).toBe(200);
      expect((await graphqlPost()).status).toBe(200);
    }
  });
});
