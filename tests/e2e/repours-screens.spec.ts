// Not a test: pictures of Repour on a card, its dialog, the detail screen, the feed's "Re-pours from people
// you follow" and a profile's Re-pours, in both themes.
// SCREENSHOTS=1 CI=1 npx playwright test tests/e2e/repours-screens.spec.ts
import { expect, test, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

/** Scrolls the page so `heading` sits just under the app's top bar. */
async function scrollTo(page: Page, name: string) {
  await page
    .getByRole('heading', { name, exact: true })
    .evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 70));
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, animations: 'disabled' });
}

const FOLLOW = `mutation($input: FollowInput!) { follow(input: $input) { __typename } }`;
const REPOUR = `mutation($input: RepourCocktailInput!) { repourCocktail(input: $input) { __typename } }`;
const FIND = `query($q: String!) { search(query: $q) { cocktails(first: 1) { edges { node { id name } } } } }`;

for (const theme of ['light', 'dark'] as const) {
  test(`re-pours in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const member = await signUpMember('bartender');
    // Two members this one follows re-pour classics, one with a long note.
    for (const [firstName, lastName, query, note] of [
      ['Ada', 'Coleman', 'Hanky Panky', null],
      ['Sasha', 'Petraske', 'Penicillin', 'Made this at home with a peaty float on top. Honey-ginger syrup keeps a week; worth the batch.'],
    ] as const) {
      const friend = await signUpMember('bartender', { firstName, lastName });
      await graphql(FOLLOW, { input: { userId: Buffer.from(`User:${friend.databaseId}`).toString('base64') } }, member.token);
      const found = (await graphql(FIND, { q: query })).search.cocktails.edges[0]?.node;
      if (found) await graphql(REPOUR, { input: { cocktailId: found.id, note } }, friend.token);
    }
    await signInPage(page, member.token);

    await page.goto('/cocktails');
    await page.getByPlaceholder('Search cocktails, ingredients, people...').fill('Negroni');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Negroni', exact: true }) });
    await card.getByRole('button', { name: 'Repour', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Note').fill('Too much to say. '.repeat(17));
    await dialog.getByRole('button', { name: 'Repour', exact: true }).click();
    await expect(dialog.getByText('At most 280 characters')).toBeVisible();
    await shoot(page, `repours-dialog-error-${theme}`);
    await dialog.getByLabel('Note').fill('Equal parts, stirred long. The one I make when friends drop by.');
    await shoot(page, `repours-dialog-${theme}`);
    await dialog.getByRole('button', { name: 'Repour', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Undo repour', exact: true })).toBeVisible();
    await shoot(page, `repours-card-${theme}`);

    await card.getByRole('link', { name: 'Negroni', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Negroni', level: 1 })).toBeVisible();
    await expect(page.getByText('Re-poured to your followers')).toBeHidden({ timeout: 8000 });
    await shoot(page, `repours-detail-${theme}`);

    await page.goto('/feed');
    await expect(page.getByRole('list', { name: 'Your feed' })).toBeVisible();
    await scrollTo(page, 'Your feed');
    await shoot(page, `repours-feed-${theme}`);

    // A friend's public profile lists their re-pours under the spec's tabs.
    await page.getByRole('link', { name: 'Sasha Petraske' }).click();
    await expect(page.getByRole('list', { name: 'Re-pours' })).toBeVisible();
    await scrollTo(page, 'Re-pours');
    await shoot(page, `repours-public-profile-${theme}`);

    // The creator's own cocktail: heart, Repour and Edit share the header with a longer name.
    const { createCocktail } = await graphql(
      `
        mutation ($input: CocktailInput!) {
          createCocktail(input: $input) {
            ... on CocktailPayload {
              cocktail {
                databaseId
              }
            }
          }
        }
      `,
      { input: { name: 'Smoke and Mirrors Sour', glassware: 'Coupe', ingredients: [{ amount: 50, unit: 'ml', ingredient: 'Mezcal' }] } },
      member.token,
    );
    await page.goto(`/cocktails/${createCocktail.cocktail.databaseId}`);
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await shoot(page, `repours-detail-creator-${theme}`);

    await page.goto('/profile');
    await expect(page.getByRole('list', { name: 'Re-pours' })).toBeVisible();
    await scrollTo(page, 'Re-pours');
    await shoot(page, `repours-profile-${theme}`);
  });
}
