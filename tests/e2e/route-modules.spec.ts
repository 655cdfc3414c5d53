import { expect, test, type Page } from './support/test';

/** Counts loads of the HTML document (a reload is one more). */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.count += 1;
  });
  return loads;
}

const ICON_PAGE_CHUNK = /\/assets\/IconShowcasePage-[\w-]+\.js$/;

/** Fails the first fetch of the icon page's chunk and lets the later ones through; counts the fetches. */
async function failFirstFetch(page: Page) {
  const fetches = { count: 0 };
  await page.route(ICON_PAGE_CHUNK, (route) => (fetches.count++ === 0 ? route.abort('failed') : route.continue()));
  return fetches;
}

/** Opens a screen the way a tap on a link does: the router moves there, no document is loaded. */
async function moveTo(page: Page, pathname: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

test('a route module that fails to load reloads the page once and then shows', async ({ page }) => {
  const loads = countDocumentLoads(page);
  const fetches = await failFirstFetch(page);
  // Opened from another screen, the module is fetched by the router alone (the page at /login names only its own).
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await moveTo(page, '/icons');
  await expect(page.getByRole('heading', { name: 'Icons' })).toBeVisible();
  expect(loads.count).toBe(2);
  expect(fetches.count).toBe(2);
});

test("a route's chunk that fails as the page preloads it still opens the screen, reloading at most once", async ({ page }) => {
  const loads = countDocumentLoads(page);
  const fetches = await failFirstFetch(page);
  await page.goto('/icons');
  await expect(page.getByRole('heading', { name: 'Icons' })).toBeVisible();
  // The router's import fetches the chunk again when the preload has failed by then, or shares its
  // failure while it is in flight, which reloads the page once (as above).
  expect(loads.count).toBeLessThanOrEqual(2);
  expect(fetches.count).toBe(2);
});

test('a route module that keeps failing shows an error instead of reloading in a loop', async ({ page }) => {
  const loads = countDocumentLoads(page);
  await page.route(ICON_PAGE_CHUNK, (route) => route.abort('failed'));
  await page.goto('/icons');
  await expect(page.getByText('This page could not be shown')).toBeVisible();
  await page.waitForTimeout(500);
  expect(loads.count).toBe(2);
});
