// Notifications (decision 0048): the bell in the top bar counts what other members did, the inbox lists
// it newest first, opening one goes to what it is about and marks it read, and the count follows without
// a reload.
import { expect, test, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';

const CREATE = `mutation($input: CocktailInput!) {
  createCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { databaseId } } ... on Error { message } }
}`;
const LIKE = `mutation($input: LikeCocktailInput!) { likeCocktail(input: $input) { __typename } }`;
const UNLIKE = `mutation($input: UnlikeCocktailInput!) { unlikeCocktail(input: $input) { __typename } }`;

const gid = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');

async function cocktailOf(token: string, prefix: string): Promise<{ id: number; name: string }> {
  const name = `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { createCocktail } = await graphql(
    CREATE,
    { input: { name, glassware: 'Coupe', ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }] } },
    token,
  );
  expect(createCocktail.__typename).toBe('CocktailPayload');
  return { id: createCocktail.cocktail.databaseId, name };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

test('a member hears of a follow and a like through the bell, opens the like to its cocktail, and the count goes down', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ana = await signUpMember('bartender', { firstName: 'Ana' });
  const sour = await cocktailOf(ana.token, 'Bell Sour');
  const ben = await signUpMember('user', { firstName: 'Ben', lastName: 'Ortiz' });

  // Ben follows Ana and likes her cocktail, in his own browser.
  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await signInPage(benPage, ben.token);
  await benPage.goto(`/profile/${ana.databaseId}`);
  await benPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(benPage.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await benPage.goto(`/cocktails/${sour.id}`);
  await benPage.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(benPage.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
  // Ben hears nothing of his own doing.
  await expect(bell(benPage)).toHaveAccessibleName('Notifications');
  await benContext.close();

  await signInPage(page, ana.token);
  await page.goto('/feed');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(page.getByTestId('unread-badge')).toHaveText('2');
  // The four tabs stay as they were; the bell lives in the top bar, inside the phone's width.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(4);
  const box = (await bell(page).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBeGreaterThanOrEqual(40);

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const inbox = page.getByRole('list', { name: 'Notifications' });
  const items = inbox.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first, both unread.
  await expect(items.nth(0).getByRole('link')).toHaveAccessibleName(`Unread: Ben Ortiz liked your cocktail ${sour.name}`);
  await expect(items.nth(1).getByRole('link')).toHaveAccessibleName('Unread: Ben Ortiz started following you');

  await items.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/cocktails/${sour.id}$`));
  await expect(page.getByRole('heading', { name: sour.name, level: 1 })).toBeVisible();
  // The count went down with no reload.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('unread-badge')).toHaveText('1');

  await page.goBack();
  await expect(items.nth(0).getByRole('link')).toHaveAccessibleName(`Ben Ortiz liked your cocktail ${sour.name}`);
  // The follow opens Ben's profile.
  await items.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/profile/${ben.databaseId}$`));
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);

  // A reload shows the same: what was read stays read.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('the bell catches up when the app comes back into view, and an unlike takes the like back', async ({ page }) => {
  test.setTimeout(60_000);
  const ana = await signUpMember('user', { firstName: 'Ana' });
  const sour = await cocktailOf(ana.token, 'Focus Sour');
  const ben = await signUpMember('user', { firstName: 'Ben' });
  await signInPage(page, ana.token);
  await page.goto('/feed');
  // The count has arrived (the bell is drawn at once, its count after).
  await expect(bell(page)).toHaveAttribute('data-unread-count', '0');

  await graphql(LIKE, { input: { cocktailId: gid('Cocktail', sour.id) } }, ben.token);
  // Switching back to the app asks again (a phone's tab coming back into view).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await graphql(UNLIKE, { input: { cocktailId: gid('Cocktail', sour.id) } }, ben.token);
  await graphql(LIKE, { input: { cocktailId: gid('Cocktail', sour.id) } }, ben.token);
  await graphql(UNLIKE, { input: { cocktailId: gid('Cocktail', sour.id) } }, ben.token);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
});

test('"Mark all as read" clears the marks and the badge at once, and an empty inbox says so', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const ana = await signUpMember('user', { firstName: 'Ana' });
  const sours = [await cocktailOf(ana.token, 'All Read A'), await cocktailOf(ana.token, 'All Read B')];
  const ben = await signUpMember('user', { firstName: 'Ben', lastName: 'Reyes' });
  for (const sour of sours) await graphql(LIKE, { input: { cocktailId: gid('Cocktail', sour.id) } }, ben.token);

  await signInPage(page, ana.token);
  await page.goto('/notifications');
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.getByRole('link', { name: /^Unread: / })).toHaveCount(2);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(items.getByRole('link', { name: /^Unread: / })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  // Nothing left to mark: the button goes.
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await page.reload();
  await expect(items.getByRole('link', { name: /^Ben Reyes liked your cocktail/ })).toHaveCount(2);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  const newcomer = await signUpMember('user');
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await signInPage(fresh, newcomer.token);
  await fresh.goto('/notifications');
  await expect(fresh.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  await expect(
    fresh.getByText('When someone follows you, or likes, repours or reviews one of your cocktails, you will hear of it here.'),
  ).toBeVisible();
  await expect(fresh.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await context.close();
});
