// The home feed (issue 40, decision 0073): what the members one follows did and one's own acts, newest
// first; who sees which item (signed out, another member, the owner, an admin), private and deleted
// subjects, loud accounts read at read time, muting, paging, the count of newer items, one statement a page.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_FANOUT_MAX, FEED_MESSAGES, FEED_SUGGESTIONS_MAX } from '../../common/feed';
import { toSearchText } from '../../common/search-text';
import { readFile } from 'node:fs/promises';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay, type Way } from '../testing/read-ways';

let gw: TestGateway;

const FEED = `query($first: Int, $after: String) {
  viewer {
    feed(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node {
          id databaseId kind createdAt
          actor { databaseId displayName }
          cocktail { databaseId name }
          repour { note }
          review { rating text }
          checkIn { venue { name } }
          workEntry { position }
          achievement { title }
          event { name }
          gig { title }
        }
      }
    }
  }
}`;

const OTHERS_FEED = `query($id: Int!) { user(databaseId: $id) { feed(first: 5) { edges { node { databaseId } } } } }`;
const NEWER = `query($since: String!) { viewer { newFeedItemCount(since: $since) } }`;
const MUTE = `mutation($input: MuteMemberInput!) {
  muteMember(input: $input) {
    __typename
    ... on MuteMemberPayload { user { databaseId viewerHasMuted } viewer { databaseId } }
    ... on ValidationError { fields { path message } }
    ... on Error { message code }
  }
}`;
const UNMUTE = `mutation($input: UnmuteMemberInput!) {
  unmuteMember(input: $input) {
    __typename
    ... on UnmuteMemberPayload { user { databaseId viewerHasMuted } }
    ... on Error { message code }
  }
}`;

type Member = Awaited<ReturnType<TestGateway['signedInMember']>>;
let reader: Member;
let author: Member;
let loud: Member;
let stranger: Member;
let admin: Member;
let serial = 0;
const gid = (id: number) => encodeGlobalID('User', id);

async function cocktailOf(creatorId: number, visibility: 'public' | 'private' = 'public') {
  serial += 1;
  const name = `Feed Item ${serial}`;
  return gw.prisma.cocktail.create({ data: { name, nameSearch: toSearchText(name), creatorId, visibility } });
}

async function feedOf(member: Member, first = 50, after?: string) {
  const result = await gw.graphql<any>(FEED, { first, after }, { token: member.token });
  expect(result.errors).toBeUndefined();
  return result.data!.viewer.feed as {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{ cursor: string; node: any }>;
  };
}

const kindsAndNames = (feed: Awaited<ReturnType<typeof feedOf>>) =>
  feed.edges.map(({ node }) => `${node.kind}:${node.cocktail?.name ?? node.event?.name ?? node.achievement?.title ?? ''}`);

async function follow(follower: Member, followed: Member) {
  const result = await gw.graphql<any>(
    `mutation($input: FollowInput!) { follow(input: $input) { __typename } }`,
    { input: { userId: gid(followed.user.id) } },
    { token: follower.token },
  );
  expect(result.data?.follow.__typename).toBe('FollowPayload');
}

beforeAll(async () => {
  gw = await setupTestGateway();
  reader = await gw.signedInMember();
  author = await gw.signedInMember({ profileType: 'bartender', firstName: 'Ana', lastName: 'Reyes' });
  loud = await gw.signedInMember({ profileType: 'bar' });
  stranger = await gw.signedInMember();
  admin = await gw.signedInMember({ profileType: 'admin' });
  await follow(reader, author);
  await follow(admin, author);
  await follow(reader, loud);
});

afterAll(async () => {
  await gw?.close();
});

describe('the feed of a member', () => {
  let publicOne: { id: number; name: string };
  let privateOne: { id: number; name: string };

  beforeAll(async () => {
    publicOne = await cocktailOf(author.user.id);
    privateOne = await cocktailOf(author.user.id, 'private');
    const venue = await gw.prisma.venue.create({ data: { name: 'Feed Bar', city: 'Porto', searchText: 'feed bar porto' } });
    const other = await cocktailOf(stranger.user.id);
    await gw.prisma.repour.create({ data: { userId: author.user.id, cocktailId: other.id, note: 'Try this one' } });
    await gw.prisma.cocktailReview.create({ data: { userId: author.user.id, cocktailId: other.id, rating: 4, text: 'Bright and sharp' } });
    await gw.prisma.checkIn.create({ data: { userId: author.user.id, venueId: venue.id, cocktailId: other.id } });
    await gw.prisma.achievement.create({ data: { userId: author.user.id, type: 'award', title: 'Best Sour 2026' } });
  });

  it("shows what the members one follows did, newest first, with each subject's details", async () => {
    const feed = await feedOf(reader);
    const names = kindsAndNames(feed);
    expect(names).toEqual(
      expect.arrayContaining([
        `cocktail_posted:${publicOne.name}`,
        'repoured:Feed Item 3',
        'reviewed:Feed Item 3',
        'achievement_added:Best Sour 2026',
      ]),
    );
    const times = feed.edges.map((edge) => edge.node.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const repour = feed.edges.find((edge) => edge.node.kind === 'repoured')!.node;
    expect(repour.repour.note).toBe('Try this one');
    expect(repour.actor.displayName).toBe('Ana Reyes');
    const review = feed.edges.find((edge) => edge.node.kind === 'reviewed')!.node;
    expect(review.review).toEqual({ rating: 4, text: 'Bright and sharp' });
  });

  it("never shows a private cocktail but to its owner (and admins, as everywhere), and a check-in only to its member's own feed", async () => {
    expect(kindsAndNames(await feedOf(reader))).not.toContain(`cocktail_posted:${privateOne.name}`);
    expect(kindsAndNames(await feedOf(reader)).some((entry) => entry.startsWith('checked_in'))).toBe(false);
    const own = kindsAndNames(await feedOf(author));
    expect(own).toContain(`cocktail_posted:${privateOne.name}`);
    expect(own.some((entry) => entry.startsWith('checked_in'))).toBe(true);
    expect(kindsAndNames(await feedOf(admin))).toContain(`cocktail_posted:${privateOne.name}`);
  });

  it('is read by its member only: null for another member, an admin and a visitor', async () => {
    for (const token of [stranger.token, admin.token, undefined]) {
      const result = await gw.graphql<any>(OTHERS_FEED, { id: reader.user.id }, { token });
      expect(result.errors).toBeUndefined();
      expect(result.data!.user.feed).toBeNull();
    }
    const signedOut = await gw.graphql<any>(FEED, { first: 5 });
    expect(signedOut.data!.viewer).toBeNull();
  });

  it('loses an item whose cocktail goes private or is deleted', async () => {
    const going = await cocktailOf(author.user.id);
    const deleted = await cocktailOf(author.user.id);
    expect(kindsAndNames(await feedOf(reader))).toEqual(
      expect.arrayContaining([`cocktail_posted:${going.name}`, `cocktail_posted:${deleted.name}`]),
    );
    await gw.prisma.cocktail.update({ where: { id: going.id }, data: { visibility: 'private' } });
    await gw.prisma.cocktail.delete({ where: { id: deleted.id } });
    const names = kindsAndNames(await feedOf(reader));
    expect(names).not.toContain(`cocktail_posted:${going.name}`);
    expect(names).not.toContain(`cocktail_posted:${deleted.name}`);
    expect(kindsAndNames(await feedOf(author))).toContain(`cocktail_posted:${going.name}`);
  });

  it(`shows the acts of an account with more than ${FEED_FANOUT_MAX} followers, read when the page is read`, async () => {
    await gw.prisma.user.update({ where: { id: loud.user.id }, data: { followersCount: FEED_FANOUT_MAX + 1 } });
    const event = await gw.prisma.event.create({ data: { ownerId: loud.user.id, name: 'Loud Night', date: '2099-01-01' } });
    // Not copied into the follower's inbox...
    expect(await gw.prisma.feedEntry.count({ where: { memberId: reader.user.id, activity: { eventId: event.id } } })).toBe(0);
    // ...and in their feed all the same, newest first among the rest.
    const feed = await feedOf(reader);
    expect(kindsAndNames(feed)[0]).toBe('event_posted:Loud Night');
  });

  it('pages by cursor without gaps or repeats, and refuses a cursor of another list', async () => {
    const whole = (await feedOf(reader, 100)).edges.map((edge) => edge.node.databaseId);
    expect(whole.length).toBeGreaterThanOrEqual(5);
    const seen: number[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await feedOf(reader, 2, after);
      seen.push(...page.edges.map((edge) => edge.node.databaseId));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor!;
    }
    expect(seen).toEqual(whole);
    const bad = await gw.graphql<any>(FEED, { first: 2, after: 'bm90LWEtY3Vyc29y' }, { token: reader.token });
    expect(bad.errors?.[0]?.message).toBe(FEED_MESSAGES.badCursor);
  });

  it('counts the items newer than a cursor (what the "N new" pill says)', async () => {
    const feed = await feedOf(reader, 100);
    const oldest = feed.edges.at(-1)!.cursor;
    const newest = feed.edges[0].cursor;
    const counted = await gw.graphql<any>(NEWER, { since: oldest }, { token: reader.token });
    expect(counted.errors).toBeUndefined();
    expect(counted.data!.viewer.newFeedItemCount).toBe(feed.edges.length - 1);
    expect((await gw.graphql<any>(NEWER, { since: newest }, { token: reader.token })).data!.viewer.newFeedItemCount).toBe(0);
    await cocktailOf(author.user.id);
    expect((await gw.graphql<any>(NEWER, { since: newest }, { token: reader.token })).data!.viewer.newFeedItemCount).toBe(1);
    const bad = await gw.graphql<any>(NEWER, { since: 'nope' }, { token: reader.token });
    expect(bad.errors?.[0]?.message).toBe(FEED_MESSAGES.badCursor);
  });

  it('reads a page in one statement, whatever its size', async () => {
    await feedOf(reader, 1);
    const counts: number[] = [];
    for (const first of [2, 20]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(FEED, { first }, { token: reader.token }));
      expect(result.errors).toBeUndefined();
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[1]).toBeLessThanOrEqual(2);
  });

  it('takes an unfollowed member out of the feed, and brings their latest acts in on following again', async () => {
    const other = await gw.signedInMember();
    await follow(other, author);
    expect(kindsAndNames(await feedOf(other)).length).toBeGreaterThan(0);
    await gw.graphql(
      `mutation($input: UnfollowInput!) { unfollow(input: $input) { __typename } }`,
      { input: { userId: gid(author.user.id) } },
      { token: other.token },
    );
    expect(kindsAndNames(await feedOf(other))).toEqual([]);
    await follow(other, author);
    expect(kindsAndNames(await feedOf(other)).length).toBeGreaterThan(0);
  });
});

describe('shared check-ins (decision 0046 as amended)', () => {
  const SHARE = `mutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload { user { shareCheckIns } }
      ... on Error { message }
    }
  }`;
  const CHECK_IN_NODE = `query($id: ID!) { node(id: $id) { ... on CheckIn { databaseId venue { name } cocktail { name } } } }`;
  let sharer: Member;
  let follower: Member;
  let bystander: Member;
  let checkInId: number;
  const checkIns = async (member: Member) =>
    (await feedOf(member)).edges.filter((edge) => edge.node.kind === 'checked_in' && edge.node.actor.databaseId === sharer.user.id);
  const byId = async (member: Member | null) => {
    const result = await gw.graphql<any>(CHECK_IN_NODE, { id: encodeGlobalID('CheckIn', checkInId) }, { token: member?.token });
    expect(result.errors).toBeUndefined();
    return result.data!.node;
  };
  const share = async (on: boolean) => {
    const result = await gw.graphql<any>(SHARE, { input: { shareCheckIns: on } }, { token: sharer.token });
    expect(result.data!.updateProfile).toEqual({ __typename: 'UpdateProfilePayload', user: { shareCheckIns: on } });
  };

  beforeAll(async () => {
    sharer = await gw.signedInMember({ firstName: 'Lia', lastName: 'Moreno' });
    follower = await gw.signedInMember();
    bystander = await gw.signedInMember();
    await follow(follower, sharer);
    await follow(admin, sharer);
    const venue = await gw.prisma.venue.create({ data: { name: 'Shared Bar', city: 'Lima', searchText: 'shared bar lima' } });
    const drink = await cocktailOf(stranger.user.id);
    checkInId = (await gw.prisma.checkIn.create({ data: { userId: sharer.user.id, venueId: venue.id, cocktailId: drink.id } })).id;
  });

  it('is off by default: only the member and admins see the check-in, in the feed and by id', async () => {
    const own = await gw.graphql<any>(`query { viewer { shareCheckIns } }`, {}, { token: sharer.token });
    expect(own.data!.viewer.shareCheckIns).toBe(false);
    expect(await checkIns(follower)).toEqual([]);
    expect(await byId(follower)).toBeNull();
    expect((await checkIns(sharer)).length).toBe(1);
    expect((await checkIns(admin)).length).toBe(1);
    expect(await byId(admin)).toMatchObject({ databaseId: checkInId });
  });

  it("shows the check-in, with its venue and cocktail, to the member's followers once they share, and never to others", async () => {
    await share(true);
    const [item] = await checkIns(follower);
    expect(item.node.checkIn).toEqual({ venue: { name: 'Shared Bar' } });
    expect(item.node.cocktail.name).toMatch(/^Feed Item/);
    expect(await byId(follower)).toMatchObject({ databaseId: checkInId, venue: { name: 'Shared Bar' } });
    // Someone who does not follow them, and a visitor, see nothing; nor do others read the setting.
    expect(await checkIns(bystander)).toEqual([]);
    expect(await byId(bystander)).toBeNull();
    expect(await byId(null)).toBeNull();
    const setting = await gw.graphql<any>(
      `query($id: Int!) { user(databaseId: $id) { shareCheckIns } }`,
      { id: sharer.user.id },
      {
        token: follower.token,
      },
    );
    expect(setting.data!.user.shareCheckIns).toBeNull();
    // The owner and admins, as always.
    expect((await checkIns(sharer)).length).toBe(1);
    expect(await byId(sharer)).toMatchObject({ databaseId: checkInId });
  });

  it('answers the follower alike on the read path and the Prisma path', async () => {
    const node = `query($id: ID!) { node(id: $id) { id ... on CheckIn { venue { name } } } }`;
    for (const [query, variables] of [
      [FEED, { first: 20 }],
      [node, { id: encodeGlobalID('CheckIn', checkInId) }],
    ] as const) {
      for (const member of [follower, bystander]) {
        const viaPrisma = await inWay('prisma', () => gw.graphql<any>(query, variables, { token: member.token }));
        expect(viaPrisma.errors).toBeUndefined();
        expect(await inWay('objects', () => gw.graphql<any>(query, variables, { token: member.token }))).toEqual(viaPrisma);
        expect(await inWay('text', () => gw.graphql<any>(query, variables, { token: member.token }))).toEqual(viaPrisma);
      }
    }
  });

  it("takes the check-in out of followers' feeds as soon as sharing is turned off, and out of an unfollower's", async () => {
    await follow(bystander, sharer);
    expect((await checkIns(bystander)).length).toBe(1);
    await gw.graphql(
      `mutation($input: UnfollowInput!) { unfollow(input: $input) { __typename } }`,
      { input: { userId: gid(sharer.user.id) } },
      { token: bystander.token },
    );
    expect(await byId(bystander)).toBeNull();
    await share(false);
    expect(await checkIns(follower)).toEqual([]);
    expect(await byId(follower)).toBeNull();
    expect((await checkIns(sharer)).length).toBe(1);
    expect((await checkIns(admin)).length).toBe(1);
  });

  it('refuses a setting that is not a boolean and changes nothing', async () => {
    const result = await gw.graphql<any>(SHARE, { input: { shareCheckIns: 'yes' } }, { token: sharer.token });
    expect(result.errors?.length).toBeGreaterThan(0);
    expect((await gw.prisma.user.findUniqueOrThrow({ where: { id: sharer.user.id } })).shareCheckIns).toBe(false);
  });
});

describe('muting', () => {
  it("takes a member's acts out of the muter's feed, without telling them, until unmuted", async () => {
    const before = (await feedOf(reader)).edges.filter((edge) => edge.node.actor.databaseId === author.user.id);
    expect(before.length).toBeGreaterThan(0);
    const muted = await gw.graphql<any>(MUTE, { input: { userId: gid(author.user.id) } }, { token: reader.token });
    expect(muted.data!.muteMember).toEqual({
      __typename: 'MuteMemberPayload',
      user: { databaseId: author.user.id, viewerHasMuted: true },
      viewer: { databaseId: reader.user.id },
    });
    expect((await feedOf(reader)).edges.filter((edge) => edge.node.actor.databaseId === author.user.id)).toEqual([]);
    // Nobody else's feed changes, the member's notifications say nothing, and they cannot see the mute.
    expect((await feedOf(admin)).edges.some((edge) => edge.node.actor.databaseId === author.user.id)).toBe(true);
    expect(
      await gw.prisma.notification.count({ where: { recipientId: author.user.id, actorId: reader.user.id, kind: { not: 'follow' } } }),
    ).toBe(0);
    const seen = await gw.graphql<any>(
      `query($id: Int!) { user(databaseId: $id) { viewerHasMuted } }`,
      { id: reader.user.id },
      { token: author.token },
    );
    expect(seen.data!.user.viewerHasMuted).toBe(false);
    // Muting again changes nothing; unmuting brings them back.
    expect(
      (await gw.graphql<any>(MUTE, { input: { userId: gid(author.user.id) } }, { token: reader.token })).data!.muteMember.__typename,
    ).toBe('MuteMemberPayload');
    const unmuted = await gw.graphql<any>(UNMUTE, { input: { userId: gid(author.user.id) } }, { token: reader.token });
    expect(unmuted.data!.unmuteMember).toEqual({
      __typename: 'UnmuteMemberPayload',
      user: { databaseId: author.user.id, viewerHasMuted: false },
    });
    expect((await feedOf(reader)).edges.filter((edge) => edge.node.actor.databaseId === author.user.id).length).toBe(before.length);
  });

  it('refuses oneself, an unknown member and a visitor, and writes nothing', async () => {
    const self = await gw.graphql<any>(MUTE, { input: { userId: gid(reader.user.id) } }, { token: reader.token });
    expect(self.data!.muteMember).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'userId', message: FEED_MESSAGES.self }],
    });
    const unknown = await gw.graphql<any>(MUTE, { input: { userId: gid(99_999_999) } }, { token: reader.token });
    expect(unknown.data!.muteMember).toMatchObject({ __typename: 'NotFoundError', message: FEED_MESSAGES.memberNotFound });
    const visitor = await gw.graphql<any>(MUTE, { input: { userId: gid(author.user.id) } });
    expect(visitor.data!.muteMember).toMatchObject({
      __typename: 'NotAuthorizedError',
      code: 'UNAUTHENTICATED',
      message: FEED_MESSAGES.signInToMute,
    });
    expect(await gw.prisma.mute.count({ where: { muterId: reader.user.id } })).toBe(0);
  });
});

describe('people to follow', () => {
  const SUGGESTIONS = `query { viewer { databaseId peopleToFollow { databaseId location } } }`;

  it('suggests members of the same city first, never oneself nor someone followed, and only to the member', async () => {
    const newcomer = await gw.signedInMember();
    await gw.prisma.user.update({ where: { id: newcomer.user.id }, data: { location: 'Ulaanbaatar, Mongolia' } });
    const local = await gw.signedInMember({ profileType: 'bartender' });
    await gw.prisma.user.update({ where: { id: local.user.id }, data: { location: 'ULAANBAATAR,  mongolia' } });
    const first = await gw.graphql<any>(SUGGESTIONS, {}, { token: newcomer.token });
    expect(first.errors).toBeUndefined();
    const ids = first.data!.viewer.peopleToFollow.map((person: any) => person.databaseId);
    expect(ids[0]).toBe(local.user.id);
    expect(ids).not.toContain(newcomer.user.id);
    expect(ids.length).toBeLessThanOrEqual(FEED_SUGGESTIONS_MAX);
    await follow(newcomer, local);
    const after = await gw.graphql<any>(SUGGESTIONS, {}, { token: newcomer.token });
    expect(after.data!.viewer.peopleToFollow.map((person: any) => person.databaseId)).not.toContain(local.user.id);
    const others = await gw.graphql<any>(
      `query($id: Int!) { user(databaseId: $id) { peopleToFollow { databaseId } } }`,
      { id: newcomer.user.id },
      { token: stranger.token },
    );
    expect(others.data!.user.peopleToFollow).toEqual([]);
  });
});

describe('the read paths', () => {
  /** A web request's text as Relay sends it. */
  async function relayQuery(path: string): Promise<string> {
    const source = await readFile(new URL(`../../web/src/features/${path}`, import.meta.url), 'utf8');
    return JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(source)![1]) as string;
  }

  async function answered(way: Way, query: string, variables: Record<string, unknown>, token: string) {
    return inWay(way, async () => {
      const response = await gw.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return response.text();
    });
  }

  it("answers the web feed's requests (the screen, its next page, the new-item count) byte for byte as the Prisma path", async () => {
    const screen = await relayQuery('feed/__generated__/FeedPageQuery.graphql.ts');
    const next = await relayQuery('feed/__generated__/FeedListPaginationQuery.graphql.ts');
    const first = await feedOf(reader, 3);
    const requests: Array<[string, Record<string, unknown>]> = [
      [screen, { first: 20, top10First: 5 }],
      [next, { id: gid(reader.user.id), first: 3, after: first.pageInfo.endCursor }],
      [NEWER, { since: first.edges.at(-1)!.cursor }],
    ];
    for (const [query, variables] of requests) {
      const prisma = await answered('prisma', query, variables, reader.token);
      expect(JSON.parse(prisma).errors).toBeUndefined();
      expect(await answered('objects', query, variables, reader.token)).toBe(prisma);
      expect(await answered('text', query, variables, reader.token)).toBe(prisma);
    }
  });
});
