// The Weekly Top 10 (issue 23, decision 0049): members like cocktails, and within a refresh (2 s on the e2e
// server) the feed and /top10 rank them, each place opening its cocktail; the empty and failed states;
// the profile's Weekly Top 10 Hits tile.
import { expect, test, type Page } from './support/test';
import { graphql, signInPage, signUpMember, type E2EMember } from './support/api';

const CREATE = `mutation($input: CocktailInput!) {
  createCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { id databaseId } } ... on Error { message } }
}`;
const LIKE = `mutation($input: LikeCocktailInput!) { likeCocktail(input: $input) { __typename } }`;

/** A cocktail of a fresh bartender's, with a name no other test uses. */
async function ownCocktail(prefix: string): Promise<{ id: string; databaseId: number; name: string }> {
  const creator = await signUpMember('bartender');
  const name = `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { createCocktail } = await graphql(
    CREATE,
    { input: { name, glassware: 'Coupe', ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }] } },
    creator.token,
  );
  expect(createCocktail.__typename).toBe('CocktailPayload');
  return { id: createCocktail.cocktail.id, databaseId: createCocktail.cocktail.databaseId, name };
}

async function likeAs(members: E2EMember[], cocktailId: string) {
  for (const member of members) {
    const { likeCocktail } = await graphql(LIKE, { input: { cocktailId } }, member.token);
    expect(likeCocktail.__typename).toBe('LikeCocktailPayload');
  }
}

/** Reloads until the list shows `name` with `activity` (the server recomputes it every 2 s here). */
async function untilListed(page: Page, name: string, activity: string) {
  const place = page
    .getByRole('list', { name: 'Weekly Top 10' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(async () => {
    await page.reload();
    await expect(place).toContainText(activity, { timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
}

test('liked cocktails are ranked by likes on the feed and at /top10, and each place opens its cocktail', async ({ page }) => {
  test.setTimeout(90_000);
  const [first, second] = [await ownCocktail('Top Spritz'), await ownCocktail('Top Flip')];
  // Enough likes to stay in the feed's first five while specs running beside this one like cocktails too.
  const fans = await Promise.all(Array.from({ length: 9 }, () => signUpMember('user')));
  // Eight fans like the spritz and seven the flip; the member at the phone likes the spritz too, with the heart.
  await likeAs(fans.slice(0, 8), first.id);
  await likeAs(fans.slice(0, 7), second.id);
  const member = fans[8];
  await signInPage(page, member.token);
  await page.goto(`/cocktails/${first.databaseId}`);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByLabel('9 likes')).toBeVisible();

  await page.goto('/top10');
  await expect(page.getByRole('heading', { name: 'Weekly Top 10', level: 1 })).toBeVisible();
  await expect(page.getByText('Last 7 days')).toBeVisible();
  await untilListed(page, first.name, '9 likes · 0 repours');
  const places = page.getByRole('list', { name: 'Weekly Top 10' }).getByRole('listitem');
  const names = await places.getByRole('link').allTextContents();
  expect(names.indexOf(first.name)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(first.name)).toBeLessThan(names.indexOf(second.name));
  // Each place shows its rank and what earned it.
  const spritz = places.filter({ has: page.getByRole('link', { name: first.name, exact: true }) });
  await expect(spritz).toContainText(`Rank ${names.indexOf(first.name) + 1}`);
  await expect(spritz).toContainText('9 likes · 0 repours');
  await expect(places.filter({ has: page.getByRole('link', { name: second.name, exact: true }) })).toContainText('7 likes · 0 repours');
  await expect(page.getByText(/Ranked by likes and repours\..*Updated (just now|\d+ min ago)\./)).toBeVisible();
  // A place is no wider than the phone.
  const box = (await spritz.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await spritz.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cocktails/${first.databaseId}$`));
  await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();

  // The feed shows the first places below the member's feed, with "See all" to the route.
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
  const feedList = page.getByRole('list', { name: 'Weekly Top 10' });
  // Read the places once they are drawn (the feed's sections load on their own).
  await expect(feedList.getByRole('link', { name: first.name, exact: true })).toBeVisible();
  expect(await feedList.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  const feedNames = await feedList.getByRole('link').allTextContents();
  expect(feedNames.indexOf(first.name)).toBeGreaterThanOrEqual(0);
  expect(feedNames.indexOf(first.name)).toBeLessThan(feedNames.indexOf(second.name));
  await feedList.getByRole('link', { name: second.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cocktails/${second.databaseId}$`));
  await page.goto('/feed');
  await page.getByRole('link', { name: 'See all of the Weekly Top 10' }).click();
  await expect(page).toHaveURL(/\/top10$/);
  await expect(page.getByRole('heading', { name: 'Weekly Top 10', level: 1 })).toBeVisible();
  // Back goes to the feed it came from.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/feed$/);
});

test('with nothing liked this week, /top10 and the feed say so and offer the cocktail list', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  // Whatever other tests liked: the server answers an empty list here.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('WeeklyTop10PageQuery'))
      return route.fulfill({ json: { data: { weeklyTop10: { computedAt: new Date().toISOString(), edges: [] } } } });
    if (body.includes('FeedPageQuery')) {
      const response = await route.fetch();
      const json = await response.json();
      json.data.weeklyTop10.edges = [];
      return route.fulfill({ response, json });
    }
    return route.continue();
  });
  await page.goto('/top10');
  await expect(page.getByText('No likes or repours this week yet')).toBeVisible();
  await expect(page.getByText('Like a cocktail and it could lead the list.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse cocktails' }).click();
  await expect(page).toHaveURL(/\/cocktails$/);

  await page.goto('/feed');
  await expect(page.getByRole('list', { name: 'Latest cocktails' })).toBeVisible();
  await expect(page.getByText('No likes or repours this week yet')).toBeVisible();
});

test('a Weekly Top 10 that fails to load says so, and Retry loads it', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  let fail = true;
  await page.route('**/graphql', async (route) => {
    if (fail && route.request().postData()?.includes('WeeklyTop10PageQuery')) return route.fulfill({ status: 500, body: 'down' });
    return route.continue();
  });
  await page.goto('/top10');
  await expect(page.getByRole('alert')).toHaveText('Failed to load the Weekly Top 10');
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Ranked by likes and repours\./)).toBeVisible();
});

test("a member's profile shows the Weekly Top 10 Hits the server counts", async ({ page }) => {
  const member = await signUpMember('bartender');
  await signInPage(page, member.token);
  await page.goto('/profile');
  const tile = page.getByRole('listitem').filter({ hasText: 'Weekly Top 10 Hits' });
  // A new member's cocktails have made no closed week's list.
  await expect(tile).toHaveText('0Weekly Top 10 Hits');
  // The tile shows the member's count as the server sends it (the gateway tests prove the count itself:
  // the e2e server cannot be taken a week ahead).
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('OwnProfilePageQuery')) return route.continue();
    const response = await route.fetch();
    const json = await response.json();
    json.data.viewer.weeklyTop10Hits = 3;
    return route.fulfill({ response, json });
  });
  await page.reload();
  await expect(tile).toHaveText('3Weekly Top 10 Hits');
});
