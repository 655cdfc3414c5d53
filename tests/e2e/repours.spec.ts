import { expect, test, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';

const CREATE = `mutation($input: CocktailInput!) {
  createCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { databaseId } } ... on Error { message } }
}`;

const FOLLOW = `mutation($input: FollowInput!) { follow(input: $input) { __typename } }`;

const userId = (databaseId: number) => Buffer.from(`User:${databaseId}`).toString('base64');

/** A cocktail of its own for each test (by a bartender, whose profile shows Total Re-pours), so counts are not shared. */
async function ownCocktail(prefix: string) {
  const creator = await signUpMember('bartender');
  const name = `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { createCocktail } = await graphql(
    CREATE,
    { input: { name, glassware: 'Coupe', ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }] } },
    creator.token,
  );
  expect(createCocktail.__typename).toBe('CocktailPayload');
  return { id: createCocktail.cocktail.databaseId as number, name, creator };
}

async function cardOf(page: Page, name: string) {
  await page.goto('/cocktails');
  await page.getByPlaceholder('Search cocktails, ingredients, people...').fill(name);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

test('a member re-pours a cocktail with a note: the count moves and survives a reload, followers see it on their feed, and undo takes it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { id, name, creator } = await ownCocktail('Shared Sour');
  const member = await signUpMember('user', { firstName: 'Remy', lastName: 'Pourer' });
  const follower = await signUpMember('user');
  expect((await graphql(FOLLOW, { input: { userId: userId(member.databaseId) } }, follower.token)).follow.__typename).toBe('FollowPayload');
  await signInPage(page, member.token);

  // On the list's card: Repour opens the dialog; the note goes with it.
  const card = await cardOf(page, name);
  const button = card.getByRole('button', { name: 'Repour', exact: true });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByLabel('0 repours')).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Repour to your followers' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Share ${name} with the people who follow you.`)).toBeVisible();
  await dialog.getByLabel('Note').fill('The   best sour this side of the river.');
  await expect(dialog.getByText('37/280')).toBeVisible();
  await dialog.getByRole('button', { name: 'Repour', exact: true }).click();
  await expect(page.getByText('Re-poured to your followers')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Undo repour', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByLabel('1 repour', { exact: true })).toBeVisible();
  // Tapping Repour did not open the recipe.
  await expect(page).toHaveURL(/\/cocktails$/);

  await page.reload();
  const reloaded = await cardOf(page, name);
  await expect(reloaded.getByRole('button', { name: 'Undo repour', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(reloaded.getByLabel('1 repour', { exact: true })).toBeVisible();

  // The detail screen shows the same; their own profile lists it with the note, as collapsed when stored.
  await page.goto(`/cocktails/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo repour', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('1 repour', { exact: true })).toBeVisible();
  await page.goto('/profile');
  const ownList = page.getByRole('list', { name: 'Re-pours' });
  await expect(ownList.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(ownList.getByText('The best sour this side of the river.')).toBeVisible();

  // The follower's feed shows it (decision 0073), with the re-pourer and the note.
  const followerContext = await browser.newContext();
  const followerPage = await followerContext.newPage();
  await signInPage(followerPage, follower.token);
  await followerPage.goto('/feed');
  await expect(followerPage.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
  const feed = followerPage.getByRole('list', { name: 'Your feed' });
  const item = feed.getByRole('listitem').filter({ has: followerPage.getByRole('link', { name, exact: true }) });
  await expect(item.getByRole('link', { name: 'Remy Pourer' })).toBeVisible();
  await expect(item.getByText('The best sour this side of the river.')).toBeVisible();
  await expect(item.getByLabel('1 repour', { exact: true })).toBeVisible();
  // The creator's profile counts it in Total Re-pours.
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await signInPage(creatorPage, creator.token);
  await creatorPage.goto('/profile');
  const tile = creatorPage.getByRole('listitem').filter({ hasText: 'Total Re-pours' });
  await expect(tile).toContainText('1');

  // Undo on the detail screen: the count goes back, and stays back after a reload.
  await page.goto(`/cocktails/${id}`);
  await page.getByRole('button', { name: 'Undo repour', exact: true }).click();
  await expect(page.getByText('Repour undone')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Repour', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('0 repours')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Repour', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('0 repours')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Re-pours', exact: true })).toBeVisible();
  await expect(page.getByText('No re-pours yet')).toBeVisible();
  // The re-pour taken back leaves the follower's feed with it (decision 0073).
  await followerPage.reload();
  await expect(followerPage.getByText('Your feed is empty')).toBeVisible();
  await creatorPage.reload();
  await expect(creatorPage.getByRole('listitem').filter({ hasText: 'Total Re-pours' })).toContainText('0');
  await followerContext.close();
  await creatorContext.close();
});

test('a note over 280 characters is refused in the dialog, and nothing is re-poured', async ({ page }) => {
  const { id, name } = await ownCocktail('Wordy Fizz');
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto(`/cocktails/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Repour', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Repour to your followers' });
  await dialog.getByLabel('Note').fill('x'.repeat(281));
  await expect(dialog.getByText('281/280')).toBeVisible();
  await dialog.getByRole('button', { name: 'Repour', exact: true }).click();
  await expect(dialog.getByText('At most 280 characters')).toBeVisible();
  await expect(dialog.getByLabel('Note')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('0 repours')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Repour', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('a re-pour the server refuses puts the button and the count back, with a toast', async ({ page }) => {
  const { id, name } = await ownCocktail('Broken Pour');
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto(`/cocktails/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('RepourCocktailMutation')) await route.fulfill({ status: 500, body: 'down' });
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Repour', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Repour', exact: true }).click();
  await expect(page.getByText('Could not re-pour this cocktail. Please try again.')).toBeVisible();
  await expect(page.getByLabel('0 repours')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Repour', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test("a new member's feed and profile say there are no re-pours yet", async ({ page }) => {
  const member = await signUpMember('bartender');
  await signInPage(page, member.token);
  await page.goto('/feed');
  // The feed of one who follows nobody (decision 0073): empty, with people to follow.
  await expect(page.getByText('Your feed is empty')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'People to follow' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Re-pours', exact: true })).toBeVisible();
  await expect(page.getByText('Tap Repour on a cocktail to share it with your followers.')).toBeVisible();
});
