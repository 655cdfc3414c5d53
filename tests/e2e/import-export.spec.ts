// Issue 41: a member exports their cocktails from their profile, another member imports the file
// (preview, result), a recipe page's schema.org data imports with its units as written and a category
// picked for a new ingredient, and a file that is no recipe file is refused in words.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { createCocktailAs, signInPage, signUpMember } from './support/api';
import { choose } from './support/select';
import { expect, test } from './support/test';

test('a member exports their cocktails as JSON, and another member imports the file: preview, then result', async ({ browser }) => {
  const author = await signUpMember('bartender');
  const reader = await signUpMember('user');
  const tag = randomBytes(3).toString('hex');
  await createCocktailAs(author.token, {
    name: `Export Daiquiri ${tag}`,
    directions: 'Shake hard with ice and strain.',
    ingredients: [
      { amount: 60, unit: 'ml', ingredient: 'White Rum' },
      { amount: 22, unit: 'ml', ingredient: 'Lime juice' },
      { amount: 15, unit: 'ml', ingredient: 'Simple syrup' },
    ],
  });
  await createCocktailAs(author.token, {
    name: `Export Secret ${tag}`,
    visibility: 'private',
    ingredients: [{ amount: 50, unit: 'ml', ingredient: 'Gin' }],
  });

  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await signInPage(authorPage, author.token);
  await authorPage.goto('/profile');
  await authorPage.getByRole('link', { name: /Import and Export/ }).click();
  await expect(authorPage.getByRole('heading', { level: 1, name: 'Import and Export' })).toBeVisible();
  const downloading = authorPage.waitForEvent('download');
  await authorPage.getByRole('button', { name: 'Export JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^repour-cocktails-\d{4}-\d{2}-\d{2}\.json$/);
  const content = await readFile(await download.path(), 'utf8');
  const file = { name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(content) };
  const document = JSON.parse(content);
  expect(document).toMatchObject({ format: 'repour.cocktails', version: 1 });
  expect(document.cocktails.map((cocktail: { name: string }) => cocktail.name).sort()).toEqual([
    `Export Daiquiri ${tag}`,
    `Export Secret ${tag}`,
  ]);
  await expect(authorPage.getByText('Exported 2 cocktails')).toBeVisible();
  await authorContext.close();

  const readerContext = await browser.newContext();
  const page = await readerContext.newPage();
  await signInPage(page, reader.token);
  await page.goto('/profile/recipe-files');
  await page.getByLabel('Recipe file').setInputFiles(file);
  const preview = page.getByRole('form', { name: 'Import preview' });
  await expect(preview.getByText('Repour export: 2 recipes to create, 0 to skip.')).toBeVisible();
  await expect(preview.getByText('60 ml White Rum')).toBeVisible();
  await preview.getByRole('button', { name: 'Import 2 recipes' }).click();
  await expect(page.getByRole('heading', { name: 'Imported: 2 cocktails created, 0 skipped' })).toBeVisible();

  // The recipe opens, with its strength estimated as it is served.
  await page.getByRole('link', { name: `Export Daiquiri ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Export Daiquiri ${tag}` })).toBeVisible();
  await expect(page.getByText(/As served \(shaken\):/)).toBeVisible();
  await expect(page.getByText(/about \d+\.\d% ABV · \d+ ml/)).toBeVisible();
  await expect(page.getByText(/Dave Arnold's dilution formulas/)).toBeVisible();

  // The same file again: nothing doubled.
  await page.goto('/profile/recipe-files');
  await page.getByLabel('Recipe file').setInputFiles(file);
  await expect(page.getByText('Repour export: 0 recipes to create, 2 to skip.')).toBeVisible();
  await expect(page.getByText('You already have this cocktail')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Import 0 recipes' })).toBeDisabled();
  await readerContext.close();
});

test('a recipe page imports with its units as written and a category picked for a new ingredient', async ({ page }) => {
  const member = await signUpMember('user');
  const tag = randomBytes(3).toString('hex');
  const herb = `Meadow Herb ${tag}`;
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: `Page Sazerac ${tag}`,
    recipeIngredient: ['2 ounces rye whiskey', '1/8 oz. absinthe', 'Sugar, to taste', `3 ${herb}`],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Stir with ice and strain.' }],
  };
  const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`;

  await signInPage(page, member.token);
  await page.goto('/profile/recipe-files');
  await page.getByLabel('Recipe file').setInputFiles({ name: 'sazerac.html', mimeType: 'text/html', buffer: Buffer.from(html) });
  const preview = page.getByRole('form', { name: 'Import preview' });
  await expect(preview.getByText('schema.org Recipe: 1 recipe to create, 0 to skip.')).toBeVisible();
  await expect(preview.getByText('2 oz rye whiskey')).toBeVisible();
  await expect(preview.getByText('3.7 ml absinthe')).toBeVisible();
  await expect(preview.getByText('0.125 oz is 3.7 ml: ounces go in quarter steps')).toBeVisible();
  await expect(preview.getByText('Sugar', { exact: true })).toBeVisible();
  await expect(preview.getByText('· to taste')).toBeVisible();
  await choose(preview, `${herb} (1 recipe)`, 'herb', page);
  await preview.getByRole('button', { name: 'Import 1 recipe' }).click();
  await expect(page.getByRole('heading', { name: 'Imported: 1 cocktail created, 0 skipped' })).toBeVisible();
});

test('a file that is no recipe file is refused in words', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/profile/recipe-files');
  await page
    .getByLabel('Recipe file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('gin, lime, sugar') });
  await expect(page.getByText('This file is neither JSON nor a web page with schema.org recipe data')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Import preview' })).toHaveCount(0);
});
