// The app's background jobs (decision 0071) on the gateway's own database: the Weekly Top 10 is
// recomputed by its scheduled job, and the notifications prune deletes what is past its retention (read
// 90 days after reading, unread a year after it happened) through one index, keeping everything else.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pruneNotifications, READ_NOTIFICATION_RETENTION_DAYS, UNREAD_NOTIFICATION_RETENTION_DAYS } from '../domain/notifications';
import type { User } from '../generated/prisma/client';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import {
  FEED_FAN_OUT_SWEEP_SECONDS,
  FEED_PRUNE_SECONDS,
  jobHandlers,
  jobSchedules,
  NOTIFICATIONS_PRUNE_SECONDS,
  SESSIONS_PRUNE_SECONDS,
  UPLOADS_PRUNE_SECONDS,
} from './kinds';

let gw: TestGateway;
let fans: User[];

beforeAll(async () => {
  gw = await setupTestGateway();
  fans = [];
  for (let i = 0; i < 12; i++) {
    const tag = `${process.pid}j${i}`;
    fans.push(await gw.prisma.user.create({ data: { email: `jobfan${tag}@example.com`, username: `jobfan${tag}` } }));
  }
});
afterAll(async () => {
  await gw?.close();
});

const config = { weeklyTop10RefreshSeconds: 300 };
let started: Promise<void> | undefined;
/** This gateway's workers, with the app's handlers and schedules, as gateway/main.ts starts them. */
const startJobs = () =>
  (started ??= gw.jobs.start({ handlers: jobHandlers(gw.services, config, gw.logger), schedules: jobSchedules(config) }));

const TOP10 = `{ weeklyTop10 { computedAt edges { rank likes node { databaseId } } } }`;
const DAY = 24 * 3_600_000;

describe('the scheduled jobs', () => {
  it('are the Weekly Top 10 every WEEKLY_TOP10_REFRESH_SECONDS, the prunes every six hours (uploads every hour) and the feed sweep every minute', () => {
    expect(jobSchedules({ weeklyTop10RefreshSeconds: 120 })).toEqual([
      { name: 'weekly-top10.refresh', everySeconds: 120 },
      { name: 'notifications.prune', everySeconds: NOTIFICATIONS_PRUNE_SECONDS },
      { name: 'feed.fan-out', everySeconds: FEED_FAN_OUT_SWEEP_SECONDS },
      { name: 'feed.prune', everySeconds: FEED_PRUNE_SECONDS },
      { name: 'uploads.prune', everySeconds: UPLOADS_PRUNE_SECONDS },
      { name: 'sessions.prune', everySeconds: SESSIONS_PRUNE_SECONDS },
    ]);
    expect(NOTIFICATIONS_PRUNE_SECONDS).toBe(6 * 3600);
  });

  it('recompute the Weekly Top 10 when the queue starts, with the likes made since', async () => {
    const name = `Job Top ${process.pid}`;
    const cocktail = await gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), visibility: 'public' } });
    await gw.prisma.cocktailLike.createMany({ data: fans.map((fan) => ({ userId: fan.id, cocktailId: cocktail.id })) });
    const before = await gw.graphql<any>(TOP10);
    expect(before.data!.weeklyTop10.edges.map((edge: any) => edge.node.databaseId)).not.toContain(cocktail.id);

    await startJobs();
    await vi.waitFor(
      async () => {
        const list = (await gw.graphql<any>(TOP10)).data!.weeklyTop10;
        expect(list.computedAt).not.toBeNull();
        expect(list.edges).toContainEqual({ rank: expect.any(Number), likes: fans.length, node: { databaseId: cocktail.id } });
      },
      { timeout: 20_000, interval: 100 },
    );
  });
});

describe('the notifications prune', () => {
  const at = new Date('2031-06-01T12:00:00Z');
  const ago = (ms: number) => new Date(at.getTime() - ms);

  /** A notification to `recipient` from a fan (a follow: each fan's is its own row), made and read when given. */
  async function notification(recipient: User, fan: User, notifiedAt: Date, readAt: Date | null) {
    return gw.prisma.notification.create({
      data: { recipientId: recipient.id, actorId: fan.id, kind: 'follow', subjectId: 0, notifiedAt, readAt },
    });
  }

  it('deletes read ones 90 days after they were read and unread ones a year after they happened, and keeps the rest', async () => {
    const recipient = (await gw.signedInMember()).user;
    const readDays = READ_NOTIFICATION_RETENTION_DAYS * DAY;
    const unreadDays = UNREAD_NOTIFICATION_RETENTION_DAYS * DAY;
    const gone = [
      await notification(recipient, fans[0], ago(readDays + 10 * DAY), ago(readDays + DAY)),
      await notification(recipient, fans[1], ago(unreadDays + DAY), null),
      await notification(recipient, fans[2], ago(2 * unreadDays), ago(unreadDays)),
    ];
    const kept = [
      // Read 89 days ago, though it happened long before.
      await notification(recipient, fans[3], ago(unreadDays - DAY), ago(readDays - DAY)),
      // Unread for 364 days.
      await notification(recipient, fans[4], ago(unreadDays - DAY), null),
      // New, and new and read.
      await notification(recipient, fans[5], ago(DAY), null),
      await notification(recipient, fans[6], ago(DAY), ago(3_600_000)),
    ];
    // (Other members' notifications, made now, are past their retention in 2031 too.)
    const result = await pruneNotifications(gw.services, { at });
    expect(result.read).toBeGreaterThanOrEqual(2);
    expect(result.unread).toBeGreaterThanOrEqual(1);
    expect(result.deleted).toBe(result.read + result.unread);
    const left = await gw.prisma.notification.findMany({ where: { recipientId: recipient.id }, select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
    expect(gone.every((row) => !left.some((other) => other.id === row.id))).toBe(true);
    // Nothing more is due at the same time.
    expect(await pruneNotifications(gw.services, { at })).toMatchObject({ deleted: 0 });
  });

  it('deletes in batches until none is left', async () => {
    const recipient = (await gw.signedInMember()).user;
    for (const fan of fans.slice(0, 5)) await notification(recipient, fan, ago(400 * DAY), null);
    expect((await pruneNotifications(gw.services, { at, batchSize: 2 })).unread).toBeGreaterThanOrEqual(5);
    expect(await gw.prisma.notification.count({ where: { recipientId: recipient.id } })).toBe(0);
  });

  it('finds what it deletes through the (read_at, notified_at) index, not by reading the table', async () => {
    const plans = await gw.prisma.$transaction(async (tx) => {
      // The test database is small enough for a scan to be the cheaper plan: ask what the index allows.
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      const explain = (where: string) =>
        tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN SELECT id FROM notifications WHERE ${where} LIMIT 5000`);
      return [
        await explain(`read_at < now() - interval '90 days'`),
        await explain(`read_at IS NULL AND notified_at < now() - interval '365 days'`),
      ].map((rows) => rows.map((row) => row['QUERY PLAN']).join('\n'));
    });
    for (const plan of plans) {
      // Each rule is the index's condition: no row is read only to be filtered out.
      expect(plan).toMatch(/Index (Only )?Scan (using|on) notifications_read_at_notified_at_idx/);
      expect(plan).not.toMatch(/Seq Scan|Filter:/);
    }
  });

  it('runs as the notifications.prune job', async () => {
    const recipient = (await gw.signedInMember()).user;
    // Older than a year by the database's clock, which the job prunes for.
    const old = await notification(recipient, fans[8], new Date(Date.now() - 400 * DAY), null);
    const recent = await notification(recipient, fans[9], new Date(Date.now() - DAY), null);
    await startJobs();
    await gw.services.jobs.send('notifications.prune', {});
    await vi.waitFor(async () => expect(await gw.prisma.notification.findUnique({ where: { id: old.id } })).toBeNull(), {
      timeout: 20_000,
      interval: 100,
    });
    expect(await gw.prisma.notification.findUnique({ where: { id: recent.id } })).not.toBeNull();
  });
});
