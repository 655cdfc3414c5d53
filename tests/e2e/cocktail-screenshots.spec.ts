// Not a test: pictures of the cocktail screens in both themes, to look at after changing them.
// SCREENSHOTS=1 npm run test:e2e -- cocktail-screenshots  writes tests/e2e/.output/screens/*.png
import { expect, test, type Page } from './support/test';
import { readFileSync } from 'node:fs';
import { E2E_BASE_URL, graphql, signInPage, signUpMember } from './support/api';
import { pickPhoto } from './support/photo';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, fullPage, animations: 'disabled' });
}

for (const theme of themes) {
  test(`cocktail screens in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const member = await signUpMember('bartender');
    await signInPage(page, member.token);

    await page.goto('/cocktails');
    await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();
    await shoot(page, `list-${theme}`);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Filter Cocktails' })).toBeVisible();
    const sheet = page.getByRole('dialog', { name: 'Filter Cocktails' });
    await sheet.getByText('Gin', { exact: true }).click();
    await sheet.getByText('Classic', { exact: true }).click();
    await shoot(page, `filter-sheet-${theme}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/total cocktails in database/)).toBeVisible();
    await shoot(page, `list-filtered-${theme}`);

    await page.goto('/cocktails');
    await page.getByRole('link', { name: 'Negroni', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Negroni', level: 1 })).toBeVisible();
    await shoot(page, `detail-${theme}`);
    await shoot(page, `detail-full-${theme}`, true);
    await page.getByRole('button', { name: 'Suggest an Edit' }).click();
    await shoot(page, `suggest-${theme}`);
    await page.keyboard.press('Escape');

    // Scaling: a Daiquiri doubled, in oz, with its barspoons (the amount boxes line up).
    const found = await graphql(`
      query {
        cocktails(first: 10, filter: { search: "daiquiri" }) {
          edges {
            node {
              databaseId
              name
            }
          }
        }
      }
    `);
    const daiquiri = found.cocktails.edges.find((edge: { node: { name: string } }) => edge.node.name === 'Daiquiri').node;
    await page.goto(`/cocktails/${daiquiri.databaseId}`);
    await page.getByRole('button', { name: '×2', exact: true }).click();
    await page.getByRole('radio', { name: 'oz' }).click();
    await expect(page.getByLabel('Amount of Sugar in barspoon')).toHaveValue('4');
    await page.getByRole('heading', { name: 'Ingredients' }).scrollIntoViewIfNeeded();
    await shoot(page, `detail-scaled-${theme}`);

    await page.goto('/create');
    await expect(page.getByRole('heading', { name: 'Create Cocktail', level: 1 })).toBeVisible();
    await shoot(page, `create-${theme}`);
    await page.getByRole('button', { name: 'Add to Database' }).click();
    await page.getByLabel('Venue name').fill('lon');
    await expect(page.getByRole('option').first()).toBeVisible();
    await shoot(page, `create-errors-${theme}`);
    await page.keyboard.press('Escape');
    await page.getByLabel('Cocktail Name').fill('Negroni');
    await page.getByRole('listitem', { name: 'Ingredient 1' }).getByLabel('Ingredient', { exact: true }).fill('lim');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.getByRole('listitem', { name: 'Ingredient 1' }).scrollIntoViewIfNeeded();
    await shoot(page, `create-ingredients-${theme}`);
    await page.getByRole('listitem', { name: 'Ingredient 1' }).getByLabel('Ingredient', { exact: true }).fill('Mystery Tincture');
    await pickPhoto(page, 'Choose from Gallery', 'tests/e2e/fixtures/cocktail-photo.jpg');
    await shoot(page, `create-full-${theme}`, true);
    await page.getByRole('button', { name: 'Add to Database' }).click();
    await expect(page.getByRole('dialog', { name: 'Add ingredient details' })).toBeVisible();
    await shoot(page, `unknown-ingredient-${theme}`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Custom Ingredient' }).click();
    await expect(page.getByRole('heading', { name: 'Create Custom Ingredient', level: 1 })).toBeVisible();
    await shoot(page, `custom-ingredient-${theme}`, true);

    // A cocktail with a photo and its attribution.
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($p: File!) { uploadCocktailPhoto(input: { photo: $p }) { ... on CocktailPhotoPayload { photoUrl } } }',
        variables: { p: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.p'] }));
    form.append('0', new Blob([readFileSync('tests/e2e/fixtures/cocktail-photo.jpg')], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await (
      await fetch(`${E2E_BASE_URL}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'graphql-require-preflight': '1' },
        body: form,
      })
    ).json();
    const created = await graphql(
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
      {
        input: {
          name: `Garden Highball ${theme}`,
          photoUrl: uploaded.data.uploadCocktailPhoto.photoUrl,
          glassware: 'Highball',
          garnish: 'Cucumber ribbon',
          categories: ['Modern', 'Refreshing'],
          directions: 'Build over ice, top with soda and stir once.',
          attribution: { originalCreatorName: 'Ada Lovelace', sourceUrl: 'https://example.com', year: 2021, venue: { name: 'Attaboy' } },
          ingredients: [
            { amount: 45, ingredient: 'Gin', brand: "Hendrick's" },
            { amount: 15, ingredient: 'Lime juice' },
            { amount: 2, unit: 'dash', ingredient: 'Orange bitters' },
            { unit: 'Top with', ingredient: 'Club soda' },
          ],
        },
      },
      member.token,
    );
    await page.goto(`/cocktails/${created.createCocktail.cocktail.databaseId}`);
    await expect(page.getByRole('img', { name: `Garden Highball ${theme}` })).toBeVisible();
    await shoot(page, `detail-photo-${theme}`);
    await page.getByRole('radio', { name: 'oz' }).click();
    await shoot(page, `detail-photo-full-${theme}`, true);
    await page.getByRole('button', { name: 'Edit Cocktail' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Cocktail' })).toBeVisible();
    await shoot(page, `edit-dialog-${theme}`);
  });
}
