// The loading and failure messages of the cocktail screens (spec sections 2 and 8), with the network
// held back or cut for one operation at a time.
import { expect, test, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { choose } from './support/select';
import { pickPhoto } from './support/photo';
import { settleOnScreen } from './support/layout';

function operationOf(body: string | null): string | null {
  try {
    return (JSON.parse(body ?? 'null') as { operationName?: string } | null)?.operationName ?? null;
  } catch {
    return null; // a multipart upload
  }
}

/** Cuts the connection for every request of `operation`. */
async function failOperation(page: Page, operation: string) {
  await page.route('**/graphql', (route) =>
    operationOf(route.request().postData()) === operation ? route.abort('failed') : route.continue(),
  );
}

/** Answers every request of `operation` with a server error that is not GraphQL. */
async function refuseOperation(page: Page, operation: string) {
  await page.route('**/graphql', (route) =>
    operationOf(route.request().postData()) === operation
      ? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' })
      : route.continue(),
  );
}

/** Holds back `operation` until the returned function is called. */
async function holdOperation(page: Page, operation: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request().postData()) === operation) await held;
    await route.continue();
  });
  return release;
}

test('the list says it is loading, and what failed', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);

  const release = await holdOperation(page, 'CocktailListPageQuery');
  await page.goto('/cocktails');
  await expect(page.getByText('Loading cocktails...')).toBeVisible();
  release();
  await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const releaseMore = await holdOperation(page, 'CocktailListPaginationQuery');
  const loadNext = page.getByRole('button', { name: 'Load Next 100 Cocktails' });
  await settleOnScreen(loadNext);
  await loadNext.click();
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  releaseMore();
  await expect(page.getByText('Showing 200 cocktails')).toBeVisible();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await failOperation(page, 'CocktailListPaginationQuery');
  await settleOnScreen(loadNext);
  await loadNext.click();
  await expect(page.getByText('Failed to load more cocktails')).toBeVisible();

  // A dropped connection would be answered from the list saved on this device (decision 0068): the
  // server's error is what shows the failure.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await refuseOperation(page, 'CocktailListPageQuery');
  await page.reload();
  await expect(page.getByText('Error: Failed to fetch cocktails')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();
});

test('a cocktail says it is loading, and a failed save says so and changes nothing', async ({ page }) => {
  const member = await signUpMember('bartender');
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
    { input: { name: `Held ${Date.now().toString(36)}`, ingredients: [{ amount: 50, ingredient: 'Gin' }] } },
    member.token,
  );
  await signInPage(page, member.token);
  const release = await holdOperation(page, 'CocktailDetailPageQuery');
  await page.goto(`/cocktails/${createCocktail.cocktail.databaseId}`);
  await expect(page.getByText('Loading cocktail details...')).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Edit Cocktail' })).toBeVisible();

  await failOperation(page, 'UpdateCocktailMutation');
  await page.getByRole('button', { name: 'Edit Cocktail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Cocktail' });
  await dialog.getByLabel('Cocktail Name').fill('Never Saved');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update cocktail')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

test('creating: a failed save, a failed ingredient save, and a photo from the camera', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/create');

  await pickPhoto(page, 'Take Photo', 'tests/e2e/fixtures/cocktail-photo.jpg');
  await expect(page.getByText('Photo captured')).toBeVisible();

  await page.getByLabel('Cocktail Name').fill(`Offline ${Date.now().toString(36)}`);
  const line = page.getByRole('listitem', { name: 'Ingredient 1' });
  await line.getByLabel('Amount').fill('45');
  await line.getByLabel('Ingredient', { exact: true }).fill('Gin');

  await failOperation(page, 'CreateCocktailMutation');
  await page.getByRole('button', { name: 'Add to Database' }).click();
  await expect(page.getByText('Failed to create cocktail. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Database' })).toBeEnabled();
  await expect(page).toHaveURL(/\/create$/);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await failOperation(page, 'CreateIngredientMutation');
  await line.getByLabel('Ingredient', { exact: true }).fill(`Unheard-of Cordial ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Add to Database' }).click();
  const modal = page.getByRole('dialog', { name: 'Add ingredient details' });
  await choose(modal, 'Category', 'Syrup', page);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Failed to save ingredient')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Add to Database' })).toBeEnabled();
});
