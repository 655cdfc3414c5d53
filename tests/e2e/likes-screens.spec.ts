// Not a test: pictures of a liked heart on a card, the detail screen and the profile's Liked section, in
// both themes. SCREENSHOTS=1 CI=1 npx playwright test tests/e2e/likes-screens.spec.ts
import { expect, test, type Page } from './support/test';
import { signInPage, signUpMember } from './support/api';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, animations: 'disabled' });
}

for (const theme of ['light', 'dark'] as const) {
  test(`likes in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const member = await signUpMember('bartender');
    await signInPage(page, member.token);

    await page.goto('/cocktails');
    await page.getByPlaceholder('Search cocktails, ingredients, people...').fill('Negroni');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Negroni', exact: true }) });
    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
    await shoot(page, `likes-card-${theme}`);

    await card.getByRole('link', { name: 'Negroni', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Negroni', level: 1 })).toBeVisible();
    await shoot(page, `likes-detail-${theme}`);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Liked' })).toBeVisible();
    await page.getByRole('heading', { name: 'Liked' }).scrollIntoViewIfNeeded();
    await shoot(page, `likes-profile-${theme}`);
  });
}
