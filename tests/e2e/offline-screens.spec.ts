// Not a test: pictures of screens opened offline from what the device saved, with the saved-copy note,
// and of the refusals of a write and of a page never saved, in both themes (issue 39, decision 0068).
// SCREENSHOTS=1 npm run test:e2e -- offline-screens  writes tests/e2e/.output/screens/*.png
import { expect, test, type Page } from './support/test';
import { signInPage, signUpMember } from './support/api';
import { answerSaved, shellSaved } from './support/offline';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
test.use({ serviceWorkers: 'allow' });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, animations: 'disabled' });
}

for (const theme of ['light', 'dark'] as const) {
  test(`offline screens in the ${theme} theme`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const member = await signUpMember('bartender', { firstName: 'Sage', lastName: 'Keeper' });
    await signInPage(page, member.token);

    await page.goto('/cocktails');
    await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();
    await shellSaved(page);
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Cocktail Database');
    const recipe = page.url();
    await answerSaved(page, 'CocktailDetailPageQuery');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Sage Keeper' })).toBeVisible();
    await answerSaved(page, 'OwnProfilePageQuery');

    await context.setOffline(true);
    const note = page.getByText(/^Saved on this device · /);
    await page.goto('/cocktails');
    await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();
    await expect(note).toBeVisible();
    await expect(page.getByText("You're offline.")).toBeVisible();
    await shoot(page, `offline-list-${theme}`);
    await page.getByRole('button', { name: 'Load Next 100 Cocktails' }).click();
    await expect(page.getByText('Failed to load more cocktails')).toBeVisible();
    await shoot(page, `offline-load-more-${theme}`);
    await page.goto(recipe);
    await expect(page.getByText('Scale Recipe', { exact: true })).toBeVisible();
    await expect(note).toBeVisible();
    await expect(page.getByText("You're offline.")).toBeVisible();
    await shoot(page, `offline-recipe-${theme}`);
    await page.getByRole('button', { name: /^(Like|Unlike)$/ }).click();
    await expect(page.getByText(/Could not (un)?like this cocktail/)).toBeVisible();
    await shoot(page, `offline-like-refused-${theme}`);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Sage Keeper' })).toBeVisible();
    await expect(note).toBeVisible();
    await expect(page.getByText("You're offline.")).toBeVisible();
    await shoot(page, `offline-profile-${theme}`);
    await context.setOffline(false);
  });
}
