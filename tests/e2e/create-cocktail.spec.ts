// Putting a cocktail into the database from a phone: known and unknown ingredients, a custom
// ingredient made on its own screen, a photo; then finding it in the list and on its page.
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { pickPhoto } from './support/photo';
import { choose } from './support/select';

const photo = path.join(import.meta.dirname, 'fixtures', 'cocktail-photo.jpg');

function row(page: Page, index: number): Locator {
  return page.getByRole('listitem', { name: `Ingredient ${index}` });
}

test('a member creates a cocktail with known, unknown and custom ingredients and a photo, then finds it', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const member = await signUpMember('bartender');
  await signInPage(page, member.token);
  const name = `Fig Leaf Sour ${tag}`;
  const customName = `Fig Honey ${tag}`;
  const bitters = `Smoked Fig Bitters ${tag}`;

  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'Create Cocktail', level: 1 })).toBeVisible();
  // No tab bar on /create, and no custom ingredients yet.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Custom Ingredients' })).toHaveCount(0);

  // The rules speak before anything is sent.
  await page.getByRole('button', { name: 'Add to Database' }).click();
  await expect(page.getByText('Please enter a cocktail name').first()).toBeVisible();

  // Attribution: "I am the creator" hides the original creator and source link.
  await page.getByLabel('Original creator').fill('Somebody Else');
  await page.getByLabel('I am the creator').click();
  await expect(page.getByLabel('Original creator')).toHaveCount(0);
  await page.getByLabel('Year').fill('2024');
  await page.getByLabel('Venue name').fill('Danté');
  await page.getByRole('option', { name: /^Dante/ }).click();
  await expect(page.getByLabel('City')).toHaveValue('New York');

  // A name that exists gets the non-blocking warning.
  await page.getByLabel('Cocktail Name').fill('negroni');
  await expect(
    page.getByText("A cocktail with this name already exists. Consider adding a variation tag or confirming it's distinct."),
  ).toBeVisible();
  await page.getByLabel('Cocktail Name').fill(name);
  await expect(page.getByText(/A cocktail with this name already exists/)).toHaveCount(0);

  // Two known ingredients.
  await row(page, 1).getByLabel('Amount').fill('60');
  await row(page, 1).getByLabel('Ingredient', { exact: true }).fill('bourbon w');
  await page.getByRole('option', { name: 'Bourbon Whiskey' }).click();
  // The brand is optional and folded away until asked for.
  await expect(row(page, 1).getByLabel(/Brand/)).toHaveCount(0);
  await row(page, 1).getByRole('button', { name: 'Add brand' }).click();
  await expect(row(page, 1).getByLabel(/Brand/)).toBeFocused();
  await row(page, 1).getByLabel(/Brand/).fill('Buffalo Trace');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await choose(row(page, 2), 'Unit', 'oz', page);
  await row(page, 2).getByLabel('Amount').fill('0.75');
  await row(page, 2).getByLabel('Ingredient', { exact: true }).fill('Lemon juice');

  // A custom ingredient, made on its own screen; the form waits for us.
  await page.getByRole('button', { name: 'Custom Ingredient' }).click();
  await expect(page).toHaveURL(/\/create-custom-ingredient$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
  await page.getByLabel('Name').fill(customName);
  await choose(page, 'Category', 'Syrup', page);
  await page.getByLabel('Yield', { exact: true }).fill('12');
  await page.getByRole('listitem', { name: 'Component 1' }).getByLabel('Amount').fill('8');
  await page.getByRole('listitem', { name: 'Component 1' }).getByLabel('Base ingredient').fill('Honey Syrup');
  await page.getByRole('button', { name: 'Add Component' }).click();
  await page.getByRole('listitem', { name: 'Component 2' }).getByLabel('Amount').fill('4');
  await page.getByRole('listitem', { name: 'Component 2' }).getByLabel('Base ingredient').fill('Lemon juice');
  await page.getByLabel('Preparation Instructions').fill('Stir until combined; keeps a week chilled.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Custom ingredient saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByText(`${customName} added to your custom ingredients!`)).toBeVisible();
  await expect(page.getByLabel('Cocktail Name')).toHaveValue(name);
  await expect(row(page, 2).getByLabel('Ingredient', { exact: true })).toHaveValue('Lemon juice');

  await expect(page.getByRole('heading', { name: 'Your Custom Ingredients' })).toBeVisible();
  await page.getByRole('button', { name: `Use ${customName}` }).click();
  await expect(page.getByText(`${customName} added to recipe`)).toBeVisible();
  await expect(row(page, 3).getByLabel('Ingredient', { exact: true })).toHaveValue(customName);
  await row(page, 3).getByLabel('Amount').fill('0.5');

  // An ingredient the database does not know yet.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await choose(row(page, 4), 'Unit', 'dash', page);
  await row(page, 4).getByLabel('Amount').fill('2');
  await row(page, 4).getByLabel('Ingredient', { exact: true }).fill(bitters);

  await page.getByLabel(/^Garnish/).fill('Fig slice');
  await page.getByLabel(/^Instructions/).fill('Shake hard with ice and double strain.');
  await choose(page, 'Glassware', 'Rocks', page);
  await page.getByText('Sour', { exact: true }).click();
  await page.getByText('Modern', { exact: true }).click();

  await pickPhoto(page, 'Choose from Gallery', photo);
  await expect(page.getByText('Photo selected')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cocktail photo preview' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Database' }).click();
  const modal = page.getByRole('dialog', { name: 'Add ingredient details' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(bitters);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Please provide a category')).toBeVisible();
  await choose(modal, 'Category', 'Bitters', page);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ingredient saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Cocktail created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/cocktails$/);

  // In the list...
  await page.getByRole('searchbox', { name: 'Search cocktails' }).fill(name);
  const card = page.getByRole('link', { name, exact: true });
  await expect(card).toBeVisible();
  const article = page.getByRole('article').filter({ has: card });
  await expect(article).toContainText(`by ${member.username}`);
  await expect(article).toContainText('Bourbon Whiskey (Buffalo Trace)');
  await expect(article).toContainText('+1 more…');
  await expect(article).toContainText('Modern');
  await expect(article).toContainText('Rocks');

  // ... and on its page, with its photo.
  await card.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  expect(await image.getAttribute('src')).toMatch(/^\/uploads\/cocktails\/.+\.webp$/);
  // Two of its three volumes were written in oz, so it opens in oz (decision 37); in ml it reads as typed.
  await expect(page.getByRole('radio', { name: 'oz' })).toBeChecked();
  await expect(page.getByLabel('Amount of Lemon juice in oz')).toHaveValue('0.75');
  await page.getByRole('radio', { name: 'ml' }).click();
  await expect(page.getByLabel('Amount of Bourbon Whiskey in ml')).toHaveValue('60');
  await expect(page.getByLabel('Amount of Lemon juice in ml')).toHaveValue('22');
  await expect(page.getByLabel(`Amount of ${customName} in ml`)).toHaveValue('15');
  await expect(page.getByLabel(`Amount of ${bitters} in dash`)).toHaveValue('2');
  await expect(page.getByText('Fig slice')).toBeVisible();
  await expect(page.getByText('Shake hard with ice and double strain.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Dante' })).toHaveText('Dante New York, NY, USA', { useInnerText: true });
  await expect(page.getByRole('definition').filter({ hasText: '2024' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: member.username })).toBeVisible();

  // The creator's Edit opens the same form with the cocktail in it.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/create\?edit=\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit Cocktail', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Cocktail Name')).toHaveValue(name);
  await expect(row(page, 4).getByLabel('Ingredient', { exact: true })).toHaveValue(bitters);
  // A saved brand is shown; rows without one keep it folded away.
  await expect(row(page, 1).getByLabel(/Brand/)).toHaveValue('Buffalo Trace');
  await expect(row(page, 2).getByLabel(/Brand/)).toHaveCount(0);
  await page.getByLabel(/^Garnish/).fill('Fig fan');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Cocktail updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/cocktails\/\d+$/);
  await expect(page.getByText('Fig fan')).toBeVisible();
});

test('a photo that is not an image is refused before it is sent', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/create');
  await pickPhoto(page, 'Choose from Gallery', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await pickPhoto(page, 'Choose from Gallery', {
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
  });
  await expect(page.getByText('Photo must be under 5MB')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cocktail photo preview' })).toHaveCount(0);
});

test('a text file named .jpg is not taken for a photo: it is refused when picked, with no preview', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/create');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/graphql') && (request.postData() ?? '').includes('uploadCocktailPhoto')) {
      uploads.push(request.url());
    }
  });
  for (const button of ['Choose from Gallery', 'Take Photo'] as const) {
    await pickPhoto(page, button, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo, only named like one') });
    await expect(page.getByText('Please select an image file').last()).toBeVisible();
  }
  await expect(page.getByText('Photo selected')).toHaveCount(0);
  await expect(page.getByText('Photo captured')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Cocktail photo preview' })).toHaveCount(0);
  // The file pickers are not controls of their own: the two buttons are.
  await expect(page.getByRole('button', { name: 'Choose from Gallery' })).toHaveCount(1);
  await expect(page.getByLabel('Choose from Gallery')).toHaveCount(0);
  await expect(page.getByLabel('Take Photo')).toHaveCount(0);
  // A real photo is still taken.
  await pickPhoto(page, 'Choose from Gallery', photo);
  await expect(page.getByText('Photo selected')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cocktail photo preview' })).toBeVisible();
  expect(uploads).toEqual([]);
});

test('with its login token gone, a save sends nothing, signs the member out here and goes to /login', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/create');
  await page.getByLabel('Cocktail Name').fill(`Signed Out Sour ${Date.now().toString(36)}`);
  await row(page, 1).getByLabel('Amount').fill('50');
  await row(page, 1).getByLabel('Ingredient', { exact: true }).fill('Gin');
  // Leaving the field keeps its suggestions, which arrive a moment later, from covering what is below.
  await row(page, 1).getByLabel('Ingredient', { exact: true }).blur();
  await pickPhoto(page, 'Choose from Gallery', photo);
  await expect(page.getByText('Photo selected')).toBeVisible();

  // Signed out elsewhere (another tab): the token is gone, the page still shows the member.
  await page.evaluate(() => window.localStorage.removeItem('authToken'));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql') || request.url().includes('/api/')) sent.push(request.postData() ?? request.url());
  });
  await page.getByRole('button', { name: 'Add to Database' }).click();
  await expect(page.getByText('Please log in to create cocktails')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(sent.filter((body) => /createCocktail|uploadCocktailPhoto|unknownIngredientNames|logOut/.test(body))).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('userData'))).toBeNull();
});

test('a custom ingredient saved with the login token gone sends nothing and goes to /login', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/create-custom-ingredient');
  await page.getByLabel('Name').fill(`Signed Out Syrup ${Date.now().toString(36)}`);
  await choose(page, 'Category', 'Syrup', page);
  await page.getByLabel('Yield', { exact: true }).fill('12');
  await page.getByRole('listitem', { name: 'Component 1' }).getByLabel('Amount').fill('8');
  await page.getByRole('listitem', { name: 'Component 1' }).getByLabel('Base ingredient').fill('Honey Syrup');
  await page.getByRole('listitem', { name: 'Component 1' }).getByLabel('Base ingredient').blur();

  await page.evaluate(() => window.localStorage.removeItem('authToken'));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql') || request.url().includes('/api/')) sent.push(request.postData() ?? request.url());
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please log in to create custom ingredients')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(sent.filter((body) => /createCustomIngredient|unknownIngredientNames|logOut/.test(body))).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('userData'))).toBeNull();
});

test('an empty name is told on the field, which is scrolled to and focused', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/create');
  await row(page, 1).getByLabel('Amount').fill('50');
  await row(page, 1).getByLabel('Ingredient', { exact: true }).fill('Gin');
  // Leaving the field keeps its suggestions, which arrive a moment later, from covering what is below.
  await row(page, 1).getByLabel('Ingredient', { exact: true }).blur();
  await page.getByRole('button', { name: 'Add to Database' }).click();
  const name = page.getByLabel('Cocktail Name');
  await expect(name).toBeFocused();
  // In sight: below the header, above the sticky "Add to Database" bar.
  const header = page.getByRole('banner').first();
  const button = page.getByRole('button', { name: 'Add to Database' });
  await expect
    .poll(async () => {
      const [field, top, bottom] = await Promise.all([name.boundingBox(), header.boundingBox(), button.boundingBox()]);
      return field!.y >= top!.y + top!.height && field!.y + field!.height <= bottom!.y;
    })
    .toBe(true);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter a cocktail name');
});

test('a "Top with" line asks no amount, and is saved without one', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  const name = `Top Up ${Date.now().toString(36)}`;
  await page.goto('/create');
  await page.getByLabel('Cocktail Name').fill(name);
  await row(page, 1).getByLabel('Amount').fill('50');
  await row(page, 1).getByLabel('Ingredient', { exact: true }).fill('Gin');
  // Leaving the field keeps its suggestions, which arrive a moment later, from covering what is below.
  await row(page, 1).getByLabel('Ingredient', { exact: true }).blur();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await row(page, 2).getByLabel('Amount').fill('90');
  await choose(row(page, 2), 'Unit', 'Top with', page);
  await expect(row(page, 2).getByLabel('Amount')).toHaveCount(0);
  await row(page, 2).getByLabel('Ingredient', { exact: true }).fill('Club soda');
  await page.getByRole('button', { name: 'Add to Database' }).click();
  await expect(page.getByText('Cocktail created successfully!')).toBeVisible();
  const { cocktails } = await graphql(
    `
      query ($f: CocktailFilter) {
        cocktails(first: 10, filter: $f) {
          edges {
            node {
              name
              ingredients {
                amount
                unit
              }
            }
          }
        }
      }
    `,
    { f: { search: name } },
    member.token,
  );
  expect(cocktails.edges.find((edge: { node: { name: string } }) => edge.node.name === name).node.ingredients).toEqual([
    { amount: 50, unit: 'ml' },
    { amount: null, unit: 'Top with' },
  ]);
});

test('eight ingredients stay compact: the brand is folded away unless it has a value, and the row buttons fit the card', async ({
  page,
}) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/create');
  for (let index = 2; index <= 8; index += 1) await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('listitem', { name: /^Ingredient \d$/ })).toHaveCount(8);
  await expect(page.getByLabel(/Brand/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add brand' })).toHaveCount(8);
  const heights = await page.getByRole('listitem', { name: /^Ingredient \d$/ }).evaluateAll((rows) => rows.map((row) => row.clientHeight));
  // Amount and unit, then the ingredient: no third field (the brand box was about 70 px more a row).
  for (const height of heights) expect(height).toBeLessThan(200);

  // The Custom Ingredient and Add buttons stay inside their card at 390 px.
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Ingredients' }) });
  const cardBox = (await card.boundingBox())!;
  for (const button of [page.getByRole('button', { name: 'Custom Ingredient' }), page.getByRole('button', { name: 'Add', exact: true })]) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A brand given stays in sight.
  await row(page, 3).getByRole('button', { name: 'Add brand' }).click();
  await row(page, 3).getByLabel(/Brand/).fill('Fever-Tree');
  await row(page, 4).getByLabel('Amount').click();
  await expect(row(page, 3).getByLabel(/Brand/)).toHaveValue('Fever-Tree');
  await expect(page.getByRole('button', { name: 'Add brand' })).toHaveCount(7);
});

test('the glassware "Other" needs a description, and the glass defaults to the cocktail glass', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  const name = `Default Glass ${Date.now().toString(36)}`;
  await page.goto('/create');
  await page.getByLabel('Cocktail Name').fill(name);
  await page.getByRole('listitem', { name: 'Ingredient 1' }).getByLabel('Amount').fill('50');
  await page.getByRole('listitem', { name: 'Ingredient 1' }).getByLabel('Ingredient', { exact: true }).fill('Gin');
  await choose(page, 'Glassware', 'Other', page);
  await page.getByRole('button', { name: 'Add to Database' }).click();
  await expect(page.getByText('Please specify the glassware').first()).toBeVisible();
  await choose(page, 'Glassware', 'Cocktail Glass (default)', page);
  await page.getByRole('button', { name: 'Add to Database' }).click();
  await expect(page.getByText('Cocktail created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/cocktails$/);
  const { cocktails } = await graphql(
    `
      query ($f: CocktailFilter) {
        cocktails(first: 1, filter: $f) {
          edges {
            node {
              glassware
            }
          }
        }
      }
    `,
    { f: { search: name } },
    member.token,
  );
  expect(cocktails.edges[0].node.glassware).toBe('Cocktail Glass');
});

test('a double tap on "Add to Database" adds the cocktail once', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  const name = `Double Tap ${Date.now().toString(36)}`;
  await page.goto('/create');
  await page.getByLabel('Cocktail Name').fill(name);
  await page.getByRole('listitem', { name: 'Ingredient 1' }).getByLabel('Amount').fill('50');
  await page.getByRole('listitem', { name: 'Ingredient 1' }).getByLabel('Ingredient', { exact: true }).fill('Gin');
  // Both taps land before the page re-renders with the button disabled.
  await page.getByRole('button', { name: 'Add to Database' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByText('Cocktail created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/cocktails$/);
  const { cocktails } = await graphql(
    `
      query ($f: CocktailFilter) {
        cocktails(first: 5, filter: $f) {
          totalCount
        }
      }
    `,
    { f: { search: name } },
    member.token,
  );
  expect(cocktails.totalCount).toBe(1);
});

test('an unsaved draft that comes back is said, and "Start over" gives a blank form', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/create');
  // A blank form is no draft: nothing is said.
  await expect(page.getByLabel('Cocktail Name')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toHaveCount(0);
  await page.getByLabel('Cocktail Name').fill('Half-written Sour');
  await row(page, 1).getByLabel('Amount').fill('50');

  // Away and back: the draft returns, and the screen says so.
  await page.goto('/feed');
  await page.goto('/create');
  const notice = page.getByRole('status').filter({ hasText: 'Draft restored' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This is the cocktail you had not saved yet.');
  await expect(page.getByLabel('Cocktail Name')).toHaveValue('Half-written Sour');

  await notice.getByRole('button', { name: 'Start over' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByLabel('Cocktail Name')).toHaveValue('');
  await expect(page.getByLabel('Cocktail Name')).toBeFocused();
  await expect(row(page, 1).getByLabel('Amount')).toHaveValue('');
  // Nothing comes back after a start over.
  await page.reload();
  await expect(page.getByLabel('Cocktail Name')).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toHaveCount(0);
});
