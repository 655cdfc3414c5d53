// Personal access tokens (issue 42, decision 0079): made once with their secret shown once, stored
// hashed, accepted as a bearer token on GraphQL and /api, last use written at most once a minute,
// revoked one at a time (at once on this instance), and managed from a session only.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MESSAGES } from '../../common/access-tokens';
import { hashAccessTokenSecret } from '../auth/access-tokens';
import { viewerFromToken } from '../auth/sessions';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const CREATE = /* GraphQL */ `
  mutation ($input: CreateAccessTokenInput!) {
    result: createAccessToken(input: $input) {
      __typename
      ... on CreateAccessTokenPayload {
        secret
        accessToken {
          id
          name
          scope
          hint
          expiresAt
          lastUsedAt
        }
      }
      ... on Error {
        code
        message
      }
      ... on ValidationError {
        fields {
          path
          message
        }
      }
    }
  }
`;
const REVOKE = /* GraphQL */ `
  mutation ($input: RevokeAccessTokenInput!) {
    result: revokeAccessToken(input: $input) {
      __typename
      ... on RevokeAccessTokenPayload {
        revokedAccessTokenId
      }
      ... on Error {
        code
        message
      }
    }
  }
`;
const LIST = '{ accessTokens(first: 20) { totalCount edges { node { id name scope lastUsedAt } } } }';
const VIEWER = '{ viewer { username } }';

async function makeToken(token: string, input: Record<string, unknown> = {}) {
  const response = await gw.graphql(CREATE, { input: { name: 'Menu sync', scope: 'read', expiresInDays: 30, ...input } }, { token });
  return response.data!.result;
}

// Generous: a busy two-core machine takes seconds over a first request.
describe('a personal access token', { timeout: 120_000 }, () => {
  it('is made with a name, scope and expiry, and its secret is answered once and stored only as its hash', async () => {
    const member = await gw.signedInMember();
    const before = Date.now();
    const made = await makeToken(member.token, { name: '  Menu   sync ' });
    expect(made.__typename).toBe('CreateAccessTokenPayload');
    expect(made.secret).toMatch(/^repour_pat_[A-Za-z0-9_-]{43}$/);
    expect(made.accessToken).toMatchObject({ name: 'Menu sync', scope: 'read', hint: made.secret.slice(11, 15), lastUsedAt: null });
    const days = (Date.parse(made.accessToken.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const row = await gw.prisma.accessToken.findFirstOrThrow({ where: { userId: member.user.id } });
    expect(row.secretHash).toBe(hashAccessTokenSecret(made.secret));
    expect(JSON.stringify(row)).not.toContain(made.secret.slice(11));
    // Listed without its secret.
    const list = await gw.graphql(LIST, {}, { token: member.token });
    expect(list.data!.accessTokens.edges.map((edge: any) => edge.node.name)).toEqual(['Menu sync']);
  });

  it('never expires when made with a null expiry, and expires in 30 days when none is given', async () => {
    const member = await gw.signedInMember();
    expect((await makeToken(member.token, { expiresInDays: null })).accessToken.expiresAt).toBeNull();
    const omitted = await gw.graphql(CREATE, { input: { name: 'Default', scope: 'read_write' } }, { token: member.token });
    expect(Date.parse(omitted.data!.result.accessToken.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('refuses a blank name and an expiry not offered, field by field, and makes nothing', async () => {
    const member = await gw.signedInMember();
    const refused = await makeToken(member.token, { name: ' ', expiresInDays: 12 });
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.fields).toEqual([
      { path: 'name', message: ACCESS_TOKEN_MESSAGES.nameRequired },
      { path: 'expiresInDays', message: ACCESS_TOKEN_MESSAGES.expiry },
    ]);
    expect(await gw.prisma.accessToken.count({ where: { userId: member.user.id } })).toBe(0);
  });

  it('signs its member in as a bearer token on GraphQL and /api', async () => {
    const member = await gw.signedInMember();
    const { secret } = await makeToken(member.token);
    expect((await gw.graphql(VIEWER, {}, { token: secret })).data!.viewer).toEqual({ username: member.user.username });
    const me = await gw.rest('GET', '/api/auth/me', { token: secret });
    expect(me.status).toBe(200);
    expect(me.body.username ?? me.body.user?.username).toBe(member.user.username);
  });

  it('records its last use, written at most once a minute however often it is used', async () => {
    const member = await gw.signedInMember();
    const { secret, accessToken } = await makeToken(member.token);
    // No viewer cache: every request reads the token.
    const uncached = { secret: gw.sessions.secret, ttlDays: 30, viewerCacheSeconds: 0 };
    await viewerFromToken(gw.services, uncached, secret);
    const first = (await gw.prisma.accessToken.findUniqueOrThrow({ where: { id: rowIdOf(accessToken.id) } })).lastUsedAt;
    expect(first).not.toBeNull();
    const { statements } = await gw.recordQueries(async () => {
      for (let i = 0; i < 3; i++) await viewerFromToken(gw.services, uncached, secret);
    });
    expect(statements.filter((statement) => /access_tokens/.test(statement))).toHaveLength(3);
    expect(statements.filter((statement) => /UPDATE/i.test(statement))).toEqual([]);
    // A minute later, the next use writes it again.
    const aMinuteAgo = new Date(Date.now() - 61_000);
    await gw.prisma.accessToken.update({ where: { id: rowIdOf(accessToken.id) }, data: { lastUsedAt: aMinuteAgo } });
    await viewerFromToken(gw.services, uncached, secret);
    const later = (await gw.prisma.accessToken.findUniqueOrThrow({ where: { id: rowIdOf(accessToken.id) } })).lastUsedAt!;
    expect(later.getTime()).toBeGreaterThan(aMinuteAgo.getTime());
    const list = await gw.graphql(LIST, {}, { token: member.token });
    expect(list.data!.accessTokens.edges[0].node.lastUsedAt).toBe(later.toISOString());
  });

  it("stops working at once when revoked, while its member's other tokens and sessions go on", async () => {
    const member = await gw.signedInMember();
    const kept = await makeToken(member.token, { name: 'Kept' });
    const revoked = await makeToken(member.token, { name: 'Revoked' });
    // Both used (and so cached) before the revocation.
    expect((await gw.graphql(VIEWER, {}, { token: revoked.secret })).data!.viewer).not.toBeNull();
    expect((await gw.graphql(VIEWER, {}, { token: kept.secret })).data!.viewer).not.toBeNull();
    const result = (await gw.graphql(REVOKE, { input: { id: revoked.accessToken.id } }, { token: member.token })).data!.result;
    expect(result).toEqual({ __typename: 'RevokeAccessTokenPayload', revokedAccessTokenId: revoked.accessToken.id });
    expect((await gw.graphql(VIEWER, {}, { token: revoked.secret })).data!.viewer).toBeNull();
    expect((await gw.rest('GET', '/api/auth/me', { token: revoked.secret })).status).toBe(401);
    expect((await gw.graphql(VIEWER, {}, { token: kept.secret })).data!.viewer).not.toBeNull();
    expect((await gw.graphql(VIEWER, {}, { token: member.token })).data!.viewer).not.toBeNull();
    // Revoked again: it is not there any more.
    const again = (await gw.graphql(REVOKE, { input: { id: revoked.accessToken.id } }, { token: member.token })).data!.result;
    expect(again).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: ACCESS_TOKEN_MESSAGES.notFound });
  });

  it('stops working once expired', async () => {
    const member = await gw.signedInMember();
    const { secret, accessToken } = await makeToken(member.token, { expiresInDays: 7 });
    await gw.prisma.accessToken.update({ where: { id: rowIdOf(accessToken.id) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await gw.graphql(VIEWER, {}, { token: secret })).data!.viewer).toBeNull();
  });

  it('cannot list, make or revoke tokens, or change the password, even with read and write scope', async () => {
    const member = await gw.signedInMember();
    const { secret, accessToken } = await makeToken(member.token, { scope: 'read_write' });
    const list = await gw.graphql(LIST, {}, { token: secret });
    expect(list.errors?.[0]).toMatchObject({ message: ACCESS_TOKEN_MESSAGES.sessionOnly, extensions: { code: 'FORBIDDEN' } });
    expect((await makeToken(secret)).message).toBe(ACCESS_TOKEN_MESSAGES.sessionOnly);
    expect((await gw.graphql(REVOKE, { input: { id: accessToken.id } }, { token: secret })).data!.result.code).toBe('FORBIDDEN');
    const password = await gw.graphql(
      'mutation { result: changePassword(input: { newPassword: "Another-secret-3" }) { __typename ... on Error { code message } } }',
      {},
      { token: secret },
    );
    expect(password.data!.result).toEqual({
      __typename: 'NotAuthorizedError',
      code: 'FORBIDDEN',
      message: ACCESS_TOKEN_MESSAGES.sessionOnly,
    });
    expect(await gw.prisma.accessToken.count({ where: { userId: member.user.id } })).toBe(1);
  });

  it("cannot make invite codes, even an admin's with read and write scope: an account outlives the token", async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const { secret } = await makeToken(admin.token, { scope: 'read_write' });
    const invites = 'mutation { createInvites(input: { profileType: admin, isAdmin: true }) { __typename ... on Error { code message } } }';
    const answer = await gw.graphql<any>(invites, {}, { token: secret });
    expect(answer.data!.createInvites).toEqual({
      __typename: 'NotAuthorizedError',
      code: 'FORBIDDEN',
      message: ACCESS_TOKEN_MESSAGES.sessionOnly,
    });
    expect(await gw.prisma.invite.count({ where: { createdById: admin.user.id } })).toBe(0);
    // The admin's own session still makes them.
    expect((await gw.graphql<any>(invites, {}, { token: admin.token })).data!.createInvites.__typename).toBe('CreateInvitesPayload');
  });

  it('is refused every write when read-only, as a FORBIDDEN error naming its scope', async () => {
    const member = await gw.signedInMember();
    const { secret } = await makeToken(member.token, { scope: 'read' });
    const write = await gw.graphql('mutation { updateProfile(input: { bio: "From a script" }) { __typename } }', {}, { token: secret });
    expect(write.data).toBeUndefined();
    expect(write.errors).toEqual([
      expect.objectContaining({ message: ACCESS_TOKEN_MESSAGES.readOnly, extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    ]);
  });

  it('is listed and revoked by an admin for its member, and by no other member', async () => {
    const member = await gw.signedInMember();
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const other = await gw.signedInMember();
    const { accessToken, secret } = await makeToken(member.token);
    const byUser = 'query($id: ID!) { accessTokens(userId: $id, first: 5) { totalCount edges { node { name user { username } } } } }';
    const variables = { id: encodeGlobalID('User', member.user.id) };
    const listed = await gw.graphql(byUser, variables, { token: admin.token });
    expect(listed.data!.accessTokens).toEqual({
      totalCount: 1,
      edges: [{ node: { name: 'Menu sync', user: { username: member.user.username } } }],
    });
    expect((await gw.graphql(byUser, variables, { token: other.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gw.graphql(REVOKE, { input: { id: accessToken.id } }, { token: other.token })).data!.result.code).toBe('NOT_FOUND');
    expect((await gw.graphql(REVOKE, { input: { id: accessToken.id } }, { token: admin.token })).data!.result.__typename).toBe(
      'RevokeAccessTokenPayload',
    );
    expect((await gw.graphql(VIEWER, {}, { token: secret })).data!.viewer).toBeNull();
  });
});

function rowIdOf(globalId: string): number {
  return Number(Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]);
}
