// Issue 39's screen details: a count of one reads in the singular (the list, the like button, the Top 10),
// a search result gives its review count beside its rating, a long name wraps on a Top 10 place and a
// long venue name on an event card, and the events' date chips show that the row goes on.
import { expect, test, type Locator } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { createEvent, listVenue } from './support/profiles';

const CREATE = `mutation($input: CocktailInput!) {
  createCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { id databaseId } } ... on Error { message } }
}`;
const LIKE = `mutation($input: LikeCocktailInput!) { likeCocktail(input: $input) { __typename } }`;
const REVIEW = `mutation($input: ReviewCocktailInput!) { reviewCocktail(input: $input) { __typename } }`;

test.setTimeout(60_000);

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function newCocktail(name: string) {
  const creator = await signUpMember('bartender');
  const { createCocktail } = await graphql(
    CREATE,
    { input: { name, glassware: 'Coupe', ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }] } },
    creator.token,
  );
  expect(createCocktail.__typename).toBe('CocktailPayload');
  return createCocktail.cocktail as { id: string; databaseId: number };
}

/** The number of lines an element's text is drawn on, and whether its box hides any of it. */
async function lines(locator: Locator) {
  return locator.evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
    return {
      lines: Math.round(node.clientHeight / lineHeight),
      hidden: node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1,
    };
  });
}

test('one cocktail found reads "Showing 1 cocktail · 1 match", and one like is "1 like"', async ({ page }) => {
  const name = `Lone Singular ${tag()}`;
  const cocktail = await newCocktail(name);
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/cocktails');
  await page.getByRole('searchbox', { name: 'Search cocktails' }).fill(name);
  await expect(page.locator('p').filter({ hasText: 'Showing 1' })).toHaveText(/^Showing 1 cocktail\s*·\s*1 match$/);
  await expect(page.getByText("You've reached the end! 1 cocktail is now displayed.")).toBeVisible();
  await expect(page.getByText(/cocktails are now displayed/)).toHaveCount(0);

  await page.goto(`/cocktails/${cocktail.databaseId}`);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByLabel('1 like', { exact: true })).toBeVisible();
  await expect(page.getByLabel('1 likes')).toHaveCount(0);
});

test('a search result gives its rating with the number of reviews, "★ 3.5 (2)"', async ({ page }) => {
  const name = `Rated Fizz ${tag()}`;
  const cocktail = await newCocktail(name);
  for (const rating of [3, 4]) {
    const reviewer = await signUpMember('user');
    const { reviewCocktail } = await graphql(REVIEW, { input: { cocktailId: cocktail.id, rating } }, reviewer.token);
    expect(reviewCocktail.__typename).toBe('ReviewCocktailPayload');
  }
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(card).toContainText('3.5(2)');
  await expect(card.getByText('Rated 3.5 of 5, 2 reviews')).toBeAttached();
});

test('a long cocktail name on a Weekly Top 10 place wraps to a second line instead of being cut', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Rosemary Grapefruit Spritz ${tag()}`;
  const cocktail = await newCocktail(name);
  const fan = await signUpMember('user');
  const { likeCocktail } = await graphql(LIKE, { input: { cocktailId: cocktail.id } }, fan.token);
  expect(likeCocktail.__typename).toBe('LikeCocktailPayload');
  await signInPage(page, fan.token);
  const place = page
    .getByRole('list', { name: 'Weekly Top 10' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(async () => {
    await page.goto('/top10');
    await expect(place).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 30_000 });
  // "1 like", not "1 likes".
  await expect(place).toContainText('1 like · 0 repours');
  expect(await lines(place.getByRole('heading'))).toEqual({ lines: 2, hidden: false });
});

test('an event card wraps a long venue name, and the date chips show and scroll to the chips beyond the edge', async ({ page }) => {
  const city = `Porto ${tag()}`;
  const venue = 'The Old Port Wine Lodge & Cocktail Cellar by the River';
  const bar = await signUpMember('bar');
  await listVenue(bar.token, { name: venue, city, country: 'Portugal' });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await createEvent(bar.token, { name: 'Cellar Night', date: tomorrow, time: '21:00' });
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto(`/events?city=${encodeURIComponent(city)}`);
  const card = page.getByRole('article').filter({ hasText: 'Cellar Night' });
  await expect(card).toBeVisible();
  const where = card.locator('p').filter({ hasText: `at ${venue}` });
  await expect(where).toBeVisible();
  expect(await lines(where)).toEqual({ lines: 2, hidden: false });

  const chips = page.getByRole('group', { name: 'When' });
  const after = page.locator('[data-more-dates="after"]');
  await expect(after).toBeVisible();
  await expect(page.locator('[data-more-dates="before"]')).toHaveCount(0);
  await after.click();
  await expect.poll(() => chips.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  await expect(page.locator('[data-more-dates="before"]')).toBeVisible();
  // The last chip is reachable and in view.
  await expect(chips.getByRole('button', { name: /Pick a date/ })).toBeInViewport();
});
