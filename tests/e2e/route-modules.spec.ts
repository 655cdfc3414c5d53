import { expect, test, type Page } from './support/test';

/** Counts loads of the HTML document (a reload is one more). */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.count += 1;
  });
  return loads;
}

test('a route module that fails to load reloads the page once and then shows', async ({ page }) => {
  const loads = countDocumentLoads(page);
  let failures = 0;
  await page.route(/\/assets\/IconShowcasePage-[\w-]+\.js$/, (route) => {
    if (failures++ === 0) return route.abort('failed');
    return route.continue();
  });
  await page.goto('/icons');
  await expect(page.getByRole('heading', { name: 'Icons' })).toBeVisible();
  expect(loads.count).toBe(2);
});

test('a route module that keeps failing shows an error instead of reloading in a loop', async ({ page }) => {
  const loads = countDocumentLoads(page);
  await page.route(/\/assets\/IconShowcasePage-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/icons');
  await expect(page.getByText('This page could not be shown')).toBeVisible();
  await page.waitForTimeout(500);
  expect(loads.count).toBe(2);
});
