import { expect, type Page, test } from './support/test';
import { tokenForAdmin } from './support/admin';
import { storeTokenAlone } from './support/session';
import { settleOnScreen } from './support/layout';
import { signInPage } from './support/api';

test('an anonymous visit to / lands on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Enter your credentials to continue')).toBeVisible();
});

/** The total the list states ("N total cocktails in database"); other tests may have added cocktails. */
async function statedTotal(page: Page): Promise<number> {
  const line = page.getByText(/^\d+ total cocktails in database$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())!.split(' ')[0]);
}

test('a signed-in member sees the cocktail database and its total line, from a device that kept the token alone', async ({ page }) => {
  // An older version of the app stored no member: the startup check finds who it is before the list loads.
  await storeTokenAlone(page, await tokenForAdmin());
  await page.goto('/cocktails');
  // The 306 seeded recipes, plus whatever other tests created.
  expect(await statedTotal(page)).toBeGreaterThanOrEqual(306);
  await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(100);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'DataBase' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a member pages through the database to the end of the list', async ({ page }) => {
  await signInPage(page, await tokenForAdmin());
  await page.goto('/cocktails');
  const total = await statedTotal(page);
  const loadNext = page.getByRole('button', { name: 'Load Next 100 Cocktails' });
  for (let shown = 200; shown < total; shown += 100) {
    await settleOnScreen(loadNext);
    await loadNext.click();
    await expect(page.getByText(`Showing ${shown} cocktails`)).toBeVisible();
  }
  await settleOnScreen(loadNext);
  await loadNext.click();
  // Specs running beside this one add cocktails (the admin sees the private ones too): the end is at the
  // total stated then or later, and the two lines agree on it.
  const end = page.getByText(/^You've reached the end! All \d+ cocktails are now displayed\.$/);
  await expect(end).toBeVisible();
  const endTotal = Number((await end.textContent())?.match(/All (\d+) cocktails/)?.[1]);
  expect(endTotal).toBeGreaterThanOrEqual(total);
  await expect(loadNext).toHaveCount(0);
  // Every card is on screen and the showing line counts them (one added before the page read last is not
  // among them, so the two totals may differ by what was added meanwhile).
  const showing = page.getByText(/^Showing \d+ cocktails$/);
  const shownAtEnd = Number((await showing.textContent())?.match(/\d+/)?.[0]);
  expect(shownAtEnd).toBeLessThanOrEqual(endTotal);
  expect(shownAtEnd).toBeGreaterThan(endTotal - 10);
  await expect(page.getByRole('article')).toHaveCount(shownAtEnd);
});

test('a stored placeholder token is discarded and the visitor is sent to sign in', async ({ page }) => {
  await storeTokenAlone(page, '{secret}');
  await page.goto('/cocktails');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
});

test('a stored token the server does not know is removed at startup', async ({ page }) => {
  await storeTokenAlone(page, 'not-a-session-token');
  await page.goto('/feed');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
});

test('logging out ends the session and returns to sign in', async ({ page }) => {
  const token = await tokenForAdmin();
  await signInPage(page, token);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
  const loggedOut = page.waitForResponse((response) => response.request().postDataJSON()?.operationName === 'LogOutMutation');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('userData')])).toEqual([null, null]);

  await loggedOut;
  const viewer = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ viewer { id } }' },
  });
  expect((await viewer.json()).data.viewer).toBeNull();
});

test('an unknown path shows the app shell with "Page not found"', async ({ page }) => {
  await signInPage(page, await tokenForAdmin());
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
