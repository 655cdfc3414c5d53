// Colour contrast at WCAG AA on the screens issue 39 measured below it, in both themes: the sign-in and
// invite errors, the event date badge, the "✓ Verified" badge on Find People, the report status badges,
// and the in-text link of the profile's empty Work tab (support/contrast.ts does what axe-core's
// colour-contrast and link-in-text-block rules do; each failure names its text, colours and ratio).
import { tokenForAdmin } from './support/admin';
import { graphql, signInPage, signUpMember } from './support/api';
import { contrastFailures } from './support/contrast';
import { expect, test, type Page } from './support/test';

const REPORT = `mutation($input: ReportCocktailInput!) { reportCocktail(input: $input) { __typename } }`;

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

async function expectReadable(page: Page) {
  // Past the themes' and the cards' 200 ms transitions.
  await page.waitForTimeout(400);
  expect(await contrastFailures(page)).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('the sign-in and invite errors are readable', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email or Username').fill(`nobody-${Date.now()}@e2e.test`);
      await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email/username or password');
      await expectReadable(page);

      // A code no invite has, in the sign-in screen's invite box and on the welcome screen.
      await page.getByLabel('Invite code').pressSequentially('ZZZZ2345');
      await page.getByRole('button', { name: 'Join Now!' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /invite code/i })).toBeVisible();
      await expectReadable(page);
      await page.goto('/welcome?code=ZZZZ2345');
      await expect(page.getByRole('alert')).toContainText('Invalid Invite Code');
      await expectReadable(page);
    });

    test('the events list with its date badges is readable', async ({ page }) => {
      const member = await signUpMember('user');
      await signInPage(page, member.token);
      await page.goto('/events');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectReadable(page);
    });

    test('Find People with its verified badges is readable', async ({ page }) => {
      const brand = await signUpMember('brand');
      await signInPage(page, brand.token);
      await page.goto('/people');
      await expect(page.getByText('✓ Verified').first()).toBeVisible();
      await expectReadable(page);
    });

    test('the report queue with its status badges is readable', async ({ page }) => {
      const member = await signUpMember('user');
      const { cocktails } = await graphql(`
        {
          cocktails(first: 1) {
            edges {
              node {
                id
              }
            }
          }
        }
      `);
      const { reportCocktail } = await graphql(
        REPORT,
        { input: { cocktailId: cocktails.edges[0].node.id, message: `Stir, do not shake (${theme}).` } },
        member.token,
      );
      expect(reportCocktail.__typename).toBe('ReportCocktailPayload');
      await signInPage(page, await tokenForAdmin());
      await page.goto('/admin/reports');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectReadable(page);
    });

    test("the profile's empty Work tab with its in-text link is readable", async ({ page }) => {
      const bartender = await signUpMember('bartender');
      await signInPage(page, bartender.token);
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Work' }).click();
      await expect(page.getByRole('link', { name: 'Add your positions' })).toBeVisible();
      await expectReadable(page);
    });
  });
}
