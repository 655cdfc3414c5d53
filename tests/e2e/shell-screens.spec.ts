// Not a test: pictures of the app shell around public profiles and connections, for members and
// visitors, and of toasts below the top bars, in both themes (issue 22).
// SCREENSHOTS=1 npm run test:e2e -- shell-screens  writes tests/e2e/.output/screens/*.png
import { expect, test, type Page } from './support/test';
import { signInPage, signUpMember } from './support/api';
import { addWorkEntry, listVenue, updateProfile } from './support/profiles';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, fullPage, animations: 'disabled' });
}

for (const theme of themes) {
  test(`shell screens in the ${theme} theme`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);

    const venueAccount = await signUpMember('bar');
    const venueName = `Bramble ${Math.random().toString(36).slice(2, 6)}`;
    const venue = await listVenue(venueAccount.token, { name: venueName, city: 'Edinburgh', country: 'United Kingdom' });
    const star = await signUpMember('bartender', { firstName: 'Rosa', lastName: 'Marquez' });
    await updateProfile(star.token, {
      bio: 'Stirred drinks and low-ABV aperitivo.',
      location: 'Edinburgh, United Kingdom',
      specialties: ['Spirits'],
    });
    await addWorkEntry(
      star.token,
      { organizationName: venueName, venue, position: 'Bar Manager', city: 'Edinburgh', startDate: '2023-05', current: true },
      true,
    );

    // A visitor: the top bar with Sign In and Join, no tab bar.
    await page.goto(`/profile/${star.databaseId}`);
    await expect(page.getByRole('heading', { name: 'Rosa Marquez' })).toBeVisible();
    await shoot(page, `shell-profile-visitor-${theme}`);
    await page.getByRole('tab', { name: 'Work' }).click();
    await expect(page.locator('[data-slot="badge"]').filter({ hasText: 'Pending' })).toBeVisible();
    await shoot(page, `shell-profile-pending-${theme}`, true);
    await page.goto(`/profile/${star.databaseId}/connections/followers`);
    await expect(page.getByRole('heading', { name: 'No followers yet' })).toBeVisible();
    await shoot(page, `shell-connections-visitor-${theme}`);

    // A member: the app's top bar and tab bar; follow, then the button says Unfollow.
    const fan = await signUpMember('user', { firstName: 'Ada', lastName: 'Lovelace' });
    await signInPage(page, fan.token);
    await page.goto(`/profile/${star.databaseId}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
    await shoot(page, `shell-profile-member-${theme}`);
    await page.getByRole('link', { name: /Followers$/ }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await shoot(page, `shell-connections-member-${theme}`);

    // Toasts: below the header; offline, below the banner too.
    await page.goto(`/profile/${star.databaseId}`);
    await page.route('**/graphql', (route) =>
      route.request().postDataJSON()?.operationName === 'UnfollowMutation' ? route.abort('failed') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]')).toBeVisible();
    await shoot(page, `shell-toast-${theme}`);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(true);
    await expect(page.getByText("You're offline.")).toBeVisible();
    // Tapped twice more: still one toast for the one message.
    await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
    await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await shoot(page, `shell-toast-offline-${theme}`);
    await context.setOffline(false);
  });
}
