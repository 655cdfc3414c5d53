// Not a test: pictures of badges and the verified tick (the admin card on a public profile, the granted
// profile, the member's own profile, people search) and of the member's own check-ins (the list, the
// removal dialog, the empty list), in both themes. SCREENSHOTS=1 npm run test:e2e -- recognition-screens
import { expect, test } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { addWorkEntry, decideVerification, listVenue, updateProfile } from './support/profiles';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
test.setTimeout(180_000);

const shot = (name: string, theme: string) => `tests/e2e/.output/screens/${name}-${theme}.png`;

async function checkIn(token: string, venueId: string, cocktailId?: string) {
  await graphql(
    `
      mutation ($input: CheckInInput!) {
        checkIn(input: $input) {
          __typename
        }
      }
    `,
    { input: { venueId, cocktailId } },
    token,
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`badges, tick and check-ins screens in the ${theme} theme`, async ({ browser }) => {
    const tag = Math.random().toString(36).slice(2, 6);
    const admin = await signUpMember('admin', { firstName: 'Ada', lastName: 'Admin' });
    const member = await signUpMember('bartender', { firstName: 'Rosa', lastName: `Ticker${tag}` });
    await updateProfile(member.token, { location: 'Lisbon, Portugal', bio: 'Stirred, never shaken. Ten years behind the stick.' });
    const verified = await signUpMember('bartender', { firstName: 'Vera', lastName: `Fied${tag}` });
    const { requestId } = await addWorkEntry(
      verified.token,
      { organizationName: 'Harbour Bar', position: 'Head Bartender', city: 'Porto', startDate: '2023-02', current: true },
      true,
    );
    await decideVerification(admin.token, requestId!, 'verified');

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
    await signInPage(page, admin.token);

    // The admin card on a member's public profile, before and after granting everything.
    await page.goto(`/profile/${member.databaseId}`);
    const card = page.getByRole('region', { name: 'Badges & tick' });
    await expect(card).toBeVisible();
    await page.screenshot({ path: shot('recognition-admin-card', theme), animations: 'disabled' });
    for (const name of ['Verified tick', 'OG Crew', 'Can Confirm']) {
      await card.getByRole('button', { name }).click();
      await expect(card.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(name === 'Verified tick' ? 'Verified tick granted' : `${name} granted`)).toBeVisible();
    }
    // The toasts cover the header's tick: wait until they are gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: shot('recognition-granted', theme), animations: 'disabled' });

    // A tick from a verified current position: the card says why the tick stays.
    await page.goto(`/profile/${verified.databaseId}`);
    await expect(card.getByText('A verified current position also gives the tick')).toBeVisible();
    await page.screenshot({ path: shot('recognition-position-tick', theme), animations: 'disabled' });

    // People search shows the tick beside the name.
    await page.goto(`/search?q=${encodeURIComponent(tag)}`);
    await page.getByRole('tab', { name: /People/ }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: shot('recognition-people-search', theme), animations: 'disabled' });

    // A followers list shows it too.
    for (const follower of [member, verified]) {
      await graphql(
        `
          mutation ($input: FollowInput!) {
            follow(input: $input) {
              __typename
            }
          }
        `,
        { input: { userId: Buffer.from(`User:${admin.databaseId}`).toString('base64') } },
        follower.token,
      );
    }
    await page.goto(`/profile/${admin.databaseId}/connections/followers`);
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.screenshot({ path: shot('recognition-followers', theme), animations: 'disabled' });

    // The member's own profile.
    await signInPage(page, member.token);
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Profile' }).getByText('OG Crew')).toBeVisible();
    await page.screenshot({ path: shot('recognition-own-profile', theme), animations: 'disabled' });

    // A barfly's check-ins: the journey's figures lead to the list.
    const bars = await Promise.all([signUpMember('bar'), signUpMember('bar'), signUpMember('bar')]);
    const venues = await Promise.all([
      listVenue(bars[0].token, { name: `Nightjar ${tag}`, city: 'London', country: 'United Kingdom' }),
      listVenue(bars[1].token, {
        name: `The Very Long Named Cocktail Lounge And Listening Bar ${tag}`,
        city: 'Lisbon',
        country: 'Portugal',
      }),
      listVenue(bars[2].token, { name: `Paradiso ${tag}`, city: 'Barcelona', country: 'Spain' }),
    ]);
    const barfly = await signUpMember('user', { firstName: 'Jo', lastName: 'Sipper' });
    const { createCocktail } = await graphql(
      `
        mutation ($input: CocktailInput!) {
          createCocktail(input: $input) {
            ... on CocktailPayload {
              cocktail {
                id
              }
            }
          }
        }
      `,
      { input: { name: `Smoky Negroni ${tag}` } },
      barfly.token,
    );
    await checkIn(barfly.token, venues[0], createCocktail.cocktail.id);
    await checkIn(barfly.token, venues[1]);
    await checkIn(barfly.token, venues[2], createCocktail.cocktail.id);
    await signInPage(page, barfly.token);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Cocktail Journey' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('check-ins-journey-links', theme), animations: 'disabled' });
    await page.getByRole('link', { name: '3 Check-ins' }).click();
    await expect(page.getByRole('list', { name: 'Check-ins' }).getByRole('listitem')).toHaveCount(3);
    await page.screenshot({ path: shot('check-ins-list', theme), animations: 'disabled' });
    await page.getByRole('button', { name: /^Remove check-in at Paradiso/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: shot('check-ins-remove-dialog', theme), animations: 'disabled' });
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Check-in removed')).toBeVisible();
    await expect(page.getByTestId('check-ins-summary')).toHaveText('2 check-ins · 2 bars visited');
    await page.screenshot({ path: shot('check-ins-removed', theme), animations: 'disabled' });

    await signInPage(page, (await signUpMember('user')).token);
    await page.goto('/profile/check-ins');
    await expect(page.getByRole('heading', { name: 'No check-ins yet' })).toBeVisible();
    await page.screenshot({ path: shot('check-ins-empty', theme), animations: 'disabled' });
    await context.close();
  });
}
