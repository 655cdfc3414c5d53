// The legacy API's is_verified and badges (spec section 3) follow what admins grant in the app and the
// tick a verified current position gives (decision 50): the profiles, sign-in and search carry them.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const SET_BADGE = `mutation($input: SetMemberBadgeInput!) { setMemberBadge(input: $input) { __typename } }`;
const SET_VERIFIED = `mutation($input: SetMemberVerifiedInput!) { setMemberVerified(input: $input) { __typename } }`;

describe('@GET /api/users/{id}, /api/users/profile, /api/auth/me, /api/search: is_verified and badges', () => {
  it('OK @200: carry what an admin granted, and lose it when removed', async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const tag = `rcbadge${process.pid}`;
    const member = await gw.signedInMember({ profileType: 'bartender', firstName: 'Badge', lastName: tag, username: tag });
    await gw.prisma.user.update({ where: { id: member.user.id }, data: { searchText: `badge ${tag}` } });
    const userId = encodeGlobalID('User', member.user.id);

    const before = await gw.rest('GET', `/api/users/${member.user.id}`);
    expect(before.body).toMatchObject({ is_verified: false, badges: [] });

    for (const badge of ['identity_verified', 'og']) {
      const granted = await gw.graphql(SET_BADGE, { input: { userId, badge, granted: true } }, { token: admin.token });
      expect(granted.data!.setMemberBadge.__typename).toBe('SetMemberBadgePayload');
    }
    await gw.graphql(SET_VERIFIED, { input: { userId, verified: true } }, { token: admin.token });

    const granted = { is_verified: true, badges: ['og', 'identity_verified'] };
    expect((await gw.rest('GET', `/api/users/${member.user.id}`)).body).toMatchObject(granted);
    expect((await gw.rest('GET', '/api/users/profile', { token: member.token })).body).toMatchObject(granted);
    expect((await gw.rest('GET', '/api/auth/me', { token: member.token })).body.user).toMatchObject(granted);
    const login = await gw.rest('POST', '/api/auth/login', { body: { email: tag, password: member.password } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject(granted);
    const search = await gw.rest('GET', `/api/search?q=${tag}`);
    expect(search.body.users).toEqual([expect.objectContaining({ id: member.user.id, ...granted })]);

    await gw.graphql(SET_VERIFIED, { input: { userId, verified: false } }, { token: admin.token });
    await gw.graphql(SET_BADGE, { input: { userId, badge: 'og', granted: false } }, { token: admin.token });
    expect((await gw.rest('GET', `/api/users/${member.user.id}`)).body).toMatchObject({
      is_verified: false,
      badges: ['identity_verified'],
    });
  });

  it('OK @200: is_verified is true for a member whose current position its organisation verified, and false once it ends', async () => {
    const { user } = await gw.signedInMember({ profileType: 'bartender' });
    const entry = await gw.prisma.workEntry.create({
      data: {
        userId: user.id,
        organizationName: 'Legacy Bar',
        position: 'Bartender',
        city: 'Porto',
        startDate: '2021-01',
        current: true,
        verificationStatus: 'verified',
      },
    });
    const profile = await gw.rest('GET', `/api/users/${user.id}`);
    expect(profile.body).toMatchObject({ is_verified: true, badges: [] });
    expect(profile.body.work_history[0]).toMatchObject({ current: true, verificationStatus: 'verified' });

    await gw.prisma.workEntry.update({ where: { id: entry.id }, data: { current: false, endDate: '2024-06' } });
    expect((await gw.rest('GET', `/api/users/${user.id}`)).body).toMatchObject({ is_verified: false });
  });
});
