// The app shell and the network's messages (issue 22, decision 0039): the top bars for members and
// visitors, where toasts go, the follow button's words, and what a failed or aborted request says.
import { expect, test, type Locator, type Page } from './support/test';
import { signInPage, signUpMember } from './support/api';
import { toastOutletLoaded } from './support/toasts';

const OFFLINE = "You're offline.";
const NETWORK_ERROR = 'Network error. Please try again.';

/** Makes the next request of `operationName` fail the way `errorCode` says (Playwright's abort codes). */
async function failNext(page: Page, operationName: string, errorCode: 'aborted' | 'failed') {
  let done = false;
  await page.route('**/graphql', async (route) => {
    if (done || route.request().postDataJSON()?.operationName !== operationName) return route.fallback();
    done = true;
    await route.abort(errorCode);
  });
}

test('a request the browser aborts does not make the app say it is offline while the server still answers', async ({ page }) => {
  const member = await signUpMember('user', { firstName: 'Abby', lastName: 'Aborted' });
  await failNext(page, 'ConnectionsPageQuery', 'aborted');
  // One failed request is checked with a second one before the app says anything about the connection.
  const check = page.waitForResponse((response) => new URL(response.url()).pathname === '/healthz');

  await page.goto(`/profile/${member.databaseId}/connections/followers`);
  await expect(page.getByRole('alert')).toHaveText(NETWORK_ERROR);
  expect((await check).ok()).toBe(true);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  // The next answer puts the list back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No followers yet' })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test('when the server cannot be reached at all, the app says it is offline', async ({ page }) => {
  const member = await signUpMember('user', { firstName: 'Ollie', lastName: 'Offline' });
  await page.goto(`/profile/${member.databaseId}`);
  await expect(page.getByRole('heading', { name: 'Ollie Offline' })).toBeVisible();

  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  await page.route('**/healthz', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: /Followers$/ }).click();
  await expect(page.getByRole('alert')).toHaveText(NETWORK_ERROR);
  await expect(page.getByText(OFFLINE)).toBeVisible();
});

test('a request still under way when the visitor leaves the screen, then aborted, shows nothing anywhere', async ({ page }) => {
  const member = await signUpMember('user', { firstName: 'Lena', lastName: 'Leaving' });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'ConnectionsPageQuery') return route.fallback();
    await held;
    await route.abort('aborted');
  });

  await page.goto(`/profile/${member.databaseId}/connections/following`);
  await expect(page.getByText('Loading...')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const check = page.waitForResponse((response) => new URL(response.url()).pathname === '/healthz');
  release();
  await check;
  await expect(page.getByText(NETWORK_ERROR)).toHaveCount(0);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test("a connections list that cannot be fetched says so in the app's words, never the browser's", async ({ page }) => {
  const member = await signUpMember('user', { firstName: 'Fern', lastName: 'Failed' });
  await failNext(page, 'ConnectionsPageQuery', 'failed');
  await page.goto(`/profile/${member.databaseId}/connections/followers`);
  await expect(page.getByRole('alert')).toHaveText(NETWORK_ERROR);
  await expect(page.getByText('Failed to fetch', { exact: true })).toHaveCount(0);

  // An answer that is not OK (and not GraphQL) reads the spec's "Failed to fetch connections".
  await page.route('**/graphql', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch connections');
});

test('a visitor on a public profile gets Sign In and Join in the top bar and no tab bar; a member gets the tab bar', async ({ page }) => {
  const member = await signUpMember('bartender', { firstName: 'Vera', lastName: 'Visited' });
  await page.goto(`/profile/${member.databaseId}`);
  await expect(page.getByRole('heading', { name: 'Vera Visited' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/invite');
  // No tabs that would all lead to the sign-in screen, and nothing a visitor cannot use.
  await expect(page.getByRole('link', { name: 'DataBase' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  await page.getByRole('link', { name: /Followers$/ }).click();
  await expect(page.getByRole('heading', { name: 'Followers', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Join' })).toBeVisible();
  await nav.getByRole('link', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Invite Code' })).toBeVisible();

  const visitor = await signUpMember('user', { firstName: 'Max', lastName: 'Member' });
  await signInPage(page, visitor.token);
  await page.goto(`/profile/${member.databaseId}`);
  await expect(page.getByRole('heading', { name: 'Vera Visited' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Create', 'DataBase', 'Profile']);
  await expect(page.getByRole('link', { name: 'Join' })).toHaveCount(0);
});

test('the follow button says Follow, then Unfollow, and never reads like the Following count beside it', async ({ page }) => {
  const fan = await signUpMember('user', { firstName: 'Finn', lastName: 'Fan' });
  const star = await signUpMember('bartender', { firstName: 'Stella', lastName: 'Star' });
  await signInPage(page, fan.token);
  await page.goto(`/profile/${star.databaseId}`);

  const stats = page.getByRole('list', { name: 'Stats' });
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await expect(stats.getByRole('link', { name: /Followers$/ })).toHaveAccessibleName('1 Followers');
  await expect(stats.getByRole('link', { name: /Following$/ })).toHaveAccessibleName('0 Following');
  await expect(page.getByText('Following', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Following/ })).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(stats.getByRole('link', { name: /Followers$/ })).toHaveAccessibleName('0 Followers');
});

test('a toast shows at the bottom above the tab bar, clear of the header, the page title and the offline banner', async ({
  page,
  context,
}) => {
  const fan = await signUpMember('user', { firstName: 'Tess', lastName: 'Toast' });
  const star = await signUpMember('bartender', { firstName: 'Theo', lastName: 'Target' });
  await signInPage(page, fan.token);
  await page.goto(`/profile/${star.databaseId}`);
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await toastOutletLoaded(page);

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  // A write tried offline says so in its own words (decision 0068), as a like does.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Could not follow this member. Please try again.' });
  await expect(toast).toBeVisible();
  // The follow was put back.
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  // Announced, not only shown.
  await expect(page.locator('section[aria-live="polite"]').filter({ has: toast })).toHaveCount(1);

  const box = async (locator: Locator) => {
    const found = await locator.first().boundingBox();
    if (!found) throw new Error(`${String(locator)} is not on screen`);
    return found;
  };
  const tabBar = await box(page.getByRole('navigation', { name: 'Main' }));
  const title = await box(page.getByRole('heading', { level: 1 }));
  const banner = await box(page.getByText(OFFLINE));
  // Polled: the toast slides up into place from below the screen.
  const toastBox = async () => (await toast.boundingBox()) ?? { y: -1, height: 0 };
  await expect
    .poll(async () => {
      const { y, height } = await toastBox();
      return y + height;
    })
    .toBeLessThanOrEqual(tabBar.y);
  await expect.poll(async () => (await toastBox()).y).toBeGreaterThanOrEqual(Math.max(title.y + title.height, banner.y + banner.height));
  await context.setOffline(false);
});
