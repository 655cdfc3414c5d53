// The running server's control socket. PGlite admits one process, so while the server holds the embedded
// database the invite command (scripts/invite.ts) asks the server for codes through this socket.
// It is a Unix domain socket inside the data folder, mode 0600: only local processes that can read the
// data folder reach it, and that is its authorisation.
import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PROFILE_TYPES, type ProfileType } from '../common/constants';
import { INVITE_EXPIRY_DAYS_DEFAULT, INVITE_EXPIRY_DAYS_MAX, INVITE_EXPIRY_DAYS_MIN } from '../common/invites';
import { createInvites } from './domain/invites';
import type { Services } from './services';

export const CONTROL_SOCKET_FILE = 'control.sock';
export const MAX_INVITES_PER_REQUEST = 1000;
const MAX_BODY_BYTES = 4096;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET_FILE);
}

const DAYS_MESSAGE = `days must be an integer from ${INVITE_EXPIRY_DAYS_MIN} to ${INVITE_EXPIRY_DAYS_MAX}`;

export const inviteRequestSchema = z.object({
  type: z.enum(PROFILE_TYPES, { error: `type must be one of ${PROFILE_TYPES.join(', ')}` }),
  count: z
    .number({ error: 'count must be an integer from 1 to 1000' })
    .int('count must be an integer from 1 to 1000')
    .min(1, 'count must be an integer from 1 to 1000')
    .max(MAX_INVITES_PER_REQUEST, 'count must be an integer from 1 to 1000')
    .default(1),
  days: z
    .number({ error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .min(INVITE_EXPIRY_DAYS_MIN, DAYS_MESSAGE)
    .max(INVITE_EXPIRY_DAYS_MAX, DAYS_MESSAGE)
    .default(INVITE_EXPIRY_DAYS_DEFAULT),
});

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new RequestError(413, 'request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function handle(services: Pick<Services, 'prisma'>, request: http.IncomingMessage): Promise<{ status: number; body: unknown }> {
  const url = new URL(request.url ?? '/', 'http://control');
  if (url.pathname !== '/invites') throw new RequestError(404, 'not found');
  if (request.method !== 'POST') throw new RequestError(405, 'use POST');
  let json: unknown;
  try {
    json = JSON.parse(await readBody(request));
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(400, 'the body must be JSON: {"type": ..., "count": ...}');
  }
  const parsed = inviteRequestSchema.safeParse(json);
  if (!parsed.success) throw new RequestError(400, parsed.error.issues.map((issue) => issue.message).join('; '));
  const invites = await createInvites(services, {
    profileType: parsed.data.type,
    count: parsed.data.count,
    expiresInDays: parsed.data.days,
  });
  return { status: 200, body: { codes: invites.map((invite) => invite.code) } };
}

/** True when some process accepts connections on the socket (so it is not a stale file). */
function socketInUse(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ControlServer {
  socketPath: string;
  close(): Promise<void>;
}

/** Listens on <dataDir>/control.sock, making invites in `services`' database; a stale socket file is replaced. */
export async function startControlServer({
  dataDir,
  services,
}: {
  dataDir: string;
  services: Pick<Services, 'prisma'>;
}): Promise<ControlServer> {
  const socketPath = controlSocketPath(dataDir);
  if (await socketInUse(socketPath)) throw new Error(`Another process is listening on ${socketPath}`);
  await rm(socketPath, { force: true });

  const server = http.createServer((request, response) => {
    handle(services, request).then(
      ({ status, body }) => send(response, status, body),
      (error: unknown) => {
        if (error instanceof RequestError) send(response, error.status, { error: error.message });
        else send(response, 500, { error: error instanceof Error ? error.message : 'internal error' });
      },
    );
  });
  // Not kept alive: each invite command makes one request.
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket is bound inside listen(), synchronously: a 0077 umask for just that call means the
    // socket is never reachable by others, without changing the mode of files written meanwhile.
    const umask = process.umask(0o077);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
  await chmod(socketPath, 0o600);

  let closed: Promise<void> | undefined;
  return {
    socketPath,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => rm(socketPath, { force: true }));
      return closed;
    },
  };
}

/** The client side: asks the server listening on `socketPath` for `count` new invites of `type`. */
export function requestInvitesFromServer(
  socketPath: string,
  type: ProfileType,
  count: number,
  days: number = INVITE_EXPIRY_DAYS_DEFAULT,
): Promise<string[]> {
  const body = JSON.stringify({ type, count, days });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath,
        path: '/invites',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          let payload: { codes?: unknown; error?: unknown } = {};
          try {
            payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Reported below with the status.
          }
          if (response.statusCode === 200 && Array.isArray(payload.codes)) resolve(payload.codes as string[]);
          else
            reject(
              new Error(
                `The server refused (${response.statusCode}): ${typeof payload.error === 'string' ? payload.error : 'no reason given'}`,
              ),
            );
        });
      },
    );
    // A thousand invites take a few seconds; a server that says nothing for a minute is stuck.
    request.setTimeout(60_000, () => request.destroy(new Error('The server did not answer within 60 s')));
    request.on('error', reject);
    request.end(body);
  });
}
