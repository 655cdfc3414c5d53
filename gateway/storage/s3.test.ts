import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNUSED_UPLOAD_GRACE_HOURS } from '../../common/uploads';
import { viewerFromToken } from '../auth/sessions';
import { storeImage } from '../domain/images';
import { pruneUploads } from '../domain/uploads';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { S3FileStorage } from './s3';

// A real S3 protocol server (s3rver) on loopback: the SDK signs and sends real requests to it.
let server: InstanceType<typeof S3rver>;
let directory: string;
let endpoint: string;
let gw: TestGateway;

const settings = () => ({
  bucket: 'repour-uploads',
  region: 'us-east-1',
  endpoint,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'repour-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'repour-uploads' }] });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
  gw = await setupTestGateway();
});

afterAll(async () => {
  await gw?.close();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('uploads in an S3-compatible bucket', () => {
  it('are stored, read back and deleted by key', async () => {
    const storage = await S3FileStorage.open(settings());
    await storage.check();
    const key = 'cocktails/0b2c4c55-5d4e-4b8a-9a43-6f1c2f7d9e10.webp';
    await storage.put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/webp');
    expect(Buffer.from(await new Response(file!.body).arrayBuffer()).toString()).toBe('RIFF....WEBP');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuse keys the app never makes, without asking the bucket', async () => {
    const storage = await S3FileStorage.open(settings());
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('whatever.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unexpected storage key/);
  });

  it('report a missing bucket when checked (readiness)', async () => {
    await expect((await S3FileStorage.open({ ...settings(), bucket: 'no-such-bucket' })).check()).rejects.toThrow();
  });

  it("serve a member's photo through /uploads once the gateway stores to the bucket", async () => {
    // This gateway's storage becomes the bucket (the Yoga instance and the app read it per request).
    gw.services.storage = await S3FileStorage.open(settings());
    const viewer = (await viewerFromToken(gw.services, gw.sessions, (await gw.signedInMember()).token))!;
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#aa5533' } })
      .png()
      .toBuffer();
    const stored = await storeImage(
      gw.services,
      viewer,
      new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }),
      'cocktail_photo',
      'photo',
    );
    const response = await gw.app.request(stored.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(30);
    expect((await gw.app.request('/uploads/cocktails/00000000-0000-4000-8000-000000000000.webp')).status).toBe(404);
    const ready = await (await gw.app.request('/readyz')).json();
    expect(ready.checks.storage).toEqual({ ok: true });
  });

  it('lose the photos nothing used to the uploads prune, file and record, and keep those in use', async () => {
    gw.services.storage = await S3FileStorage.open(settings());
    const member = await gw.signedInMember();
    const viewer = (await viewerFromToken(gw.services, gw.sessions, member.token))!;
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#aa5533' } })
      .png()
      .toBuffer();
    const store = () =>
      storeImage(gw.services, viewer, new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }), 'avatar', 'avatar');
    const unused = await store();
    const avatar = await store();
    await gw.prisma.user.update({ where: { id: viewer.id }, data: { avatarUrl: avatar.url } });

    await pruneUploads(gw.services, { at: new Date(Date.now() + (UNUSED_UPLOAD_GRACE_HOURS + 1) * 3_600_000) });
    expect(await gw.services.storage.get(unused.key)).toBeNull();
    expect(await gw.prisma.upload.count({ where: { key: unused.key } })).toBe(0);
    expect((await gw.app.request(unused.url)).status).toBe(404);
    expect(await gw.services.storage.get(avatar.key)).not.toBeNull();
    expect((await gw.app.request(avatar.url)).status).toBe(200);
  });
});
