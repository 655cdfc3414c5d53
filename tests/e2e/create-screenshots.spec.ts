// Not a test: pictures of the create screen with a long recipe, in both themes, to look at after changing it.
// SCREENSHOTS=1 npm run test:e2e -- create-screenshots  writes tests/e2e/.output/screens/*.png
import { expect, test, type Page } from './support/test';
import { signInPage, signUpMember } from './support/api';
import { choose } from './support/select';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

const themes = ['light', 'dark'] as const;

const recipe = [
  ['45', 'ml', 'Gin', "Hendrick's"],
  ['15', 'ml', 'Lime juice', ''],
  ['15', 'ml', 'Simple syrup', ''],
  ['10', 'ml', 'Elderflower liqueur', 'St-Germain'],
  ['2', 'dash', 'Orange bitters', ''],
  ['1', 'barspoon', 'Absinthe', ''],
  ['3', 'qty', 'Cucumber slices', ''],
  ['', 'Top with', 'Club soda', ''],
] as const;

async function shoot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, fullPage, animations: 'disabled' });
}

for (const theme of themes) {
  test(`the create screen with eight ingredients in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const member = await signUpMember('bartender');
    await signInPage(page, member.token);
    await page.goto('/create');
    await expect(page.getByRole('heading', { name: 'Create Cocktail', level: 1 })).toBeVisible();
    // Refused: the toast, and the name's field in the middle of the screen with its message.
    await page.getByRole('button', { name: 'Add to Database' }).click();
    await expect(page.getByLabel('Cocktail Name')).toBeFocused();
    await shoot(page, `create-name-refused-${theme}`);
    await page.getByLabel('Cocktail Name').fill('Garden Collins');
    for (const [index, [amount, unit, ingredient, brand]] of recipe.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add', exact: true }).click();
      const row = page.getByRole('listitem', { name: `Ingredient ${index + 1}` });
      if (unit !== 'ml') await choose(row, 'Unit', unit, page);
      if (amount) await row.getByLabel('Amount').fill(amount);
      await row.getByLabel('Ingredient', { exact: true }).fill(ingredient);
      // Leaving the field keeps its suggestions, which arrive a moment later, from covering "Add".
      await row.getByLabel('Ingredient', { exact: true }).blur();
      if (brand) {
        await row.getByRole('button', { name: 'Add brand' }).click();
        await row.getByLabel(/Brand/).fill(brand);
        await page.keyboard.press('Escape');
      }
    }
    await page.getByLabel('Cocktail Name').click();
    await shoot(page, `create-eight-full-${theme}`, true);
    await page.getByRole('button', { name: 'Custom Ingredient' }).scrollIntoViewIfNeeded();
    await shoot(page, `create-custom-ingredient-row-${theme}`);
    await page.getByRole('listitem', { name: 'Ingredient 7' }).scrollIntoViewIfNeeded();
    await shoot(page, `create-eight-rows-${theme}`);
  });
}
