// Not a test: pictures of checking in (the bar profile with its count and button, the dialog, the
// journey card) in both themes. SCREENSHOTS=1 npm run test:e2e -- check-in-screens
import { expect, test } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { listVenue } from './support/profiles';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
test.setTimeout(120_000);

for (const theme of ['light', 'dark'] as const) {
  test(`check-in screens in the ${theme} theme`, async ({ browser }) => {
    const tag = Math.random().toString(36).slice(2, 6);
    const bar = await signUpMember('bar', { firstName: 'Nightjar', lastName: 'Bar' });
    const venueId = await listVenue(bar.token, { name: `Nightjar ${tag}`, city: 'London', country: 'United Kingdom' });
    const barfly = await signUpMember('user', { firstName: 'Jo', lastName: 'Sipper' });
    for (const token of [bar.token, (await signUpMember('user')).token]) {
      await graphql(
        `
          mutation ($input: CheckInInput!) {
            checkIn(input: $input) {
              __typename
            }
          }
        `,
        { input: { venueId } },
        token,
      );
    }
    await graphql(
      `
        mutation ($input: CocktailInput!) {
          createCocktail(input: $input) {
            __typename
          }
        }
      `,
      { input: { name: `Smoky Negroni ${tag}` } },
      barfly.token,
    );

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
    await signInPage(page, barfly.token);

    await page.goto(`/profile/${bar.databaseId}`);
    const venue = page.getByRole('region', { name: 'Venue' });
    await expect(venue.getByTestId('check-in-count')).toHaveText('2 check-ins');
    await page.screenshot({ path: `tests/e2e/.output/screens/check-in-bar-profile-${theme}.png`, animations: 'disabled' });

    await venue.getByRole('button', { name: /^Check in at/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cocktail (optional)').fill(`Smoky Negroni ${tag}`);
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await page.screenshot({ path: `tests/e2e/.output/screens/check-in-dialog-${theme}.png`, animations: 'disabled' });
    await dialog.getByRole('option').click();
    await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(venue.getByTestId('check-in-count')).toHaveText('3 check-ins');
    await page.screenshot({ path: `tests/e2e/.output/screens/check-in-done-${theme}.png`, animations: 'disabled' });

    await page.goto(`/search?q=${encodeURIComponent(`Nightjar ${tag}`)}`);
    await page.getByRole('tab', { name: /Venues/ }).click();
    await expect(page.getByTestId('check-in-count')).toHaveText('3 check-ins');
    await page.screenshot({ path: `tests/e2e/.output/screens/check-in-venue-card-${theme}.png`, animations: 'disabled' });

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Cocktail Journey' })).toBeVisible();
    await page.getByRole('heading', { name: 'Cocktail Journey' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/e2e/.output/screens/check-in-journey-${theme}.png`, animations: 'disabled' });
    await context.close();
  });
}
