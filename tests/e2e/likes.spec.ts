import { expect, test, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';

const CREATE = `mutation($input: CocktailInput!) {
  createCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { databaseId } } ... on Error { message } }
}`;

/** A cocktail of its own for each test, so counts are not shared with other tests. */
async function ownCocktail(prefix: string): Promise<{ id: number; name: string }> {
  const creator = await signUpMember('bartender');
  const name = `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { createCocktail } = await graphql(
    CREATE,
    { input: { name, glassware: 'Coupe', ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }] } },
    creator.token,
  );
  expect(createCocktail.__typename).toBe('CocktailPayload');
  return { id: createCocktail.cocktail.databaseId, name };
}

async function cardOf(page: Page, name: string) {
  await page.goto('/cocktails');
  await page.getByPlaceholder('Search cocktails, ingredients, people...').fill(name);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

test('a member likes a cocktail on its card and on its detail screen, a reload keeps it, and their profile lists it', async ({ page }) => {
  test.setTimeout(60_000);
  const { id, name } = await ownCocktail('Heart Sour');
  const member = await signUpMember('user');
  await signInPage(page, member.token);

  const card = await cardOf(page, name);
  const heart = card.getByRole('button', { name: 'Like', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByLabel('0 likes')).toBeVisible();
  // A 44px touch target.
  const box = (await heart.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // The heart answers at once (optimistic); the reload below waits for the server's answer.
  const saved = page.waitForResponse(
    (response) => response.request().postData()?.includes('"operationName":"LikeCocktailMutation"') ?? false,
  );
  await heart.click();
  await saved;
  const unlike = card.getByRole('button', { name: 'Unlike', exact: true });
  await expect(unlike).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByLabel('1 like', { exact: true })).toBeVisible();
  // Tapping the heart liked the cocktail; it did not open it.
  await expect(page).toHaveURL(/\/cocktails$/);

  await page.reload();
  const reloaded = await cardOf(page, name);
  await expect(reloaded.getByRole('button', { name: 'Unlike', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(reloaded.getByLabel('1 like', { exact: true })).toBeVisible();

  // The detail screen shows the same, and unliking there counts down.
  await page.goto(`/cocktails/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // The heart takes one change at a time (LikeButton): the like below waits for the unlike's answer.
  const unliked = page.waitForResponse(
    (response) => response.request().postData()?.includes('"operationName":"UnlikeCocktailMutation"') ?? false,
  );
  await page.getByRole('button', { name: 'Unlike', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('0 likes')).toBeVisible();
  await unliked;
  const relike = page.waitForResponse(
    (response) => response.request().postData()?.includes('"operationName":"LikeCocktailMutation"') ?? false,
  );
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByLabel('1 like', { exact: true })).toBeVisible();
  await relike;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unlike', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Their own profile lists it under Liked, opening the recipe.
  await page.goto('/profile');
  const liked = page.getByRole('list', { name: 'Liked' });
  await expect(liked.getByRole('link', { name, exact: true })).toBeVisible();
  await liked.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cocktails/${id}$`));
});

test('a like the server refuses puts the heart and the count back, with a toast', async ({ page }) => {
  const { id, name } = await ownCocktail('Broken Heart');
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto(`/cocktails/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('"operationName":"LikeCocktailMutation"')) await route.fulfill({ status: 500, body: 'down' });
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByText('Could not like this cocktail. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('0 likes')).toBeVisible();
});

test('a new member sees an empty Liked section on their own profile', async ({ page }) => {
  const member = await signUpMember('bartender');
  await signInPage(page, member.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Liked' })).toBeVisible();
  await expect(page.getByText('No liked cocktails yet')).toBeVisible();
  await expect(page.getByText('Tap the heart on a cocktail to keep it here.')).toBeVisible();
});
