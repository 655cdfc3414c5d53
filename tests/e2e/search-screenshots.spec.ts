// Not a test: pictures of the search screen in both themes, to look at after changing it.
// SCREENSHOTS=1 npm run test:e2e -- search-screenshots  writes tests/e2e/.output/screens/search-*.png
import { expect, type Page, test } from './support/test';
import { tokenForAdmin } from './support/admin';
import { graphql, signUpMember } from './support/api';
import { signInWithToken } from './support/session';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.screenshot({
    path: `tests/e2e/.output/screens/search-${name}.png`,
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}

for (const theme of themes) {
  test(`search screens in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await signInWithToken(page, await tokenForAdmin());
    const box = page.getByRole('searchbox', { name: 'Search' });

    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Search Everything' })).toBeVisible();
    await shoot(page, `empty-${theme}`);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'SearchPageQuery') await held;
      await route.continue();
    });
    await box.fill('negr');
    await expect(page.getByText('Searching...')).toBeVisible();
    await shoot(page, `searching-${theme}`);
    release();
    await expect(page.getByText(/Found \d+ results/)).toBeVisible();
    await page.unroute('**/graphql');
    await box.blur();
    await shoot(page, `all-${theme}`);
    await shoot(page, `all-full-${theme}`, { fullPage: true });

    await page.getByRole('tab', { name: /^Cocktails/ }).click();
    await shoot(page, `cocktails-${theme}`);
    await page.getByRole('tab', { name: /^Ingredients/ }).click();
    await shoot(page, `ingredients-negr-${theme}`);
    await page.getByRole('tab', { name: /^People/ }).click();
    await shoot(page, `people-${theme}`);
    await page.getByRole('tab', { name: /^Venues/ }).click();
    await shoot(page, `venues-${theme}`);

    await box.fill('gin');
    await expect(page.getByText(/Found \d+ results/)).toBeVisible();
    await page.getByRole('tab', { name: /^Ingredients/ }).click();
    await box.blur();
    await shoot(page, `ingredients-${theme}`);

    await box.fill('new york');
    await page.getByRole('tab', { name: /^Venues/ }).click();
    await expect(page.getByRole('heading', { name: 'Dante' })).toBeVisible();
    await box.blur();
    await shoot(page, `venues-new-york-${theme}`);

    // A bartender whose specialties the people cards show.
    const zoe = await signUpMember('bartender', { firstName: 'Zoë', lastName: 'Núñez' });
    await graphql(
      `
        mutation ($input: UpdateProfileInput!) {
          updateProfile(input: $input) {
            __typename
          }
        }
      `,
      {
        input: {
          bio: 'Tiki nights and rum flights.',
          location: 'Miami, USA',
          specialties: ['Tiki & Tropical', 'Craft Cocktails', 'Spirits'],
        },
      },
      zoe.token,
    );
    await box.fill('tiki');
    await page.getByRole('tab', { name: /^People/ }).click();
    await expect(page.getByRole('link', { name: 'Zoë Núñez' }).first()).toBeVisible();
    await box.blur();
    await shoot(page, `people-specialties-${theme}`);

    // One result, a name longer than the card is wide.
    const unique = `Wolfeschlegelstein${Math.random().toString(36).slice(2, 8)}`;
    await signUpMember('bar', { firstName: 'Maximiliana Theodora Philippa', lastName: unique });
    await box.fill(unique);
    await expect(page.getByText('Found 1 result', { exact: true })).toBeVisible();
    await box.blur();
    await shoot(page, `one-long-name-${theme}`);

    await box.fill('qwxzvq');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await shoot(page, `none-${theme}`);
  });
}
