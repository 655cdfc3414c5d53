// Not a test: pictures of the detail screen's Reviews section in both themes, to look at after changing it.
// SCREENSHOTS=1 CI=1 npx playwright test tests/e2e/review-screens.spec.ts  writes tests/e2e/.output/screens/*.png
import { expect, test, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, animations: 'disabled' });
}

const REVIEW = `
  mutation ($input: ReviewCocktailInput!) {
    reviewCocktail(input: $input) {
      __typename
    }
  }
`;

for (const theme of themes) {
  test(`the reviews section in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const creator = await signUpMember('bartender', { firstName: 'Nico', lastName: 'Shaker' });
    const venue = await signUpMember('bar', { firstName: 'Corner', lastName: 'Bar' });
    const member = await signUpMember('user', { firstName: 'Bea', lastName: 'Barfly' });
    const made = await graphql(
      `
        mutation ($input: CocktailInput!) {
          createCocktail(input: $input) {
            ... on CocktailPayload {
              cocktail {
                id
                databaseId
              }
            }
          }
        }
      `,
      { input: { name: `Screens Sour ${theme}`, directions: 'Shake hard, strain.' } },
      creator.token,
    );
    const cocktail = made.createCocktail.cocktail;
    await graphql(REVIEW, { input: { cocktailId: cocktail.id, rating: 5, text: 'Bright and balanced; the lime sings.' } }, creator.token);
    await graphql(REVIEW, { input: { cocktailId: cocktail.id, rating: 4, text: 'A house favourite.' } }, venue.token);

    await signInPage(page, member.token);
    await page.goto(`/cocktails/${cocktail.databaseId}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByRole('img', { name: 'Rated 4.5 of 5' })).toBeVisible();
    await reviews.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await shoot(page, `reviews-new-${theme}`);

    await reviews.getByRole('radio', { name: '4 stars' }).check();
    await reviews.getByRole('textbox', { name: /^Review/ }).fill('Smooth, a touch sweet for me.');
    await reviews.getByRole('button', { name: 'Save' }).click();
    await expect(reviews.getByRole('button', { name: 'Delete' })).toBeVisible();
    await reviews.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await shoot(page, `reviews-own-${theme}`);
  });
}
