// My shelf (issue 41, decision 0076): a member stocks My Bar by search and by category from the
// profile, the list's filter sheet shows what the shelf makes now (narrowed by the search) and what is
// one ingredient short (the card says which), "What to buy next" names the missing ingredient, one tap
// removes an ingredient, and both themes are axe clean (with screenshots).
import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { createCocktailAs, graphql, signInPage, signUpMember } from './support/api';

const CREATE_INGREDIENT = `mutation($input: CreateIngredientInput!) {
  createIngredient(input: $input) { __typename ... on Error { message } }
}`;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, animations: 'disabled' });
}

async function openFilter(page: Page) {
  await page.getByRole('button', { name: /^Filter/ }).click();
  await expect(page.getByRole('heading', { name: 'Filter Cocktails' })).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  test(`a member stocks My Bar, sees what they can make and what to buy (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const creator = await signUpMember('bartender');
    const [gin, lemon, soda] = [`Shelfgin ${tag}`, `Shelflemon ${tag}`, `Shelfsoda ${tag}`];
    for (const [name, category] of [
      [gin, 'spirit'],
      [lemon, 'juice'],
      [soda, 'mixer'],
    ]) {
      const { createIngredient } = await graphql(CREATE_INGREDIENT, { input: { name, category } }, creator.token);
      expect(createIngredient.__typename).toBe('CreateIngredientPayload');
    }
    // Named to sort first: other tests' one-ingredient cocktails are one ingredient from any shelf too.
    const sour = `0 Shelf Sour ${tag}`;
    const fizz = `0 Shelf Fizz ${tag}`;
    await createCocktailAs(creator.token, {
      name: sour,
      glassware: 'Coupe',
      ingredients: [
        { amount: 60, unit: 'ml', ingredient: gin },
        { amount: 30, unit: 'ml', ingredient: lemon },
      ],
    });
    await createCocktailAs(creator.token, {
      name: fizz,
      glassware: 'Highball',
      ingredients: [
        { amount: 45, unit: 'ml', ingredient: gin },
        { amount: 20, unit: 'ml', ingredient: lemon },
        { amount: 90, unit: 'ml', ingredient: soda },
      ],
    });

    const member = await signUpMember('user');
    await signInPage(page, member.token);
    await page.goto('/profile');
    await page.getByRole('link', { name: /My Bar/ }).click();
    await expect(page.getByRole('heading', { name: 'My Bar', level: 1 })).toBeVisible();
    await expect(page.getByText('0 on your shelf')).toBeVisible();

    // Quick add by search.
    const search = page.getByRole('searchbox', { name: 'Add an ingredient' });
    // The search's results (What to buy next may offer the same ingredient).
    const found = page.getByRole('list', { name: 'Ingredients found' });
    await search.fill(gin);
    await found.getByRole('button', { name: `Add ${gin}` }).click();
    await expect(page.getByRole('list', { name: 'Your shelf' }).getByText(gin)).toBeVisible();
    await search.fill(lemon);
    await found.getByRole('button', { name: `Add ${lemon}` }).click();
    await expect(page.getByText('2 on your shelf')).toBeVisible();

    // What to buy next: the soda makes the fizz.
    const toBuy = page.getByRole('list', { name: 'What to buy next' });
    await expect(toBuy.getByRole('listitem').filter({ hasText: soda })).toContainText('unlocks 1 cocktail');
    await search.fill('');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `shelf-my-bar-${theme}`);

    // The list's filter sheet: Can make now.
    await page.goto('/cocktails');
    await openFilter(page);
    await expect(page.getByRole('link', { name: 'Edit My Bar' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Can make now' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('link', { name: sour, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: fizz, exact: true })).toHaveCount(0);
    await shoot(page, `shelf-can-make-${theme}`);

    // The search narrows what the shelf makes: the fizz is not made, so nothing matches; the sour is.
    const listSearch = page.getByRole('searchbox', { name: 'Search cocktails' });
    await listSearch.fill(`Shelf Fizz ${tag}`);
    await expect(page.getByText('Nothing your shelf makes matches these filters.')).toBeVisible();
    await listSearch.fill(`Shelf Sour ${tag}`);
    await expect(page.getByRole('link', { name: sour, exact: true })).toBeVisible();
    await listSearch.fill('');

    // Missing one: the card says what.
    await openFilter(page);
    await page.getByRole('button', { name: 'Missing one' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    const fizzItem = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: fizz, exact: true }) });
    await expect(fizzItem).toContainText(`Missing: ${soda}`);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `shelf-missing-one-${theme}`);

    // One tap removes an ingredient.
    await page.goto('/my-bar');
    await page.getByRole('button', { name: `Remove ${gin}` }).click();
    await expect(page.getByText('1 on your shelf')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your shelf' }).getByText(gin)).toHaveCount(0);
  });
}
