// A TCP proxy a test can cut and restore, standing between the gateway and a PostgreSQL server it
// cannot stop (the shared one): cut() destroys every connection and refuses new ones, as a database
// that went away does (or, `silent`, accepts new ones and never answers, as a host that vanished from
// the network does); restore() lets connections through again.
import { createServer, type Server, type Socket, connect } from 'node:net';

export interface TcpProxy {
  port: number;
  cut(options?: { silent?: boolean }): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: 'open' | 'refuse' | 'silent' = 'open';
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    // Refused: the connection is accepted by the kernel before we see it, so reset it at once.
    if (mode === 'refuse') return void client.resetAndDestroy();
    if (mode === 'silent') return; // held open, read from by nobody
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    port,
    cut(options = {}) {
      mode = options.silent ? 'silent' : 'refuse';
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      mode = 'open';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
