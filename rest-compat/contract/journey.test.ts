// A whole member journey through the legacy REST API alone: an invite, sign-up, a cocktail with a photo,
// reading it back, following a member, suggesting a correction, and an admin resolving it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvites } from '../../gateway/domain/invites';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('the legacy REST journey', () => {
  it('from an invite code to an admin resolving the suggestion, through /api only', async () => {
    // Arranged outside the API: an invite code (admins hand these out), a member to follow, an admin account.
    const [invite] = await createInvites(gw.services, { profileType: 'bartender' });
    const { user: mentor } = await gw.createMember({ profileType: 'bartender', firstName: 'Ada', lastName: 'Coleman' });
    const { user: admin, password: adminPassword } = await gw.createMember({ profileType: 'admin' });

    // 1. The invite is valid and says which account it makes.
    const validation = await gw.rest('GET', `/api/invites/validate/${invite.code}`);
    expect(validation).toMatchObject({ status: 200, body: { valid: true, profile_type: 'bartender', is_admin: false, error: null } });

    // 2. Sign up; the token works at once.
    const signup = await gw.rest('POST', '/api/auth/signup', {
      body: {
        inviteCode: invite.code,
        firstName: 'Jo',
        lastName: 'Journey',
        email: `jo.journey.${Date.now()}@example.com`,
        password: 'Shaken#Not2',
      },
    });
    expect(signup.status).toBe(201);
    const token: string = signup.body.token;
    const me = await gw.rest('GET', '/api/auth/me', { token });
    expect(me).toMatchObject({
      status: 200,
      body: { user: { id: signup.body.user.id, username: 'jo.journey', is_admin: false, profile_type: 'bartender' } },
    });

    // 3. A cocktail with a photo: upload, then create with its URL.
    const form = new FormData();
    const photoBytes = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#d4a017' } })
      .jpeg()
      .toBuffer();
    form.append('photo', new File([new Uint8Array(photoBytes)], 'golden.jpg', { type: 'image/jpeg' }));
    const photo = await gw.rest('POST', '/api/cocktails/photo', { token, form });
    expect(photo.status).toBe(201);
    const created = await gw.rest('POST', '/api/cocktails', {
      token,
      body: {
        name: 'Journey Gold Rush',
        description: 'Bourbon, honey, lemon',
        visibility: 'public',
        is_mocktail: false,
        type_enum: 'my_own',
        glassware: 'Rocks',
        photo_url: photo.body.photo_url,
        ingredients: [
          { amount: 2, unit: 'oz', ingredient: 'Bourbon Whiskey', brand: null, order_index: 1 },
          { amount: 0.75, unit: 'oz', ingredient: 'Honey Syrup', brand: null, order_index: 2 },
          { amount: 0.75, unit: 'oz', ingredient: 'Lemon juice', brand: null, order_index: 3 },
        ],
        categories: ['Modern', 'Sour'],
        attribution: { attribution_type: 'self', year: 2024, venue: null },
      },
    });
    expect(created.status).toBe(201);

    // 4. Read it back, alone and in the creator's list.
    const detail = await gw.rest('GET', `/api/cocktails/${created.body.id}`);
    expect(detail.body).toMatchObject({
      name: 'Journey Gold Rush',
      photo_url: photo.body.photo_url,
      creator_username: 'jo.journey',
      type_enum: 'my_own',
      ingredients: [{ name: 'Bourbon Whiskey', amount: 2, unit: 'oz' }, { name: 'Honey Syrup' }, { name: 'Lemon juice' }],
    });
    expect((await gw.app.request(photo.body.photo_url)).headers.get('content-type')).toBe('image/webp');
    const count = await gw.rest('GET', `/api/cocktails?creator_id=${signup.body.user.id}&limit=1`);
    expect(count.body.pagination.total).toBe(1);

    // 5. Follow a member; both sides' counts and lists show it.
    expect(await gw.rest('POST', `/api/users/${mentor.id}/follow`, { token })).toMatchObject({
      status: 200,
      body: { is_following: true, followers: 1 },
    });
    expect((await gw.rest('GET', `/api/users/${mentor.id}/connections/counts`)).body).toEqual({ followers: 1, following: 0, mutual: 0 });
    expect((await gw.rest('GET', `/api/users/${signup.body.user.id}/following`)).body).toMatchObject([
      { id: mentor.id, display_name: 'Ada Coleman' },
    ]);

    // 6. Suggest a correction to a seeded recipe.
    const negroni = (await gw.rest('GET', '/api/cocktails?page=1&limit=100&sort=alpha&search=negroni')).body.cocktails.find(
      (cocktail: { name: string }) => cocktail.name === 'Negroni',
    );
    const suggestion = await gw.rest('POST', `/api/cocktails/${negroni.id}/report`, {
      token,
      body: { message: 'Stir, then strain over one large cube.' },
    });
    expect(suggestion).toMatchObject({
      status: 201,
      body: { message: 'Report submitted successfully! Thank you for helping improve our database.' },
    });
    const reportId: number = suggestion.body.report.id;
    // The member cannot work the queue.
    expect(await gw.rest('GET', '/api/cocktails/reports', { token })).toMatchObject({
      status: 403,
      body: { error: 'Forbidden - Admin access required' },
    });

    // 7. An admin signs in, finds the report open, moves it to reviewing, then resolved.
    const adminLogin = await gw.rest('POST', '/api/auth/login', { body: { email: admin.username, password: adminPassword } });
    expect(adminLogin).toMatchObject({ status: 200, body: { user: { is_admin: true } } });
    const adminToken: string = adminLogin.body.token;
    const queue = await gw.rest('GET', '/api/cocktails/reports?status=open', { token: adminToken });
    expect(queue.body).toContainEqual(
      expect.objectContaining({
        id: reportId,
        cocktail_name: 'Negroni',
        message: 'Stir, then strain over one large cube.',
        status: 'open',
        reporter_username: 'jo.journey',
      }),
    );
    expect(
      (await gw.rest('PATCH', `/api/cocktails/reports/${reportId}/status`, { token: adminToken, body: { status: 'reviewing' } })).body
        .message,
    ).toBe('Report status updated to reviewing');
    const resolved = await gw.rest('PATCH', `/api/cocktails/reports/${reportId}/status`, {
      token: adminToken,
      body: { status: 'resolved' },
    });
    expect(resolved).toMatchObject({
      status: 200,
      body: { message: 'Report status updated to resolved', report: { id: reportId, status: 'resolved' } },
    });
    const resolvedList = await gw.rest('GET', '/api/cocktails/reports?status=resolved', { token: adminToken });
    expect(resolvedList.body.map((report: { id: number }) => report.id)).toContain(reportId);
  });
});
