// The feed's inboxes kept by jobs (decision 0075): an act's write no longer copies it into its
// followers' inboxes, only into feed_fan_outs, and the feed shows it all the same; the feed.fan-out job
// copies it in batches, once however often it runs, retried on failure, never to someone who unfollowed
// meanwhile; the feed.prune job drops what is past the horizon and cuts each inbox to its newest entries,
// after which the feed ends where the inbox does.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEED_FANOUT_MAX } from '../../common/feed';
import { onQuery } from '../db/client';
import { FEED_HORIZON_DAYS, fanOutPendingActs, pruneFeedInboxes } from '../domain/feed-inbox';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { JOB_KINDS, jobHandlers, jobSchedules, type Jobs, wakeFeedFanOut } from './kinds';

let gw: TestGateway;
type Member = Awaited<ReturnType<TestGateway['signedInMember']>>;
let actor: Member;
let followers: Member[];
const FOLLOWERS = 12;

const FEED = `query { viewer { feed(first: 100) { edges { cursor node { databaseId kind event { name } } } } } }`;
const NEWER = `query($since: String!) { viewer { newFeedItemCount(since: $since) } }`;

async function feedOf(member: Member): Promise<Array<{ cursor: string; node: { databaseId: number; event: { name: string } | null } }>> {
  const result = await gw.graphql<any>(FEED, {}, { token: member.token });
  expect(result.errors).toBeUndefined();
  return result.data!.viewer.feed.edges;
}

const eventNames = async (member: Member) => (await feedOf(member)).map((edge) => edge.node.event?.name).filter(Boolean);

let serial = 0;
async function eventBy(member: Member) {
  serial += 1;
  return gw.prisma.event.create({ data: { ownerId: member.user.id, name: `Jobs Night ${process.pid} ${serial}`, date: '2099-01-01' } });
}

async function actOf(eventId: number) {
  return (await gw.prisma.activity.findFirstOrThrow({ where: { eventId } })).id;
}

const inboxCount = (activityId: number) => gw.prisma.feedEntry.count({ where: { activityId } });

beforeAll(async () => {
  gw = await setupTestGateway();
  actor = await gw.signedInMember();
  followers = [];
  for (let i = 0; i < FOLLOWERS; i++) followers.push(await gw.signedInMember());
  await gw.prisma.follow.createMany({ data: followers.map((f) => ({ followerId: f.user.id, followingId: actor.user.id })) });
  await gw.prisma.user.update({ where: { id: actor.user.id }, data: { followersCount: FOLLOWERS } });
  // What the setup itself wrote is copied now: each test starts with nothing pending.
  await fanOutPendingActs(gw.services);
}, 300_000);
afterAll(async () => {
  await gw?.close();
});

describe('saving an act', () => {
  it('writes the act and one pending row, and no inbox row, in its own transaction', async () => {
    const recorded: string[] = [];
    const stop = onQuery((sql) => recorded.push(sql));
    let event;
    try {
      event = await eventBy(actor);
    } finally {
      stop();
    }
    // The write's one statement (its triggers write the act and the pending row).
    expect(recorded.filter((sql) => /^\s*INSERT/i.test(sql))).toHaveLength(1);
    const act = await actOf(event.id);
    expect(await inboxCount(act)).toBe(0);
    expect(await gw.prisma.feedFanOut.findUnique({ where: { activityId: act } })).toMatchObject({ actorId: actor.user.id, doneThrough: 0 });
  });

  it('is in the followers’ feeds and their "N new" count at once, before the job has run', async () => {
    const before = await feedOf(followers[0]);
    const event = await eventBy(actor);
    const act = await actOf(event.id);
    expect(await inboxCount(act)).toBe(0);
    const feed = await feedOf(followers[0]);
    expect(feed[0].node.databaseId).toBe(act);
    expect((await gw.graphql<any>(NEWER, { since: before[0].cursor }, { token: followers[0].token })).data!.viewer.newFeedItemCount).toBe(
      1,
    );
    // The actor's own feed has it too; a member who does not follow them does not.
    expect(await eventNames(actor)).toContain(event.name);
    const stranger = await gw.signedInMember();
    expect(await eventNames(stranger)).not.toContain(event.name);
    // Once copied, it is the same one item (not two).
    await fanOutPendingActs(gw.services);
    expect(await inboxCount(act)).toBe(FOLLOWERS + 1);
    const after = await feedOf(followers[0]);
    expect(after.map((edge) => edge.node.databaseId)).toEqual(feed.map((edge) => edge.node.databaseId));
  });
});

describe('the feed.fan-out job', () => {
  it('copies an act into the actor’s and each follower’s inbox, in batches, and nothing more when run again', async () => {
    const event = await eventBy(actor);
    const act = await actOf(event.id);
    // Batches of 5 rows: the actor's row and 12 followers take three of them.
    const first = await fanOutPendingActs(gw.services, { batchSize: 5, maxBatches: 1 });
    expect(first).toMatchObject({ batches: 1, more: true });
    expect(await inboxCount(act)).toBe(5);
    const progress = await gw.prisma.feedFanOut.findUniqueOrThrow({ where: { activityId: act } });
    expect(progress.doneThrough).toBeGreaterThan(0);
    const rest = await fanOutPendingActs(gw.services, { batchSize: 5 });
    expect(rest.more).toBe(false);
    expect(await inboxCount(act)).toBe(FOLLOWERS + 1);
    expect(await gw.prisma.feedFanOut.count()).toBe(0);
    const members = await gw.prisma.feedEntry.findMany({ where: { activityId: act }, select: { memberId: true } });
    expect(members.map((row) => row.memberId).sort()).toEqual([actor, ...followers].map((m) => m.user.id).sort());
    // Again: nothing pending, nothing written.
    expect(await fanOutPendingActs(gw.services)).toMatchObject({ acts: 0, batches: 1 });
    expect(await inboxCount(act)).toBe(FOLLOWERS + 1);
  });

  it('never doubles an entry when a batch is done again (a retry after its progress was lost)', async () => {
    const event = await eventBy(actor);
    const act = await actOf(event.id);
    await fanOutPendingActs(gw.services, { batchSize: 5, maxBatches: 2 });
    // A worker that died after copying but before its progress was kept: the act starts over.
    await gw.prisma.feedFanOut.update({ where: { activityId: act }, data: { doneThrough: 0 } });
    await fanOutPendingActs(gw.services, { batchSize: 5 });
    expect(await inboxCount(act)).toBe(FOLLOWERS + 1);
  });

  it('copies nothing to a member who unfollowed before it ran, and only the actor’s row for a loud account', async () => {
    const leaving = followers[FOLLOWERS - 1];
    await gw.prisma.follow.delete({ where: { followerId_followingId: { followerId: leaving.user.id, followingId: actor.user.id } } });
    const event = await eventBy(actor);
    expect(await eventNames(leaving)).not.toContain(event.name);
    await fanOutPendingActs(gw.services);
    const act = await actOf(event.id);
    expect(await gw.prisma.feedEntry.count({ where: { activityId: act, memberId: leaving.user.id } })).toBe(0);
    expect(await inboxCount(act)).toBe(FOLLOWERS);
    await gw.prisma.follow.create({ data: { followerId: leaving.user.id, followingId: actor.user.id } });

    await gw.prisma.user.update({ where: { id: actor.user.id }, data: { followersCount: FEED_FANOUT_MAX + 1 } });
    try {
      const loudEvent = await eventBy(actor);
      await fanOutPendingActs(gw.services);
      const loudAct = await actOf(loudEvent.id);
      expect(await gw.prisma.feedEntry.findMany({ where: { activityId: loudAct }, select: { memberId: true } })).toEqual([
        { memberId: actor.user.id },
      ]);
      // Read at read time instead.
      expect(await eventNames(followers[0])).toContain(loudEvent.name);
    } finally {
      await gw.prisma.user.update({ where: { id: actor.user.id }, data: { followersCount: FOLLOWERS } });
    }
  });

  it('runs on the queue when woken, is retried after a failure, and keeps one job waiting', async () => {
    // One waiting at most: a second wake while one waits is dropped.
    expect(JOB_KINDS['feed.fan-out'].oneWaiting).toBe(true);
    const firstId = await gw.jobs.send('feed.fan-out', {});
    expect(firstId).toEqual(expect.any(String));
    expect(await gw.jobs.send('feed.fan-out', {})).toBeNull();

    const event = await eventBy(actor);
    const act = await actOf(event.id);
    const handlers = jobHandlers(gw.services, { weeklyTop10RefreshSeconds: 300 }, gw.logger);
    let tries = 0;
    await gw.jobs.start({
      handlers: {
        ...handlers,
        async 'feed.fan-out'(payload) {
          tries += 1;
          if (tries === 1) throw new Error('the database went away');
          await handlers['feed.fan-out'](payload);
        },
      },
    });
    await vi.waitFor(async () => expect(await inboxCount(act)).toBe(FOLLOWERS + 1), { timeout: 30_000, interval: 200 });
    expect(tries).toBeGreaterThanOrEqual(2);
    expect(await gw.prisma.feedFanOut.count()).toBe(0);
  });
});

describe('waking the fan-out', () => {
  it('sends one job for the acts heard together, and another for those heard after it was sent', async () => {
    const sent: string[] = [];
    const jobs: Jobs = {
      send: async (name) => {
        sent.push(name);
        return 'id';
      },
    };
    const wake = wakeFeedFanOut(jobs, gw.logger);
    for (let i = 0; i < 50; i++) wake();
    await vi.waitFor(() => expect(sent).toEqual(['feed.fan-out']), { timeout: 5_000, interval: 20 });
    wake();
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 5_000, interval: 20 });
  });

  it('is swept every minute, and the inboxes pruned every six hours', () => {
    const schedules = jobSchedules({ weeklyTop10RefreshSeconds: 300 });
    expect(schedules).toContainEqual({ name: 'feed.fan-out', everySeconds: 60 });
    expect(schedules).toContainEqual({ name: 'feed.prune', everySeconds: 6 * 3600 });
  });
});

describe('the feed.prune job', () => {
  const DAY = 24 * 3_600_000;

  /** An achievement by `by` at `at`, copied into the inboxes. */
  async function actAt(by: Member, at: Date) {
    serial += 1;
    const achievement = await gw.prisma.achievement.create({
      data: { userId: by.user.id, title: `Prize ${serial}`, type: 'award', createdAt: at },
    });
    await fanOutPendingActs(gw.services);
    return (await gw.prisma.activity.findFirstOrThrow({ where: { achievementId: achievement.id } })).id;
  }

  it(`drops inbox entries older than ${FEED_HORIZON_DAYS} days, which the feed no longer shows`, async () => {
    const old = await actAt(actor, new Date(Date.now() - (FEED_HORIZON_DAYS + 2) * DAY));
    const recent = await actAt(actor, new Date(Date.now() - DAY));
    const ids = async () => (await feedOf(followers[1])).map((edge) => edge.node.databaseId);
    expect(await ids()).toContain(recent);
    // Past the horizon it is not shown, pruned or not.
    expect(await ids()).not.toContain(old);
    const pruned = await pruneFeedInboxes(gw.services);
    expect(pruned.pastHorizon).toBeGreaterThanOrEqual(FOLLOWERS + 1);
    expect(await inboxCount(old)).toBe(0);
    expect(await inboxCount(recent)).toBe(FOLLOWERS + 1);
  });

  it('cuts each inbox to its newest entries, in batches of members, and the feed ends there for loud accounts too', async () => {
    const reader = await gw.signedInMember();
    const quiet = await gw.signedInMember();
    const loud = await gw.signedInMember();
    await gw.prisma.follow.createMany({
      data: [
        { followerId: reader.user.id, followingId: quiet.user.id },
        { followerId: reader.user.id, followingId: loud.user.id },
      ],
    });
    await gw.prisma.user.update({ where: { id: loud.user.id }, data: { followersCount: FEED_FANOUT_MAX + 1 } });
    await gw.prisma.user.update({ where: { id: quiet.user.id }, data: { followersCount: 1 } });
    const hour = 3_600_000;
    const quietActs: number[] = [];
    const loudActs: number[] = [];
    for (let i = 8; i >= 1; i--) {
      quietActs.push(await actAt(quiet, new Date(Date.now() - i * 2 * hour)));
      loudActs.push(await actAt(loud, new Date(Date.now() - (i * 2 + 1) * hour)));
    }
    const everything = (await feedOf(reader)).map((edge) => edge.node.databaseId);
    expect(everything).toEqual(expect.arrayContaining([...quietActs, ...loudActs]));

    const result = await pruneFeedInboxes(gw.services, { max: 5, membersPerBatch: 3 });
    expect(result.inboxesCut).toBeGreaterThanOrEqual(1);
    const kept = await gw.prisma.feedEntry.findMany({ where: { memberId: reader.user.id }, select: { activityId: true } });
    expect(kept.map((row) => row.activityId).sort()).toEqual(quietActs.slice(-5).sort());
    const floor = await gw.prisma.feedInboxFloor.findUniqueOrThrow({ where: { memberId: reader.user.id } });
    expect(floor.activityId).toBe(quietActs.at(-5));
    // The feed ends at the floor: the loud account's older acts are not read either.
    const after = (await feedOf(reader)).map((edge) => edge.node.databaseId);
    expect(after).toEqual(expect.arrayContaining(quietActs.slice(-5)));
    expect(after).toEqual(expect.arrayContaining(loudActs.slice(-4)));
    expect(after.filter((id) => quietActs.slice(0, 3).includes(id) || loudActs.slice(0, 4).includes(id))).toEqual([]);
    // Nothing more to cut; an inbox under the cap is left alone.
    expect(await pruneFeedInboxes(gw.services, { max: 5 })).toMatchObject({ pastCap: 0 });
  });

  it('finds what it deletes through indexes, not by reading the table', async () => {
    const plans = await gw.prisma.$transaction(async (tx) => {
      // The test database is small enough for a scan (or a bitmap and a sort) to be cheaper: ask what the indexes allow.
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      await tx.$executeRawUnsafe('SET LOCAL enable_bitmapscan = off');
      const explain = async (query: string) =>
        (await tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${query}`)).map((row) => row['QUERY PLAN']).join('\n');
      return {
        horizon: await explain(`SELECT member_id, activity_id FROM feed_entries WHERE created_at < now() - interval '90 days' LIMIT 5000`),
        cap: await explain(
          `SELECT e.created_at FROM feed_entries e WHERE e.member_id = 1 ORDER BY e.created_at DESC, e.activity_id DESC OFFSET 999 LIMIT 1`,
        ),
      };
    });
    expect(plans.horizon).toMatch(/Index (Only )?Scan (using|on) feed_entries_created_at_idx/);
    expect(plans.cap).toMatch(/Index (Only )?Scan (using|on) feed_entries_member_id_created_at_activity_id_idx/);
    expect(`${plans.horizon}\n${plans.cap}`).not.toMatch(/Seq Scan|Sort/);
  });
});
