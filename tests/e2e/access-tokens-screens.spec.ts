// Not a test: pictures of Settings, Access tokens with a new token's secret shown and two tokens listed,
// in both themes.
// SCREENSHOTS=1 CI=1 npx playwright test tests/e2e/access-tokens-screens.spec.ts
import { expect, test, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, animations: 'disabled', fullPage: true });
}

for (const theme of ['light', 'dark'] as const) {
  test(`access tokens in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const member = await signUpMember('user');
    await graphql(
      'mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { __typename } }',
      { input: { name: 'Nightly backup', scope: 'read', expiresInDays: null } },
      member.token,
    );
    await signInPage(page, member.token);
    await page.goto('/settings/tokens');
    await page.getByLabel('Name').fill('Menu sync');
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByLabel('Token secret')).toBeVisible();
    await shoot(page, `access-tokens-${theme}`);
  });
}
