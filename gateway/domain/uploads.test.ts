// Uploads nothing uses (decision 0089): the uploads prune deletes one, record and file, once nothing has
// used it for its grace (from its upload, or from when a cocktail or profile let go of it), and keeps
// those in use and those still in their grace; an account may hold only so many unused at once.
import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNUSED_UPLOAD_GRACE_HOURS, UNUSED_UPLOADS_CAP, UNUSED_UPLOADS_MAX } from '../../common/uploads';
import { jobHandlers, jobSchedules } from '../jobs/kinds';
import { databaseFingerprint } from '../testing/fingerprint';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { pruneUploads } from './uploads';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const HOUR = 3_600_000;
const GRACE = UNUSED_UPLOAD_GRACE_HOURS * HOUR;

const UPLOAD_PHOTO = `mutation Upload($photo: File!) {
  uploadCocktailPhoto(input: { photo: $photo }) { __typename ... on CocktailPhotoPayload { photoUrl } ... on Error { message code } }
}`;
const UPLOAD_AVATAR = `mutation Avatar($avatar: File!) {
  uploadAvatar(input: { avatar: $avatar }) { __typename ... on UploadAvatarPayload { user { avatarUrl } } ... on Error { message code } }
}`;
const CREATE = `mutation Create($input: CocktailInput!) {
  createCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { id photoUrl } } ... on Error { message } }
}`;
const UPDATE = `mutation Update($input: UpdateCocktailInput!) {
  updateCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { photoUrl } } ... on Error { message } }
}`;

const png = (background = '#d2691e') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

/** One file sent as the web app sends it: a graphql-multipart-request-spec request. */
async function send(token: string, query: string, variable: 'photo' | 'avatar'): Promise<Record<string, any>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { [variable]: null } }));
  form.append('map', JSON.stringify({ 0: [`variables.${variable}`] }));
  form.append('0', new File([new Uint8Array(await png())], 'p.png', { type: 'image/png' }));
  const response = await gw.app.request('/graphql', {
    method: 'POST',
    headers: { 'x-forwarded-for': '10.9.9.9', 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` },
    body: form,
  });
  const { data } = (await response.json()) as { data: Record<string, Record<string, any>> };
  return Object.values(data)[0];
}

async function uploadPhoto(token: string): Promise<string> {
  const result = await send(token, UPLOAD_PHOTO, 'photo');
  expect(result.__typename).toBe('CocktailPhotoPayload');
  return result.photoUrl;
}

let serial = 0;
async function cocktailWith(token: string, photoUrl: string): Promise<string> {
  serial += 1;
  const input = { name: `Pruned Sour ${process.pid}-${serial}`, photoUrl, ingredients: [{ amount: 50, ingredient: 'Gin' }] };
  const result = (await gw.graphql<any>(CREATE, { input }, { token })).data!.createCocktail;
  expect(result.__typename).toBe('CocktailPayload');
  return result.cocktail.id;
}

const keyOf = (url: string) => url.replace('/uploads/', '');
/** Whether the upload's record and its file are there. */
async function kept(url: string): Promise<{ record: boolean; file: boolean }> {
  const record = (await gw.prisma.upload.count({ where: { key: keyOf(url) } })) === 1;
  const file = await access(path.join(gw.dataDir, 'uploads', keyOf(url))).then(
    () => true,
    () => false,
  );
  return { record, file };
}

/** As if nothing had used the upload since `ago` milliseconds ago (its upload, or its release). */
const releasedAgo = (url: string, ago: number) =>
  gw.prisma.upload.update({ where: { key: keyOf(url) }, data: { releasedAt: new Date(Date.now() - ago) } });

describe('the uploads prune', () => {
  it('deletes a photo nothing used past its grace, record and file, and keeps one in use and a young one', async () => {
    const { token } = await gw.signedInMember();
    const abandoned = await uploadPhoto(token);
    const used = await uploadPhoto(token);
    const young = await uploadPhoto(token);
    await cocktailWith(token, used);
    await releasedAgo(abandoned, GRACE + HOUR);
    await releasedAgo(used, GRACE + HOUR);
    await releasedAgo(young, GRACE - HOUR);

    const result = await pruneUploads(gw.services);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await kept(abandoned)).toEqual({ record: false, file: false });
    expect((await gw.app.request(abandoned)).status).toBe(404);
    expect(await kept(used)).toEqual({ record: true, file: true });
    expect((await gw.app.request(used)).status).toBe(200);
    expect(await kept(young)).toEqual({ record: true, file: true });
    // The one in use is not looked at again until something lets go of it.
    expect((await gw.prisma.upload.findUniqueOrThrow({ where: { key: keyOf(used) } })).releasedAt).toBeNull();
  });

  it("deletes a replaced avatar's old file and a removed cocktail photo a grace after, and keeps what replaced them", async () => {
    const { user, token } = await gw.signedInMember();
    const first = (await send(token, UPLOAD_AVATAR, 'avatar')).user.avatarUrl;
    const photo = await uploadPhoto(token);
    const cocktail = await cocktailWith(token, photo);
    // Past their grace, both are found in use, and not looked at again...
    await pruneUploads(gw.services, { at: new Date(Date.now() + GRACE + HOUR) });
    for (const url of [first, photo]) expect(await kept(url)).toEqual({ record: true, file: true });

    // ...until the profile and the cocktail let go of them.
    const second = (await send(token, UPLOAD_AVATAR, 'avatar')).user.avatarUrl;
    expect((await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBe(second);
    const removed = (await gw.graphql<any>(UPDATE, { input: { id: cocktail, cocktail: { photoUrl: null } } }, { token })).data!
      .updateCocktail;
    expect(removed).toEqual({ __typename: 'CocktailPayload', cocktail: { photoUrl: null } });

    // Within the grace of their release, all are kept.
    await pruneUploads(gw.services, { at: new Date(Date.now() + GRACE - HOUR) });
    for (const url of [first, second, photo]) expect(await kept(url)).toEqual({ record: true, file: true });

    await pruneUploads(gw.services, { at: new Date(Date.now() + GRACE + HOUR) });
    expect(await kept(first)).toEqual({ record: false, file: false });
    expect(await kept(photo)).toEqual({ record: false, file: false });
    expect(await kept(second)).toEqual({ record: true, file: true });
    expect((await gw.app.request(second)).status).toBe(200);
  });

  it('reads its candidates, and whether each is in use, through indexes', async () => {
    const plans = await gw.prisma.$transaction(async (tx) => {
      // The test database is small enough for a scan to be the cheaper plan: ask what the indexes allow.
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      await tx.$executeRawUnsafe('SET LOCAL enable_bitmapscan = off');
      const explain = async (sql: string) =>
        (await tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${sql}`)).map((row) => row['QUERY PLAN']).join('\n');
      return {
        due: await explain(`SELECT id FROM uploads WHERE released_at < now() - interval '24 hours' ORDER BY released_at LIMIT 200`),
        photo: await explain(`SELECT 1 FROM cocktails WHERE photo_url = '/uploads/cocktails/x.webp'`),
        avatar: await explain(`SELECT 1 FROM users WHERE avatar_url = '/uploads/avatars/x.webp'`),
        unused: await explain(`SELECT count(*) FROM uploads WHERE owner_id = 1 AND released_at IS NOT NULL`),
      };
    });
    expect(plans.due).toMatch(/Index (Only )?Scan using uploads_released_at_idx/);
    expect(plans.photo).toMatch(/Index (Only )?Scan using cocktails_photo_url_idx/);
    expect(plans.avatar).toMatch(/Index (Only )?Scan using users_avatar_url_idx/);
    expect(plans.unused).toMatch(/Index (Only )?Scan using uploads_owner_id_released_at_idx/);
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/Seq Scan|Filter:/);
  });

  it('runs every hour as the uploads.prune job', async () => {
    const { token } = await gw.signedInMember();
    const abandoned = await uploadPhoto(token);
    await releasedAgo(abandoned, GRACE + HOUR);
    const config = { weeklyTop10RefreshSeconds: 300 };
    expect(jobSchedules(config)).toContainEqual({ name: 'uploads.prune', everySeconds: 3600 });
    await gw.jobs.start({ handlers: jobHandlers(gw.services, config, gw.logger), schedules: [] });
    await gw.services.jobs.send('uploads.prune', {});
    await vi.waitFor(async () => expect(await kept(abandoned)).toEqual({ record: false, file: false }), { timeout: 20_000, interval: 100 });
  });
});

describe('the cap on unused uploads', () => {
  it(`refuses an upload past ${UNUSED_UPLOADS_MAX} unused ones with its message, storing nothing; one put to use frees a place`, async () => {
    const { user, token } = await gw.signedInMember();
    const urls = [await uploadPhoto(token), await uploadPhoto(token)];
    // The rest as records (the cap counts records): 30 photos through sharp would only slow the test.
    await gw.prisma.upload.createMany({
      data: Array.from({ length: UNUSED_UPLOADS_MAX - urls.length }, (_, i) => ({
        ownerId: user.id,
        kind: 'cocktail_photo' as const,
        key: `cocktails/00000000-0000-4000-8000-${String(user.id * 100 + i).padStart(12, '0')}.webp`,
        mimeType: 'image/webp',
        bytes: 1,
        width: 1,
        height: 1,
      })),
    });
    const stored: string[] = [];
    const storage = gw.services.storage;
    gw.services.storage = Object.assign(Object.create(storage) as typeof storage, {
      put: (...args: Parameters<typeof storage.put>) => (stored.push(args[0]), storage.put(...args)),
    });
    try {
      const before = await databaseFingerprint(gw.prisma);
      for (const [query, variable] of [
        [UPLOAD_PHOTO, 'photo'],
        [UPLOAD_AVATAR, 'avatar'],
      ] as const) {
        expect(await send(token, query, variable)).toEqual({
          __typename: 'ValidationError',
          message: UNUSED_UPLOADS_CAP.message,
          code: 'BAD_USER_INPUT',
        });
      }
      expect(UNUSED_UPLOADS_CAP.message).toBe(
        'You can have at most 30 photos that are not on a cocktail or profile. Unused photos are deleted after 24 hours: use one, or try again then.',
      );
      expect(await databaseFingerprint(gw.prisma)).toEqual(before);
      expect(stored).toEqual([]);

      // Another member is not held back.
      expect(await uploadPhoto((await gw.signedInMember()).token)).toMatch(/^\/uploads\/cocktails\//);
      // A photo on a cocktail is in use, so it no longer counts: the next upload is taken.
      await cocktailWith(token, urls[0]);
      expect(await uploadPhoto(token)).toMatch(/^\/uploads\/cocktails\//);
    } finally {
      gw.services.storage = storage;
    }
  });
});
