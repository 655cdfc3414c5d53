import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_PATTERN } from '../common/invite-code';
import { type ControlServer, requestInvitesFromServer, startControlServer } from './control';
import { type Database, openDatabase } from './db/client';

function post(socketPath: string, body: string, options: { method?: string; path?: string } = {}) {
  return new Promise<{ status: number; json: any }>((resolve, reject) => {
    const request = http.request(
      { socketPath, path: options.path ?? '/invites', method: options.method ?? 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the control socket', () => {
  let database: Database;
  let dataDir: string;
  let control: ControlServer;

  beforeAll(async () => {
    database = await openDatabase({});
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'repour-control-'));
    control = await startControlServer({ dataDir, services: database });
  });

  afterAll(async () => {
    await control?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('listens on <dataDir>/control.sock, readable by its owner only', async () => {
    expect(control.socketPath).toBe(path.join(dataDir, 'control.sock'));
    const info = await stat(control.socketPath);
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o777).toBe(0o600);
  });

  it('creates invites of the asked type and returns their codes', async () => {
    const codes = await requestInvitesFromServer(control.socketPath, 'bartender', 3);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(INVITE_CODE_PATTERN);
    const invites = await database.prisma.invite.findMany({ where: { code: { in: codes } } });
    expect(invites).toHaveLength(3);
    for (const invite of invites)
      expect(invite).toMatchObject({ profileType: 'bartender', isAdmin: false, createdById: null, usedById: null });
  });

  it('makes admin invites admin', async () => {
    const [code] = await requestInvitesFromServer(control.socketPath, 'admin', 1);
    expect(await database.prisma.invite.findUniqueOrThrow({ where: { code } })).toMatchObject({ profileType: 'admin', isAdmin: true });
  });

  it('defaults to one invite, valid 14 days', async () => {
    const response = await post(control.socketPath, JSON.stringify({ type: 'user' }));
    expect(response.status).toBe(200);
    expect(response.json.codes).toHaveLength(1);
    const invite = await database.prisma.invite.findUniqueOrThrow({ where: { code: response.json.codes[0] } });
    expect(invite.expiresAt.getTime() - invite.createdAt.getTime()).toBe(14 * 86_400_000);
  });

  it('makes invites valid for the asked number of days', async () => {
    const [code] = await requestInvitesFromServer(control.socketPath, 'bar', 1, 3);
    const invite = await database.prisma.invite.findUniqueOrThrow({ where: { code } });
    expect(invite.expiresAt.getTime() - invite.createdAt.getTime()).toBe(3 * 86_400_000);
  });

  it.each([
    [{ type: 'wizard', count: 1 }, /type must be one of user, bartender, bar, brand, admin/],
    [{ count: 1 }, /type must be one of/],
    [{ type: 'user', count: 0 }, /count must be an integer from 1 to 1000/],
    [{ type: 'user', count: 1001 }, /count must be an integer from 1 to 1000/],
    [{ type: 'user', count: 1.5 }, /count must be an integer from 1 to 1000/],
    [{ type: 'user', count: '3' }, /count must be an integer from 1 to 1000/],
    [{ type: 'user', days: 0 }, /days must be an integer from 1 to 90/],
    [{ type: 'user', days: 91 }, /days must be an integer from 1 to 90/],
    [{ type: 'user', days: 2.5 }, /days must be an integer from 1 to 90/],
  ])('refuses %j with 400 and a reason', async (body, reason) => {
    const before = await database.prisma.invite.count();
    const response = await post(control.socketPath, JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(reason);
    expect(await database.prisma.invite.count()).toBe(before);
  });

  it('refuses a body that is not JSON, another method and another path', async () => {
    expect((await post(control.socketPath, 'type=user')).status).toBe(400);
    expect((await post(control.socketPath, '', { method: 'GET' })).status).toBe(405);
    expect((await post(control.socketPath, '{}', { path: '/users' })).status).toBe(404);
  });

  it('passes the server’s reason on to the caller', async () => {
    await expect(requestInvitesFromServer(control.socketPath, 'wizard' as never, 1)).rejects.toThrow(/400.*type must be one of/);
  });

  it('will not start a second time on a socket that is in use', async () => {
    await expect(startControlServer({ dataDir, services: database })).rejects.toThrow(/Another process is listening/);
  });

  it('replaces a stale socket file and removes its socket when closed', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'repour-control-'));
    try {
      await writeFile(path.join(otherDir, 'control.sock'), 'left over');
      const other = await startControlServer({ dataDir: otherDir, services: database });
      expect(await requestInvitesFromServer(other.socketPath, 'brand', 2)).toHaveLength(2);
      await other.close();
      await expect(stat(other.socketPath)).rejects.toThrow();
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
