import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const FOLLOW = `mutation($input: FollowInput!) {
  follow(input: $input) {
    __typename
    ... on FollowPayload {
      user { databaseId viewerIsFollowing connectionCounts { followers following mutual } }
      viewer { databaseId connectionCounts { followers following mutual } }
    }
    ... on Error { message code }
    ... on ValidationError { fields { path message } }
  }
}`;

const UNFOLLOW = `mutation($input: UnfollowInput!) {
  unfollow(input: $input) {
    __typename
    ... on UnfollowPayload {
      user { databaseId viewerIsFollowing connectionCounts { followers following mutual } }
      viewer { databaseId connectionCounts { followers following mutual } }
    }
    ... on Error { message code }
  }
}`;

const PROFILE = `query($id: Int!) {
  user(databaseId: $id) { viewerIsFollowing followsViewer connectionCounts { followers following mutual } }
}`;

const LIST = `query($id: Int!, $first: Int, $after: String) {
  user(databaseId: $id) {
    followers(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor connectedAt node { databaseId username displayName firstName lastName avatarUrl profileType bio location } }
    }
    following(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { connectedAt node { databaseId username } }
    }
  }
}`;

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');

type Member = Awaited<ReturnType<TestGateway['signedInMember']>>;

async function followAs(member: Member, other: { id: number }) {
  return (await gw.graphql(FOLLOW, { input: { userId: globalId('User', other.id) } }, { token: member.token })).data!.follow;
}

async function unfollowAs(member: Member, other: { id: number }) {
  return (await gw.graphql(UNFOLLOW, { input: { userId: globalId('User', other.id) } }, { token: member.token })).data!.unfollow;
}

/** Members made in bulk (no passwords), for lists and storms. */
async function bulkMembers(count: number, prefix: string) {
  const tag = randomBytes(3).toString('hex');
  const data = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${tag}${i}@example.com`,
    username: `${prefix}${tag}${i}`,
    firstName: `${prefix}`,
    lastName: `${i}`,
  }));
  await gw.prisma.user.createMany({ data });
  return gw.prisma.user.findMany({ where: { username: { startsWith: `${prefix}${tag}` } }, orderBy: { id: 'asc' } });
}

async function countersMatchRows(ids: number[]) {
  const users = await gw.prisma.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, followersCount: true, followingCount: true },
  });
  for (const user of users) {
    expect({ id: user.id, followers: user.followersCount, following: user.followingCount }).toEqual({
      id: user.id,
      followers: await gw.prisma.follow.count({ where: { followingId: user.id } }),
      following: await gw.prisma.follow.count({ where: { followerId: user.id } }),
    });
  }
}

describe('following a member', () => {
  it('answers with both members’ new counts and that the viewer now follows', async () => {
    const alice = await gw.signedInMember();
    const bob = await gw.signedInMember();
    expect(await followAs(alice, bob.user)).toEqual({
      __typename: 'FollowPayload',
      user: { databaseId: bob.user.id, viewerIsFollowing: true, connectionCounts: { followers: 1, following: 0, mutual: 0 } },
      viewer: { databaseId: alice.user.id, connectionCounts: { followers: 0, following: 1, mutual: 0 } },
    });
  });

  it('is idempotent: following again or unfollowing twice leaves the counts as they were', async () => {
    const alice = await gw.signedInMember();
    const bob = await gw.signedInMember();
    await followAs(alice, bob.user);
    const again = await followAs(alice, bob.user);
    expect(again.user.connectionCounts.followers).toBe(1);
    expect(again.viewer.connectionCounts.following).toBe(1);

    const unfollowed = await unfollowAs(alice, bob.user);
    expect(unfollowed).toEqual({
      __typename: 'UnfollowPayload',
      user: { databaseId: bob.user.id, viewerIsFollowing: false, connectionCounts: { followers: 0, following: 0, mutual: 0 } },
      viewer: { databaseId: alice.user.id, connectionCounts: { followers: 0, following: 0, mutual: 0 } },
    });
    const twice = await unfollowAs(alice, bob.user);
    expect(twice.user.connectionCounts.followers).toBe(0);
    expect(twice.viewer.connectionCounts.following).toBe(0);
    await countersMatchRows([alice.user.id, bob.user.id]);
  });

  it('refuses following or unfollowing oneself, changing nothing', async () => {
    const alice = await gw.signedInMember();
    expect(await followAs(alice, alice.user)).toEqual({
      __typename: 'ValidationError',
      message: 'You cannot follow yourself.',
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'userId', message: 'You cannot follow yourself.' }],
    });
    expect(await unfollowAs(alice, alice.user)).toMatchObject({ __typename: 'ValidationError', message: 'You cannot unfollow yourself.' });
    expect(await gw.prisma.follow.count({ where: { followerId: alice.user.id } })).toBe(0);
    await countersMatchRows([alice.user.id]);
  });

  it('asks signed-out callers to sign in', async () => {
    const bob = await gw.signedInMember();
    const { data } = await gw.graphql(FOLLOW, { input: { userId: globalId('User', bob.user.id) } });
    expect(data!.follow).toEqual({ __typename: 'NotAuthorizedError', message: 'Sign in to follow members.', code: 'UNAUTHENTICATED' });
    const unfollowed = (await gw.graphql(UNFOLLOW, { input: { userId: globalId('User', bob.user.id) } })).data!.unfollow;
    expect(unfollowed.code).toBe('UNAUTHENTICATED');
    expect(await gw.prisma.follow.count({ where: { followingId: bob.user.id } })).toBe(0);
  });

  it('does not find unknown members or ids of other types', async () => {
    const alice = await gw.signedInMember();
    for (const userId of [globalId('User', 99_999_999), globalId('Cocktail', alice.user.id), 'garbage']) {
      const { data } = await gw.graphql(FOLLOW, { input: { userId } }, { token: alice.token });
      expect(data!.follow).toEqual({ __typename: 'NotFoundError', message: 'Member not found', code: 'NOT_FOUND' });
    }
    await countersMatchRows([alice.user.id]);
  });
});

describe('connection counts', () => {
  it('count followers, following, and mutual follows, and tell whether the viewer follows and is followed', async () => {
    const [carol, dan, erin, finn] = await Promise.all([
      gw.signedInMember(),
      gw.signedInMember(),
      gw.signedInMember(),
      gw.signedInMember(),
    ]);
    // carol follows dan and erin; dan and finn follow carol: dan is mutual.
    await followAs(carol, dan.user);
    await followAs(carol, erin.user);
    await followAs(dan, carol.user);
    await followAs(finn, carol.user);

    const asDan = (await gw.graphql(PROFILE, { id: carol.user.id }, { token: dan.token })).data!.user;
    expect(asDan).toEqual({ viewerIsFollowing: true, followsViewer: true, connectionCounts: { followers: 2, following: 2, mutual: 1 } });
    const asErin = (await gw.graphql(PROFILE, { id: carol.user.id }, { token: erin.token })).data!.user;
    expect(asErin).toMatchObject({ viewerIsFollowing: false, followsViewer: true });
    const anonymous = (await gw.graphql(PROFILE, { id: carol.user.id })).data!.user;
    expect(anonymous).toEqual({
      viewerIsFollowing: false,
      followsViewer: false,
      connectionCounts: { followers: 2, following: 2, mutual: 1 },
    });
  });

  it('counts mutual follows from either side, whichever list is shorter', async () => {
    const hub = await gw.signedInMember();
    const fans = await bulkMembers(6, 'fan');
    // Six follow the hub; the hub follows three of them back and one stranger.
    await gw.prisma.follow.createMany({ data: fans.map((fan) => ({ followerId: fan.id, followingId: hub.user.id })) });
    const stranger = await gw.signedInMember();
    await gw.prisma.follow.createMany({
      data: [...fans.slice(0, 3), stranger.user].map((user) => ({ followerId: hub.user.id, followingId: user.id })),
    });
    await gw.prisma.user.update({ where: { id: hub.user.id }, data: { followersCount: 6, followingCount: 4 } });
    const fan = (await gw.graphql(PROFILE, { id: hub.user.id })).data!.user.connectionCounts;
    expect(fan).toEqual({ followers: 6, following: 4, mutual: 3 });
    // The same members seen from a fan who follows one person (the hub), who follows them back.
    await gw.prisma.user.update({ where: { id: fans[0].id }, data: { followersCount: 1, followingCount: 1 } });
    expect((await gw.graphql(PROFILE, { id: fans[0].id })).data!.user.connectionCounts.mutual).toBe(1);
  });
});

describe('followers and following lists', () => {
  it('list the newest connection first, with its date and the card fields, to anyone', async () => {
    const star = await gw.signedInMember();
    const fans = await Promise.all([
      gw.signedInMember({ firstName: 'Ana' }),
      gw.signedInMember({ firstName: 'Ben' }),
      gw.signedInMember({ firstName: 'Cy' }),
    ]);
    for (const fan of fans) await followAs(fan, star.user);
    await followAs(star, fans[1].user);

    const { data, errors } = await gw.graphql(LIST, { id: star.user.id, first: 10 });
    expect(errors).toBeUndefined();
    const { followers, following } = data!.user;
    expect(followers.totalCount).toBe(3);
    expect(followers.edges.map((edge: any) => edge.node.firstName)).toEqual(['Cy', 'Ben', 'Ana']);
    expect(followers.edges[0].node).toMatchObject({
      databaseId: fans[2].user.id,
      username: fans[2].user.username,
      profileType: 'user',
      bio: null,
      location: null,
    });
    const dates = followers.edges.map((edge: any) => Date.parse(edge.connectedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(followers.pageInfo.hasNextPage).toBe(false);
    expect(following.edges.map((edge: any) => edge.node.databaseId)).toEqual([fans[1].user.id]);
    expect(following.totalCount).toBe(1);
  });

  it('page forwards by cursor through every connection exactly once, even when connections share an instant', async () => {
    const star = await gw.signedInMember();
    const fans = await bulkMembers(45, 'pager');
    const instant = new Date('2026-01-02T03:04:05.678Z');
    // Fifteen at one instant, the rest a second apart: ties are broken by member id.
    await gw.prisma.follow.createMany({
      data: fans.map((fan, i) => ({
        followerId: fan.id,
        followingId: star.user.id,
        createdAt: i < 15 ? instant : new Date(instant.getTime() + (i - 14) * 1000),
      })),
    });
    await gw.prisma.user.update({ where: { id: star.user.id }, data: { followersCount: 45 } });

    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const { data, errors } = await gw.graphql(LIST, { id: star.user.id, first: 10, after });
      expect(errors).toBeUndefined();
      const page: any = data!.user.followers;
      seen.push(...page.edges.map((edge: any) => edge.node.databaseId));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(5);
    const expected = [
      ...fans
        .slice(15)
        .reverse()
        .map((fan) => fan.id),
      ...fans.slice(0, 15).map((fan) => fan.id),
    ];
    expect(seen).toEqual(expected);
  });

  it('read a page with one statement for the member and their connections, whatever the page size', async () => {
    const star = await gw.signedInMember();
    const fans = await bulkMembers(60, 'count');
    await gw.prisma.follow.createMany({ data: fans.map((fan) => ({ followerId: fan.id, followingId: star.user.id })) });
    await gw.prisma.follow.createMany({ data: fans.map((fan) => ({ followerId: star.user.id, followingId: fan.id })) });
    const counts: number[] = [];
    for (const first of [1, 20, 50]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql(LIST, { id: star.user.id, first }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.user.followers.edges).toHaveLength(first);
      counts.push(statements.length);
    }
    const firstPage = (await gw.graphql(LIST, { id: star.user.id, first: 20 })).data!.user.followers.pageInfo.endCursor;
    const { result, statements } = await gw.recordQueries(() => gw.graphql(LIST, { id: star.user.id, first: 20, after: firstPage }));
    expect(result.data!.user.followers.edges).toHaveLength(20);
    counts.push(statements.length);
    expect(counts).toEqual([1, 1, 1, 1]);
  });

  it('answer what is asked of a page without its nodes: the count, the page info, the cursors', async () => {
    const star = await gw.signedInMember();
    const fans = await bulkMembers(3, 'nodeless');
    await gw.prisma.follow.createMany({ data: fans.map((fan) => ({ followerId: fan.id, followingId: star.user.id })) });
    await gw.prisma.follow.createMany({ data: fans.map((fan) => ({ followerId: star.user.id, followingId: fan.id })) });
    await gw.prisma.user.update({ where: { id: star.user.id }, data: { followersCount: 3, followingCount: 3 } });
    for (const list of ['followers', 'following']) {
      const counted = await gw.graphql(`query($id: Int!) { user(databaseId: $id) { ${list}(first: 5) { totalCount } } }`, {
        id: star.user.id,
      });
      expect(counted, list).toEqual({ data: { user: { [list]: { totalCount: 3 } } } });
      const paged = await gw.graphql(
        `query($id: Int!) { user(databaseId: $id) { ${list}(first: 2) { pageInfo { hasNextPage endCursor } edges { cursor connectedAt } } } }`,
        { id: star.user.id },
      );
      expect(paged.errors, list).toBeUndefined();
      const page = paged.data!.user[list];
      expect(page.pageInfo.hasNextPage).toBe(true);
      expect(page.edges).toHaveLength(2);
      expect(page.pageInfo.endCursor).toBe(page.edges[1].cursor);
    }
  });

  it('refuse backward paging and cursors they did not make', async () => {
    const star = await gw.signedInMember();
    const backwards = await gw.graphql(`query($id: Int!) { user(databaseId: $id) { followers(last: 5) { totalCount } } }`, {
      id: star.user.id,
    });
    expect(backwards.errors![0]).toMatchObject({
      message: 'Followers and following are paged forwards only (first and after).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const forged = await gw.graphql(LIST, { id: star.user.id, after: 'bm90IGEgY3Vyc29y' });
    expect(forged.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('a storm of follows and unfollows', () => {
  it('leaves every counter equal to the rows it counts', async () => {
    const members = await bulkMembers(8, 'storm');
    const tokens = await Promise.all(members.map((member) => gw.tokenFor(member.id)));
    const calls: Array<Promise<unknown>> = [];
    // Every ordered pair, several times each, follows and unfollows interleaved, all at once.
    for (let round = 0; round < 3; round++) {
      members.forEach((from, i) =>
        members.forEach((to, j) => {
          if (i === j) return;
          const mutation = (i + j + round) % 3 === 0 ? UNFOLLOW : FOLLOW;
          calls.push(gw.graphql(mutation, { input: { userId: globalId('User', to.id) } }, { token: tokens[i] }));
        }),
      );
    }
    const results = (await Promise.all(calls)) as Array<{ data?: Record<string, { __typename: string }>; errors?: unknown[] }>;
    expect(results.filter((result) => result.errors)).toEqual([]);
    expect(results.every((result) => Object.values(result.data!)[0].__typename.endsWith('Payload'))).toBe(true);
    await countersMatchRows(members.map((member) => member.id));
  });
});
