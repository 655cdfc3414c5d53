// The API's guide for integrators (issue 42): /developers, readable signed out, reached from the sign-in
// screen, About and GraphiQL, with copyable examples; axe-clean in both themes.
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';

const SECTIONS = ['The GraphQL API', 'Signing in', 'Global ids', 'Pagination', 'Errors', 'Limits'];

test('a signed-out visitor opens the developers guide from the sign-in screen and reads every section', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Developers' }).click();
  await expect(page).toHaveURL('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'Repour for developers' })).toBeVisible();
  for (const title of SECTIONS) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: title })).toBeVisible();
  }
  const signIn = page.getByRole('region', { name: 'Signing in' });
  await expect(signIn.getByText('Settings > Access tokens')).toBeVisible();
  await expect(signIn.getByLabel('The same with curl', { exact: true })).toContainText(`curl -s ${new URL(page.url()).origin}/graphql`);
  await expect(page.getByRole('region', { name: 'Pagination' })).toContainText('at most 100');
  await expect(page.getByRole('region', { name: 'Errors' })).toContainText('ValidationError');
  await expect(page.getByRole('region', { name: 'Limits' })).toContainText('RATE_LIMITED');
  // Nothing wider than the phone: the examples scroll inside their own boxes.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('the examples copy with one tap', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/developers');
  await page.getByRole('button', { name: 'Copy: Sign in with the logIn mutation' }).click();
  await expect(page.getByRole('button', { name: 'Copy: Sign in with the logIn mutation' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^mutation LogIn\(\$input: LogInInput!\)/);
});

test('GraphiQL links to the guide, and About does too', async ({ page, request }) => {
  const graphiql = await request.get('/graphql', { headers: { accept: 'text/html' } });
  expect(await graphiql.text()).toContain('<a class="repour-guide" href="/developers">API guide</a>');
  await page.goto('/about');
  await page.getByRole('link', { name: 'Read the API guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repour for developers' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the guide has no WCAG 2.1 A or AA violation in the ${theme} theme`, async ({ page }) => {
    // axe over a long page of code samples, as the accessibility spec's longer screens get.
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/developers');
    // The first load waits for the session check and the route's code: on a busy machine, over the default 10 s.
    await expect(page.getByRole('region', { name: 'Limits' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await axeViolations(page)).toEqual([]);
    if (process.env.SCREENSHOTS) {
      await page.screenshot({ path: `tests/e2e/.output/screens/developers-${theme}.png`, animations: 'disabled' });
      await page.screenshot({ path: `tests/e2e/.output/screens/developers-${theme}-full.png`, fullPage: true, animations: 'disabled' });
    }
  });
}
