import { expect, type Page, test } from './support/test';
import { tokenForAdmin } from './support/admin';
import { signInPage } from './support/api';

/** Collects every Content-Security-Policy violation the page reports (console errors and DOM events). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/**
 * Resolves once no request but the live stream has been in flight for half a second: what Playwright's
 * `networkidle` meant before the bell's subscription (an event stream that stays open) came in.
 */
function trackQuiet(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  const isLive = (headers: Record<string, string>) => (headers.accept ?? '').includes('text/event-stream');
  page.on('request', (request) => {
    if (!isLive(request.headers())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    let quietSince = Date.now();
    await expect
      .poll(() => {
        if (inFlight.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500;
      })
      .toBe(true);
  };
}

test('the app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const quiet = trackQuiet(page);
  const login = await page.goto('/login');
  expect(login!.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(login!.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await signInPage(page, await tokenForAdmin());
  for (const path of ['/', '/cocktails', '/search', '/create', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await quiet();
  }
  await page.goto('/cocktails');
  await page.getByRole('article').first().click();
  await expect(page).toHaveURL(/\/cocktails\/\d+$/);
  await quiet();
  expect(violations).toEqual([]);
});

test('GraphiQL loads from the app itself under its own policy, and answers a query', async ({ page }) => {
  const violations = await watchViolations(page);
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost') && !request.url().startsWith('blob:') && !request.url().startsWith('data:'))
      external.push(request.url());
  });
  const response = await page.goto('/graphql');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
  // The editor opens on the "Cocktails" example tab, and running it answers with the cocktail database.
  await expect(page.getByRole('tab', { name: /^Cocktails/ })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('query Cocktails('),
  );
  await page
    .getByRole('button', { name: /execute query|run/i })
    .first()
    .click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('"totalCount"').first()).toBeVisible();
  expect(external).toEqual([]);
  expect(violations).toEqual([]);
});
