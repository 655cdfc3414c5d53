// The cocktail database at a phone's size: the list with its filters and pages, a cocktail's detail
// with scaling and units, coming back to the same place, and who may edit.
import { expect, test, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { placeholderOverflow, settleOnScreen } from './support/layout';
import { choose } from './support/select';
import { closeToasts } from './support/toasts';

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

test('a member filters the list, loads the next page, scales a cocktail in ml and oz, and comes back to the same place', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await signUpMember('user');
  await signInPage(page, member.token);

  await page.goto('/cocktails');
  await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();
  const totalLine = page.getByText(/^\d+ total cocktails in database$/);
  await expect(totalLine).toBeVisible();
  const databaseTotal = (await totalLine.textContent())!;
  // Nothing filters the list: no count of matches.
  await expect(page.getByText(/^\d+ match(es)?$/)).toHaveCount(0);

  // Vodka, tequila or rum cocktails: more than one page of them (and none that other tests add).
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter Cocktails' });
  for (const chip of ['Vodka', 'Tequila', 'Rum']) await sheet.getByText(chip, { exact: true }).click();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filter, 3 active' })).toBeVisible();
  // The total line keeps stating the whole database; how many match is said beside "Showing".
  const matches = page.getByText(/^\d+ matches$/);
  await expect(matches).toBeVisible();
  // (Other specs may add cocktails meanwhile: the total never goes down.)
  await expect(totalLine).toBeVisible();
  expect(Number((await totalLine.textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(Number(databaseTotal.split(' ')[0]));
  const total = Number((await matches.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(100);
  expect(total).toBeLessThan(Number(databaseTotal.split(' ')[0]));
  await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();
  // A gin cocktail is not among them.
  await expect(page.getByRole('link', { name: 'Bramble', exact: true })).toHaveCount(0);

  const loadNext = page.getByRole('button', { name: 'Load Next 100 Cocktails' });
  await settleOnScreen(loadNext);
  await loadNext.click();
  await expect(page.getByText(`Showing ${total} cocktails`)).toBeVisible();
  await expect(page.getByText(`You've reached the end! All ${total} cocktails are now displayed.`)).toBeVisible();
  await expect(loadNext).toHaveCount(0);

  // Open the Daiquiri from the middle of the list.
  const daiquiri = page.getByRole('link', { name: 'Daiquiri', exact: true });
  // Wholly on screen and settled, so the tap does not scroll it first: where it is then is the place to
  // come back to.
  await settleOnScreen(daiquiri);
  const placeBefore = await scrollY(page);
  expect(placeBefore).toBeGreaterThan(1000);
  const onScreenBefore = (await daiquiri.boundingBox())!.y;
  await daiquiri.click();

  await expect(page.getByRole('heading', { name: 'Daiquiri', level: 1 })).toBeVisible();
  const rum = page.getByLabel(/^Amount of White Rum in/);
  const lime = page.getByLabel(/^Amount of Lime juice in/);
  const sugar = page.getByLabel(/^Amount of Sugar in/);
  const totalVolume = page.getByLabel(/^Total Volume in/);
  await expect(rum).toHaveValue('60');
  await expect(lime).toHaveValue('20');
  await expect(sugar).toHaveValue('2');
  await expect(totalVolume).toHaveValue('80');

  await page.getByRole('button', { name: '×2', exact: true }).click();
  await expect(page.getByText('×2.00')).toBeVisible();
  await expect(rum).toHaveValue('120');
  await expect(lime).toHaveValue('40');
  await expect(sugar).toHaveValue('4');
  await expect(totalVolume).toHaveValue('160');

  await page.getByRole('radio', { name: 'oz' }).click();
  await expect(page.getByLabel('Amount of White Rum in oz')).toHaveValue('4.0');
  await expect(page.getByLabel('Amount of Lime juice in oz')).toHaveValue('1.25');
  // The total is what the lines add up to: 4.0 + 1.25.
  await expect(page.getByLabel('Total Volume in oz')).toHaveValue('5.25');
  // Barspoons scale in their own unit.
  await expect(page.getByLabel('Amount of Sugar in barspoon')).toHaveValue('4');

  // A total of 8 oz rescales everything.
  await totalVolume.fill('8');
  await totalVolume.press('Enter');
  await expect(page.getByLabel('Total Volume in oz')).toHaveValue('8.0');
  await expect(page.getByLabel('Amount of White Rum in oz')).toHaveValue('6.0');
  await expect(page.getByLabel('Amount of Lime juice in oz')).toHaveValue('2.0');
  await expect(page.getByText('×2.96')).toBeVisible();

  // An amount typed for one line rescales the recipe to it; nonsense is ignored.
  await lime.fill('1');
  await lime.press('Enter');
  await expect(page.getByLabel('Amount of White Rum in oz')).toHaveValue('3.0');
  await page.getByLabel('Custom multiplier').fill('abc');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel('Amount of White Rum in oz')).toHaveValue('3.0');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('×1.00')).toBeVisible();
  await expect(page.getByLabel('Amount of White Rum in oz')).toHaveValue('2.0');

  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();

  // The same filters, pages and place.
  await expect(page.getByText(`Showing ${total} cocktails`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter, 3 active' })).toBeVisible();
  // The place: the Daiquiri where it was on screen, deep in the list as before. (The page's offset itself
  // may differ: cards the member scrolled past unseen had a guessed height then and a real one now.)
  await expect.poll(async () => Math.abs((await daiquiri.boundingBox())!.y - onScreenBefore)).toBeLessThanOrEqual(5);
  expect(await scrollY(page)).toBeGreaterThan(1000);
  await expect(daiquiri).toBeInViewport();

  // The filters last for the session: a reload keeps them.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filter, 3 active' })).toBeVisible();
  await expect(matches).toHaveText(`${total} matches`);
  await expect(totalLine).toBeVisible();
  expect(Number((await totalLine.textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(Number(databaseTotal.split(' ')[0]));
});

test('the list searches names, ingredients and people, and says when nothing matches', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/cocktails');
  const search = page.getByRole('searchbox', { name: 'Search cocktails' });
  await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();
  await expect(search).toHaveAttribute('placeholder', 'Search cocktails, ingredients, people...');
  // The whole placeholder shows at a phone's width.
  expect(await placeholderOverflow(search)).toBeLessThanOrEqual(0);
  const totalLine = page.getByText(/^\d+ total cocktails in database$/);
  const databaseTotal = (await totalLine.textContent())!;
  await search.fill('campari');
  // The list changes once typing pauses.
  await expect(page.getByText('Showing 1st 100 cocktails')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Boulevardier', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Daiquiri', exact: true })).toHaveCount(0);
  // How many match, as the server counts them, apart from the database's total.
  const { cocktails } = await graphql(
    `
      query ($filter: CocktailFilter) {
        cocktails(first: 0, filter: $filter) {
          totalCount
        }
      }
    `,
    { filter: { search: 'campari' } },
    member.token,
  );
  expect(cocktails.totalCount).toBeGreaterThan(1);
  await expect(page.getByText(`${cocktails.totalCount} matches`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Showing ${cocktails.totalCount} cocktails`)).toBeVisible();
  // Still the database's total, not the matches (other specs may add cocktails meanwhile: never fewer).
  const totalNow = Number((await totalLine.textContent())!.split(' ')[0]);
  expect(totalNow).toBeGreaterThanOrEqual(Number(databaseTotal.split(' ')[0]));
  expect(totalNow).toBeGreaterThan(cocktails.totalCount);
  await search.fill('no such cocktail anywhere');
  await expect(page.getByText('No cocktails found')).toBeVisible();
});

test('a card\'s "+N more…" stays whole on one line, inside the card\'s two lines of ingredients', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/cocktails');
  await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();
  const more = page.getByRole('list', { name: 'Ingredients' }).getByText(/^\+\d+ more…$/);
  expect(await more.count()).toBeGreaterThan(0);
  const misplaced = await more.evaluateAll((items) =>
    items
      .filter((item) => {
        const lines = new Set([...item.getClientRects()].map((rect) => Math.round(rect.top)));
        const shown = item.closest('ul')!.getBoundingClientRect();
        const box = item.getBoundingClientRect();
        return lines.size !== 1 || box.bottom > shown.bottom + 1 || box.right > shown.right + 1;
      })
      .map((item) => item.closest('article')!.querySelector('h2')!.textContent),
  );
  expect(misplaced).toEqual([]);
});

const CREATE = `mutation($input: CocktailInput!) {
  createCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { databaseId } } ... on Error { message } }
}`;

test('a creator edits their cocktail and sees the change; another member may only suggest an edit', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const creator = await signUpMember('bartender');
  const name = `Edit Me ${Date.now().toString(36)}`;
  const { createCocktail } = await graphql(
    CREATE,
    {
      input: {
        name,
        glassware: 'Coupe',
        ingredients: [
          { amount: 45, unit: 'ml', ingredient: 'Gin' },
          { amount: 15, unit: 'ml', ingredient: 'Lemon juice' },
        ],
      },
    },
    creator.token,
  );
  expect(createCocktail.__typename).toBe('CocktailPayload');
  const id = createCocktail.cocktail.databaseId;

  await signInPage(page, creator.token);
  await page.goto(`/cocktails/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', `/create?edit=${id}`);
  await expect(page.getByRole('button', { name: 'Suggest an Edit' })).toHaveCount(0);
  // Nothing to add beyond the basics: no Additional Information, and the default instructions.
  await expect(page.getByRole('heading', { name: 'Additional Information' })).toHaveCount(0);
  await expect(page.getByText('Mix ingredients according to taste.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Cocktail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Cocktail' });
  for (const section of ['Basics', 'Glassware & Categories', 'Garnish', 'Creator Attribution', 'Ingredients']) {
    await expect(dialog.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  // Cancel discards the copy.
  await dialog.getByLabel('Cocktail Name').fill('Discarded');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Cocktail' }).click();
  await expect(dialog.getByLabel('Cocktail Name')).toHaveValue(name);
  await dialog.getByLabel('Cocktail Name').fill(`${name} Royale`);
  await dialog.getByLabel('Original creator').fill('Ada Lovelace');
  await dialog.getByLabel('Year').fill('1843');
  await dialog.getByRole('listitem', { name: 'Ingredient 2' }).getByLabel('Amount').fill('20');
  // A new line with an ingredient the database does not know: its details are asked first.
  const rinse = `Lavender Rinse ${Date.now().toString(36)}`;
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('listitem', { name: 'Ingredient 3' }).getByLabel('Amount').fill('5');
  await dialog.getByRole('listitem', { name: 'Ingredient 3' }).getByLabel('Ingredient', { exact: true }).fill(rinse);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const details = page.getByRole('dialog', { name: 'Add ingredient details' });
  await choose(details, 'Category', 'Herb', page);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ingredient saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Cocktail updated successfully!')).toBeVisible();
  await expect(page.getByLabel(`Amount of ${rinse} in ml`)).toHaveValue('5');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `${name} Royale`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Amount of Lemon juice in ml')).toHaveValue('20');
  await expect(page.getByRole('heading', { name: 'Additional Information' })).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByText('1843')).toBeVisible();

  // A year outside 1800-2030 is refused with its message, and nothing changes. The two toasts may cover
  // Edit Cocktail: the member closes them.
  await closeToasts(page);
  await page.getByRole('button', { name: 'Edit Cocktail' }).click();
  await dialog.getByLabel('Year').fill('1700');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Year must be between 1800 and 2030')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const other = await signUpMember('user');
  const context = await browser.newContext();
  const otherPage = await context.newPage();
  await signInPage(otherPage, other.token);
  await otherPage.goto(`/cocktails/${id}`);
  await expect(otherPage.getByRole('heading', { name: `${name} Royale`, level: 1 })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Suggest an Edit' })).toBeVisible();
  await expect(otherPage.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(otherPage.getByRole('button', { name: 'Edit Cocktail' })).toHaveCount(0);
  await otherPage.getByRole('button', { name: 'Suggest an Edit' }).click();
  await expect(otherPage.getByText('Help us improve this recipe by suggesting changes or corrections.').first()).toBeVisible();
  await context.close();
});

test('a cocktail that does not exist says so, with Retry', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/cocktails/99999999');
  await expect(page.getByText('Error: Failed to fetch cocktail: Not Found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
