// The bell live (issue 40, decision 0072): a member's unread count changes while they look at the app,
// when another member, in another browser, follows them and likes their cocktail. No reload, no poll:
// the count arrives over the bell's subscription (server-sent events).
import { expect, test, type Page } from './support/test';
import { createCocktailAs, signInPage, signUpMember } from './support/api';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

test("a member's bell counts a follow and a like from another member's browser as they happen, without a reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ana = await signUpMember('bartender', { firstName: 'Ana' });
  const ben = await signUpMember('user', { firstName: 'Ben', lastName: 'Ortiz' });
  const name = `Live Sour ${Date.now().toString(36)}`;
  const sour = await createCocktailAs(ana.token, {
    name,
    glassware: 'Coupe',
    ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }],
  });

  // Ana has the app open, nothing unread.
  await signInPage(page, ana.token);
  await page.goto('/feed');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  // The page Ana sees is never loaded again from here on: a reload would show a new document.
  await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

  // Ben, in his own browser, follows Ana: her bell counts it.
  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await signInPage(benPage, ben.token);
  await benPage.goto(`/profile/${ana.databaseId}`);
  await benPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(benPage.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('unread-badge')).toHaveText('1');

  // He likes her cocktail: two.
  await benPage.goto(`/cocktails/${sour.databaseId}`);
  await benPage.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(benPage.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(page.getByTestId('unread-badge')).toHaveText('2');

  // He takes the like back: the notification goes, and so does one from the count.
  await benPage.getByRole('button', { name: 'Unlike', exact: true }).click();
  await expect(benPage.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  // Ben hears nothing of his own doing.
  await expect(bell(benPage)).toHaveAccessibleName('Notifications');
  await benContext.close();

  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
