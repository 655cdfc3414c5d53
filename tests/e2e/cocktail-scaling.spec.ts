// Scaling a recipe on the cocktail detail screen as a bartender judges it (issue 22, decision 0037):
// counts scale to halves and wholes, dashes to whole dashes, "Top with" never scales nor shows a number,
// a recipe opens in the unit its author wrote, and doubling what a line shows reads ×2.00.
import { expect, test, type Page } from './support/test';
import { E2E_BASE_URL, graphql, signInPage, signUpMember } from './support/api';

const CREATE = `mutation($input: CocktailInput!) {
  createCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { databaseId } } ... on Error { message } }
}`;

/** The line of one ingredient, as its text reads ("Top with Club soda"). */
function line(page: Page, ingredient: string) {
  return page.getByRole('listitem').filter({ has: page.getByText(ingredient, { exact: true }) });
}

test('counts scale with the recipe while "Top with" stays as written, and a legacy amount of 0 shows no number', async ({ page }) => {
  const member = await signUpMember('bartender');
  const name = `Scaling Punch ${Date.now().toString(36)}`;
  // Saved through the legacy API, as older clients do: its "Top with" line carries an amount of 0.
  const response = await fetch(`${E2E_BASE_URL}/api/cocktails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify({
      name,
      visibility: 'private',
      glassware: 'Wine',
      ingredients: [
        { amount: 1, unit: 'bottle', ingredient: 'Red wine', order_index: 1 },
        { amount: 45, unit: 'ml', ingredient: 'Brandy', order_index: 2 },
        { amount: 1, unit: 'whole', ingredient: 'Lime', order_index: 3 },
        { amount: 1, unit: 'dash', ingredient: 'Angostura aromatic bitters', order_index: 4 },
        { amount: 0, unit: 'Top with', ingredient: 'Club soda', order_index: 5 },
      ],
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };

  await signInPage(page, member.token);
  await page.goto(`/cocktails/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const wine = page.getByLabel('Amount of Red wine in bottle');
  const brandy = page.getByLabel('Amount of Brandy in ml');
  const lime = page.getByLabel('Amount of Lime in whole');
  const bitters = page.getByLabel('Amount of Angostura aromatic bitters in dash');
  const soda = line(page, 'Club soda');
  await expect(wine).toHaveValue('1');
  await expect(brandy).toHaveValue('45');
  await expect(soda).toHaveText('Top with Club soda');
  await expect(soda.getByRole('textbox')).toHaveCount(0);

  await page.getByRole('button', { name: '×2', exact: true }).click();
  await expect(page.getByText('×2.00')).toBeVisible();
  await expect(brandy).toHaveValue('90');
  await expect(wine).toHaveValue('2');
  await expect(lime).toHaveValue('2');
  await expect(bitters).toHaveValue('2');
  await expect(line(page, 'Red wine')).toContainText('bottles Red wine');
  await expect(line(page, 'Angostura aromatic bitters')).toContainText('dashes Angostura');
  await expect(soda).toHaveText('Top with Club soda');

  // Half a recipe: half a bottle and half a lime, but never half a dash.
  await page.getByRole('button', { name: '×0.5', exact: true }).click();
  await expect(page.getByText('×0.50')).toBeVisible();
  await expect(wine).toHaveValue('0.5');
  await expect(lime).toHaveValue('0.5');
  await expect(bitters).toHaveValue('1');
  await expect(line(page, 'Red wine')).toContainText('bottle Red wine');
  await expect(line(page, 'Angostura aromatic bitters')).toContainText('dash Angostura');
  await expect(brandy).toHaveValue('23');
  await expect(soda).toHaveText('Top with Club soda');

  // A count typed rescales everything else.
  await lime.fill('3');
  await lime.press('Enter');
  await expect(page.getByText('×3.00')).toBeVisible();
  await expect(wine).toHaveValue('3');
  await expect(brandy).toHaveValue('135');
  await expect(bitters).toHaveValue('3');
});

test('a recipe written in oz opens in oz, and 3 oz typed over a line showing 1.5 oz doubles the recipe', async ({ page }) => {
  const member = await signUpMember('bartender');
  const stamp = Date.now().toString(36);
  const create = async (name: string, ingredients: unknown[]) => {
    const { createCocktail } = await graphql(CREATE, { input: { name, visibility: 'private', ingredients } }, member.token);
    expect(createCocktail.__typename).toBe('CocktailPayload');
    return createCocktail.cocktail.databaseId as number;
  };
  const mule = await create(`Scaling Mule ${stamp}`, [
    { amount: 1.5, unit: 'oz', ingredient: 'Vodka' },
    { amount: 0.75, unit: 'oz', ingredient: 'Lime juice' },
    { unit: 'Top with', ingredient: 'Club soda' },
  ]);
  // Written in ml: 45 ml is 1.52 oz, shown as 1.5.
  const sour = await create(`Scaling Sour ${stamp}`, [
    { amount: 45, unit: 'ml', ingredient: 'White Rum' },
    { amount: 22.5, unit: 'ml', ingredient: 'Lime juice' },
    { amount: 1, unit: 'whole', ingredient: 'Egg White' },
  ]);
  await signInPage(page, member.token);

  await page.goto(`/cocktails/${mule}`);
  await expect(page.getByRole('radio', { name: 'oz' })).toBeChecked();
  await expect(page.getByLabel('Amount of Vodka in oz')).toHaveValue('1.5');
  await expect(page.getByLabel('Amount of Lime juice in oz')).toHaveValue('0.75');
  await expect(page.getByLabel('Total Volume in oz')).toHaveValue('2.25');
  await expect(line(page, 'Club soda')).toHaveText('Top with Club soda');
  // The toggle still converts.
  await page.getByRole('radio', { name: 'ml' }).click();
  await expect(page.getByLabel('Amount of Vodka in ml')).toHaveValue('44');
  await expect(page.getByLabel('Amount of Lime juice in ml')).toHaveValue('22');
  await expect(page.getByLabel('Total Volume in ml')).toHaveValue('66');

  await page.goto(`/cocktails/${sour}`);
  await expect(page.getByRole('radio', { name: 'ml' })).toBeChecked();
  await expect(page.getByLabel('Amount of White Rum in ml')).toHaveValue('45');
  await page.getByRole('radio', { name: 'oz' }).click();
  const rum = page.getByLabel('Amount of White Rum in oz');
  await expect(rum).toHaveValue('1.5');
  // The lines add up to the Total Volume: 1.5 + 0.75.
  await expect(page.getByLabel('Total Volume in oz')).toHaveValue('2.25');
  await rum.fill('3');
  await rum.press('Enter');
  await expect(page.getByText('×2.00')).toBeVisible();
  await expect(page.getByRole('button', { name: '×2', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(rum).toHaveValue('3.0');
  await expect(page.getByLabel('Amount of Lime juice in oz')).toHaveValue('1.5');
  await expect(page.getByLabel('Amount of Egg White in whole')).toHaveValue('2');
  await expect(page.getByLabel('Total Volume in oz')).toHaveValue('4.5');
});

test('a Total Volume typed in oz stays as typed when the box is left, while the lines show quarter ounces', async ({ page }) => {
  const member = await signUpMember('bartender');
  const { createCocktail } = await graphql(
    CREATE,
    {
      input: {
        name: `Scaling Negroni ${Date.now().toString(36)}`,
        visibility: 'private',
        ingredients: [
          { amount: 1, unit: 'oz', ingredient: 'Gin' },
          { amount: 1, unit: 'oz', ingredient: 'Campari' },
          { amount: 1, unit: 'oz', ingredient: 'Sweet vermouth' },
        ],
      },
    },
    member.token,
  );
  await signInPage(page, member.token);
  await page.goto(`/cocktails/${createCocktail.cocktail.databaseId}`);
  const total = page.getByLabel('Total Volume in oz');
  await expect(total).toHaveValue('3.0');

  // 8 oz over three equal lines: each reads 2.75 (8/3 rounded to a quarter), yet the box keeps 8.
  await total.fill('8');
  await total.press('Tab');
  await expect(page.getByText('×2.67')).toBeVisible();
  for (const name of ['Gin', 'Campari', 'Sweet vermouth']) await expect(page.getByLabel(`Amount of ${name} in oz`)).toHaveValue('2.75');
  await expect(total).toHaveValue('8.0');

  // Any other change of scale shows the lines' sum again.
  await page.getByRole('button', { name: '×2', exact: true }).click();
  await expect(total).toHaveValue('6.0');
});
