// The gateway's listening socket: plain HTTP/1.1, or HTTPS with HTTP/2 and HTTP/1.1 over one port
// (decision 0087), and a stop that lets requests in flight finish on either.
import http from 'node:http';
import http2 from 'node:http2';
import { once } from 'node:events';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { close, type GatewayServer, KEEP_ALIVE_TIMEOUT_MS, listen, type ListenOptions } from './server';
import { type LocalCertificate, localCertificate } from './testing/tls';

let certificate: LocalCertificate;
beforeAll(async () => {
  certificate = await localCertificate();
});

const servers: GatewayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => close(server, 1000)));
});

/** An app whose /slow answers only once `release` is called, and a fast path that answers /fast itself. */
function testApp() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const slow = { arrived: 0 };
  const app = new Hono();
  app.get('/', (c) => c.text('home'));
  app.post('/echo', async (c) => c.text(await c.req.text()));
  // A body its client never finished fails to read when the connection goes: a 500, unlogged.
  app.onError((_error, c) => c.text('failed', 500));
  // `count` lines, one every `every` ms (a live stream's keep-alive comments, sped up).
  app.get('/ticks', (c) => {
    let left = Number(c.req.query('count'));
    const every = Number(c.req.query('every'));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const timer = setInterval(() => {
          controller.enqueue(new TextEncoder().encode('tick\n'));
          if (--left > 0) return;
          clearInterval(timer);
          controller.close();
        }, every);
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/plain' } });
  });
  app.get('/slow', async (c) => {
    slow.arrived += 1;
    await released;
    return c.text('slow, but answered');
  });
  const fastPath = (request: { url?: string }, response: { end(body: string): void }) => {
    if (request.url !== '/fast') return false;
    response.end('fast path');
    return true;
  };
  return { app, fastPath, slow, release: () => release() };
}

async function start(tls: boolean, options: Pick<ListenOptions, 'http2IdleTimeoutMs'> = {}) {
  const { app, fastPath, slow, release } = testApp();
  const server = await listen(app, {
    port: 0,
    host: '127.0.0.1',
    fastPath,
    tls: tls ? { cert: certificate.cert, key: certificate.key } : undefined,
    ...options,
  });
  servers.push(server);
  return { server, port: (server.address() as AddressInfo).port, slow, release };
}

/** One request over HTTP/2 on a session of its own: the status, the protocol's pseudo-headers aside, and the body. */
function h2Get(session: http2.ClientHttp2Session, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve({ status, body }));
    stream.on('error', reject);
  });
}

function h2Session(port: number): http2.ClientHttp2Session {
  return http2.connect(`https://localhost:${port}`, { ca: certificate.cert });
}

/** An HTTP/1.1 request over TLS, on a kept-alive connection of the given agent. */
function h1Get(port: number, path: string, agent: https.Agent): Promise<{ status: number; body: string; httpVersion: string }> {
  return new Promise((resolve, reject) => {
    https
      .get({ host: 'localhost', port, path, ca: certificate.cert, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body, httpVersion: response.httpVersion }));
      })
      .on('error', reject);
  });
}

describe('the listening socket', () => {
  it('serves plain HTTP/1.1 without a certificate', async () => {
    const { port } = await start(false);
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk));
          response.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(body).toBe('home');
  });

  it('with a certificate, serves HTTP/2 to clients that offer it, and HTTP/1.1 on the same port to the others', async () => {
    const { port } = await start(true);
    const session = h2Session(port);
    try {
      expect(await h2Get(session, '/')).toEqual({ status: 200, body: 'home' });
      expect(await h2Get(session, '/fast')).toEqual({ status: 200, body: 'fast path' });
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
    const agent = new https.Agent({ keepAlive: true });
    try {
      expect(await h1Get(port, '/', agent)).toEqual({ status: 200, body: 'home', httpVersion: '1.1' });
      expect(await h1Get(port, '/fast', agent)).toEqual({ status: 200, body: 'fast path', httpVersion: '1.1' });
    } finally {
      agent.destroy();
    }
  });

  it('over HTTPS, an HTTP/1.1 connection closes once idle for the keep-alive time, and never while it answers', async () => {
    const { port, slow, release } = await start(true);
    // Raw connections (a client agent would time out its own idle sockets): each sends one request.
    const connection = async (path: string) => {
      const socket = tls.connect({ host: 'localhost', port, ca: certificate.cert, ALPNProtocols: ['http/1.1'] });
      await once(socket, 'secureConnect');
      let text = '';
      socket.setEncoding('utf8');
      let answeredAt = 0;
      socket.on('data', (chunk: string) => {
        text += chunk;
        answeredAt = Date.now();
      });
      const ended = once(socket, 'end').then(() => Date.now());
      ended.catch(() => {});
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      return { socket, ended, text: () => text, answeredAt: () => answeredAt };
    };
    const idle = await connection('/');
    const busy = await connection('/slow');
    try {
      await vi.waitFor(() => expect(idle.text()).toContain('\r\n\r\nhome'), { timeout: 10_000 });
      const idleSince = idle.answeredAt();
      await vi.waitFor(() => expect(slow.arrived).toBe(1), { timeout: 10_000 });
      // The server ends the idle connection after the keep-alive time, not at once (the bound is loose: a
      // busy machine reads the answer late).
      const endedWithin = { timeout: KEEP_ALIVE_TIMEOUT_MS + 10_000 };
      await vi.waitFor(() => expect(idle.socket.readableEnded, 'the idle connection was ended').toBe(true), endedWithin);
      expect((await idle.ended) - idleSince).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS / 2);
      // The request answered after more than that time still gets its answer on its connection.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(busy.socket.readableEnded).toBe(false);
      release();
      await vi.waitFor(() => expect(busy.text()).toContain('slow, but answered'), { timeout: 10_000 });
      expect(busy.text()).toMatch(/^HTTP\/1\.1 200 /);
      // Idle after its answer, it is ended in turn.
      await vi.waitFor(() => expect(busy.socket.readableEnded, 'the answered connection was ended').toBe(true), endedWithin);
    } finally {
      idle.socket.destroy();
      busy.socket.destroy();
    }
  }, 30_000);

  it('over HTTP/2, a connection silent for the idle time is told to go away; answers in flight and streams still arrive', async () => {
    const idleMs = 3_000;
    const { port, release } = await start(true, { http2IdleTimeoutMs: idleMs });
    const idle = h2Session(port);
    const busy = h2Session(port);
    const stuck = h2Session(port);
    const streaming = h2Session(port);
    try {
      // Four connections at once: one idle after its answer, one whose answer is slow, one whose
      // client never finishes its request's body, and one whose answer streams a line every third of
      // the idle time for three times the idle time.
      let streamingToldToGo = false;
      streaming.on('goaway', () => (streamingToldToGo = true));
      const ticks = h2Get(streaming, `/ticks?every=${idleMs / 3}&count=9`);
      const answered = h2Get(idle, '/');
      const slow = h2Get(busy, '/slow');
      const unfinished = stuck.request({ ':path': '/echo', ':method': 'POST' });
      unfinished.on('error', () => {});
      unfinished.write('the start of a body that never ends');
      const [idleClosed, busyGoaway, stuckGoaway, stuckClosed] = [
        once(idle, 'close'),
        once(busy, 'goaway'),
        once(stuck, 'goaway'),
        once(stuck, 'close'),
      ];
      expect(await answered).toEqual({ status: 200, body: 'home' });
      // The idle one: GOAWAY, then closed.
      await once(idle, 'goaway');
      await idleClosed;
      // The slow one is told to go away too, and its answer still arrives after that.
      await busyGoaway;
      release();
      await expect(slow).resolves.toEqual({ status: 200, body: 'slow, but answered' });
      // The unfinished one, silent as long again after its GOAWAY, is destroyed.
      await stuckGoaway;
      await stuckClosed;
      expect(unfinished.destroyed).toBe(true);
      // The streaming one is never silent: its answer arrives whole, and nothing told it to go away.
      expect(await ticks).toEqual({ status: 200, body: 'tick\n'.repeat(9) });
      expect(streamingToldToGo).toBe(false);
    } finally {
      for (const session of [idle, busy, stuck, streaming]) session.destroy();
    }
  }, 30_000);

  it('over HTTPS, a stop lets requests in flight on either protocol finish, and does not wait for idle connections', async () => {
    const { server, port, slow, release } = await start(true);
    const idleAgent = new https.Agent({ keepAlive: true });
    const busyAgent = new https.Agent({ keepAlive: true });
    const session = h2Session(port);
    let preconnect: tls.TLSSocket | undefined;
    try {
      // An idle HTTP/1.1 connection kept alive, an idle HTTP/2 session's first answer, and a connection
      // that chose HTTP/1.1 and never sent a request (a browser's preconnect).
      await h1Get(port, '/', idleAgent);
      await h2Get(session, '/');
      preconnect = tls.connect({ host: 'localhost', port, ca: certificate.cert, ALPNProtocols: ['http/1.1'] });
      await once(preconnect, 'secureConnect');
      expect(preconnect.alpnProtocol).toBe('http/1.1');
      const slowH2 = h2Get(session, '/slow');
      const slowH1 = h1Get(port, '/slow', busyAgent);
      // Both requests have reached the app before the stop.
      await vi.waitFor(() => expect(slow.arrived).toBe(2), { timeout: 10_000 });
      const stopped = close(server, 10_000);
      release();
      await expect(slowH2).resolves.toEqual({ status: 200, body: 'slow, but answered' });
      await expect(slowH1).resolves.toMatchObject({ status: 200, body: 'slow, but answered' });
      // true: everything ended before the grace period, the idle connections included.
      expect(await stopped).toBe(true);
      await expect(h1Get(port, '/', new https.Agent())).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      session.destroy();
      preconnect?.destroy();
      idleAgent.destroy();
      busyAgent.destroy();
    }
  });
});
