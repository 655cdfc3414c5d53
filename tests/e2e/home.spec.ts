// Home, icons and installability (issue 15): the feed, the icon set, the web manifest, the offline shell,
// unknown paths and the About page.
import { expect, test, type APIRequestContext } from './support/test';
import { signInPage, signUpMember } from './support/api';
import { savedOperations } from './support/offline';

const ICON_NAMES = [
  'cocktail-shaker',
  'negroni-glass',
  'stirring-spoon',
  'bar-location-pin',
  'negroni-rocks',
  'jigger-tool',
  'liquid-hourglass',
  'icon-192x192',
];

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPng(request: APIRequestContext, src: string, size: number) {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: size, height: size });
}

test('the home screen shows the Social Feed (no coming-soon card, decision 0073) and the 20 latest cocktails, each opening its recipe', async ({
  page,
}) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  const latest = page.getByRole('list', { name: 'Latest cocktails' });
  await expect(latest.getByRole('listitem')).toHaveCount(20);
  const first = latest.getByRole('link').first();
  const name = await first.textContent();
  await expect(first).toHaveAttribute('href', /^\/cocktails\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(/\/cocktails\/\d+$/);
  expect(name).toBeTruthy();
});

test('/icons shows the eight icons of the set with their names, without signing in', async ({ page }) => {
  await page.goto('/icons');
  await expect(page.getByRole('heading', { name: 'Icons' })).toBeVisible();
  const icons = page.getByRole('list', { name: 'Product icons' }).getByRole('listitem');
  await expect(icons).toHaveCount(8);
  await expect(icons.locator('figcaption')).toHaveText(ICON_NAMES);
  for (const item of await icons.all()) await expect(item.locator('svg').first()).toBeVisible();
});

test('the web manifest is served and valid, with icons that exist at their sizes', async ({ page, request }) => {
  await page.goto('/login');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const response = await request.get(manifestHref!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Repour',
    short_name: 'Repour',
    start_url: '/feed',
    scope: '/',
    display: 'standalone',
    theme_color: '#fcfaf6',
    background_color: '#fcfaf6',
    user_preferences: { color_scheme_dark: { theme_color: '#130d09', background_color: '#130d09' } },
  });
  const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png');
  expect(pngs.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of pngs) await expectPng(request, icon.src, Number(icon.sizes.split('x')[0]));

  // The phone's side: viewport, theme colours for both schemes, the home-screen icon.
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPng(request, appleIcon!, 180);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('with the network cut after a first visit, a reload shows the app shell and says it is offline', async ({ page, context }) => {
    const member = await signUpMember('bartender');
    await signInPage(page, member.token);
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Latest cocktails' }).getByRole('listitem')).toHaveCount(20);
    // The app has saved the feed's answer on the device (decision 0068).
    await expect.poll(() => savedOperations(page)).toContain('FeedPageQuery');
    // The worker has saved the shell and controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    await expect(page.getByText("You're offline.")).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
    await expect(page.getByText("You're offline.")).toBeVisible();
    // The feed opens as it was saved, and says so.
    await expect(page.getByRole('list', { name: 'Latest cocktails' }).getByRole('listitem')).toHaveCount(20);
    await expect(page.getByText(/^Saved on this device · /)).toBeVisible();
    await expect(page.getByText('Failed to load feed')).toHaveCount(0);
    // Still signed in: the session is checked again once the server can be reached.
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(member.token);

    // Other screens of the shell open too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'Create Cocktail' })).toBeVisible();

    await context.setOffline(false);
    await page.goto('/feed');
    await expect(page.getByRole('list', { name: 'Latest cocktails' }).getByRole('listitem')).toHaveCount(20);
    await expect(page.getByText("You're offline.")).toHaveCount(0);
  });

  test('a visitor who reloads offline sees the sign-in screen and the offline message, not the browser error', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Email or Username').fill('someone');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed');
    await expect(page.getByText("You're offline.")).toBeVisible();
  });
});

test('an unknown path shows "Page not found" inside the app shell, and sends visitors to sign in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/login');

  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/feed');
});

test('the About page gives the version and the credit and licence of the seeded recipes', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'About Repour' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { name: 'About Repour' })).toBeVisible();
  await expect(page.getByText(/^Version \d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByText('come from Bar Assistant, used under the MIT License')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bar Assistant recipe data on GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/bar-assistant/data',
  );
  const licence = page.getByRole('link', { name: 'MIT License text' });
  const text = await (await request.get((await licence.getAttribute('href'))!)).text();
  expect(text).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} Bar Assistant/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/login');
});
