// Not a test: pictures of the Weekly Top 10 on the feed and at /top10 (full and empty), in both themes.
// SCREENSHOTS=1 CI=1 npx playwright test tests/e2e/weekly-top10-screens.spec.ts
import { expect, test, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, animations: 'disabled', ...options });
}

const LIKE = `mutation($input: LikeCocktailInput!) { likeCocktail(input: $input) { __typename } }`;

let liked: Promise<void> | undefined;

/** Eight seeded recipes liked 8, 7, ... 1 times, once for the whole file. */
function likeSeededCocktails(): Promise<void> {
  liked ??= (async () => {
    const { cocktails } = await graphql(`
      {
        cocktails(first: 8) {
          edges {
            node {
              id
            }
          }
        }
      }
    `);
    const fans = await Promise.all(Array.from({ length: 8 }, () => signUpMember('user')));
    for (const [index, edge] of (cocktails.edges as Array<{ node: { id: string } }>).entries()) {
      for (const fan of fans.slice(0, 8 - index)) await graphql(LIKE, { input: { cocktailId: edge.node.id } }, fan.token);
    }
  })();
  return liked;
}

for (const theme of ['light', 'dark'] as const) {
  test(`the Weekly Top 10 in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await likeSeededCocktails();
    const member = await signUpMember('bartender');
    await signInPage(page, member.token);

    await page.goto('/top10');
    const list = page.getByRole('list', { name: 'Weekly Top 10' });
    await expect(async () => {
      await page.reload();
      // At least the eight liked here: specs running beside this one may like or re-pour others.
      await expect(list.getByRole('listitem').nth(7)).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
    await shoot(page, `top10-${theme}`);
    await shoot(page, `top10-full-${theme}`, { fullPage: true });

    await page.goto('/feed');
    await expect(page.getByRole('list', { name: 'Weekly Top 10' }).getByRole('listitem')).toHaveCount(5);
    // The section's heading just under the top bar: the five places and "See all" in view.
    await page
      .getByRole('heading', { name: 'Weekly Top 10' })
      .evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - 72));
    await shoot(page, `top10-feed-${theme}`);

    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('WeeklyTop10PageQuery'))
        return route.fulfill({ json: { data: { weeklyTop10: { computedAt: new Date().toISOString(), edges: [] } } } });
      return route.continue();
    });
    await page.goto('/top10');
    await expect(page.getByText('No likes or repours this week yet')).toBeVisible();
    await shoot(page, `top10-empty-${theme}`);
  });
}
