import { expect, type Page, test } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { isCut, placeholderOverflow } from './support/layout';

const COUNTS = `query($query: String!) {
  search(query: $query) {
    totalCount
    cocktails(first: 0) { totalCount }
    ingredients(first: 0) { totalCount }
    people(first: 0) { totalCount }
    venues(first: 0) { totalCount }
  }
}`;

/** What the server counts for a query, as the screen should show it. */
async function countsFor(query: string) {
  const { search } = await graphql(COUNTS, { query });
  return {
    total: search.totalCount as number,
    Cocktails: search.cocktails.totalCount as number,
    Ingredients: search.ingredients.totalCount as number,
    People: search.people.totalCount as number,
    Venues: search.venues.totalCount as number,
  };
}

async function openSearch(page: Page, path = '/search') {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Search', exact: true })).toBeVisible();
  return member;
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}\\b`) });

test('typing "negr" finds Negroni under Cocktails, with the counts of every kind, and the URL follows', async ({ page }) => {
  await openSearch(page);
  await expect(searchBox(page)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Search Everything' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/create');

  await searchBox(page).pressSequentially('negr', { delay: 40 });
  const expected = await countsFor('negr');
  expect(expected.Cocktails).toBeGreaterThanOrEqual(10);
  await expect(page.getByText(`Found ${expected.total} results`)).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=negr$/);
  await expect(tab(page, 'All')).toContainText(String(expected.total));
  for (const label of ['Cocktails', 'Ingredients', 'People', 'Venues'] as const) {
    await expect(tab(page, label)).toContainText(String(expected[label]));
  }

  await tab(page, 'Cocktails').click();
  const cocktails = page.getByRole('list', { name: 'Cocktails' });
  await expect(cocktails.getByRole('heading').first()).toHaveText('Negroni');
  await expect(cocktails.getByRole('listitem')).toHaveCount(Math.min(20, expected.Cocktails));

  await cocktails.getByRole('link', { name: 'Negroni', exact: true }).click();
  await expect(page).toHaveURL(/\/cocktails\/\d+$/);
});

test('back restores the earlier query in the box and its results, and forward the later one', async ({ page }) => {
  await openSearch(page);
  await searchBox(page).fill('frappe');
  await expect(page).toHaveURL(/\?q=frappe$/);
  await expect(page.getByRole('link', { name: 'Absinthe Frappé' })).toBeVisible();

  await searchBox(page).fill('campari');
  await expect(page).toHaveURL(/\?q=campari$/);
  await expect(page.getByRole('link', { name: 'Campari Spritz' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?q=frappe$/);
  await expect(searchBox(page)).toHaveValue('frappe');
  await expect(page.getByRole('link', { name: 'Absinthe Frappé' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Campari Spritz' })).toHaveCount(0);

  await page.goForward();
  await expect(searchBox(page)).toHaveValue('campari');
  await expect(page.getByRole('link', { name: 'Campari Spritz' })).toBeVisible();
});

test('a link to /search?q= fills the box and searches at once; typos and accents still find', async ({ page }) => {
  await openSearch(page, '/search?q=negorni');
  await expect(searchBox(page)).toHaveValue('negorni');
  await expect(page.getByRole('link', { name: 'Negroni', exact: true })).toBeVisible();

  await searchBox(page).fill('FRAPPÉ');
  await expect(page.getByRole('link', { name: 'Absinthe Frappé' })).toBeVisible();
});

test('"No Results Found" with a hint; under 2 characters, or cleared, the box asks to "Search Everything"', async ({ page }) => {
  await openSearch(page);
  await searchBox(page).fill('qwxzvq');
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await expect(page.getByText('Try different keywords or check your spelling.')).toBeVisible();
  // The empty state alone: no result line, no tabs.
  await expect(page.getByText(/Found \d+ results?/)).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);

  await searchBox(page).fill(' n ');
  await expect(page.getByRole('heading', { name: 'Search Everything' })).toBeVisible();
  await expect(page.getByText(/Found \d+ results/)).toHaveCount(0);

  await searchBox(page).fill('gin');
  await expect(page.getByText(/Found \d+ results/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Search Everything' })).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
});

test('at 390px the placeholder shows whole and all five tabs with their counts are in view, none scrolled away', async ({ page }) => {
  await openSearch(page);
  expect(page.viewportSize()!.width).toBe(390);
  expect(await placeholderOverflow(searchBox(page))).toBeLessThanOrEqual(0);
  await searchBox(page).fill('negr');
  const expected = await countsFor('negr');
  await expect(page.getByText(`Found ${expected.total} results`)).toBeVisible();
  for (const label of ['All', 'Cocktails', 'Ingredients', 'People', 'Venues']) {
    await expect(tab(page, label)).toBeInViewport({ ratio: 1 });
  }
  const tabs = page.getByRole('tablist');
  expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  await tab(page, 'Venues').click();
  await expect(tab(page, 'Venues')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'All')).toBeInViewport({ ratio: 1 });
});

test('one result reads "Found 1 result"; a long name wraps beside the account badge, never cut', async ({ page }) => {
  const unique = `Wolfeschlegelstein${Math.random().toString(36).slice(2, 8)}`;
  await signUpMember('bartender', { firstName: 'Maximiliana Theodora Philippa', lastName: unique });
  await openSearch(page);
  await searchBox(page).fill(unique);
  await expect(page.getByText('Found 1 result', { exact: true })).toBeVisible();
  await expect(tab(page, 'People')).toContainText('1');

  const card = page.getByRole('list', { name: 'People' }).getByRole('article');
  const name = card.getByRole('heading', { name: `Maximiliana Theodora Philippa ${unique}` });
  await expect(name).toBeVisible();
  expect(await isCut(name)).toBe(false);
  const badge = card.getByText('Bartender', { exact: true });
  await expect(badge).toBeVisible();
  expect(await isCut(badge, { oneLine: true })).toBe(false);
  const [nameBox, badgeBox] = [(await name.boundingBox())!, (await badge.boundingBox())!];
  expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(badgeBox.x);
});

test('shows "Searching..." until the results of what was typed arrive', async ({ page }) => {
  await openSearch(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'SearchPageQuery') await held;
    await route.continue();
  });
  await searchBox(page).fill('campari');
  await expect(page.getByText('Searching...')).toBeVisible();
  release();
  await expect(page.getByText(/Found \d+ results/)).toBeVisible();
  await expect(page.getByText('Searching...')).toHaveCount(0);
});

test('a failed search is only logged: the results on screen stay as they were', async ({ page }) => {
  await openSearch(page);
  await searchBox(page).fill('campari');
  await expect(page.getByRole('link', { name: 'Campari Spritz' })).toBeVisible();
  const found = await page.getByText(/Found \d+ results/).textContent();

  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/graphql', (route) =>
    route.request().postDataJSON()?.operationName === 'SearchPageQuery' ? route.abort('connectionfailed') : route.continue(),
  );
  await searchBox(page).fill('frappe');
  await expect(page).toHaveURL(/\?q=frappe$/);
  await expect.poll(() => logged.length).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Campari Spritz' })).toBeVisible();
  await expect(page.getByText(found!)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('people cards open the profile; the All tab shows the first of each kind and leads to the rest', async ({ page }) => {
  const member = await signUpMember('bartender', { firstName: 'Quentin', lastName: 'Zestworth' });
  await openSearch(page);
  await searchBox(page).fill('zestworth');
  const people = page.getByRole('list', { name: 'People' });
  await expect(people.getByRole('link', { name: 'Quentin Zestworth' })).toBeVisible();
  await expect(people.getByText('Bartender')).toBeVisible();

  await searchBox(page).fill('gin');
  const expected = await countsFor('gin');
  const all = page.getByRole('region', { name: 'Cocktails' });
  await expect(all.getByRole('listitem')).toHaveCount(3);
  await all.getByRole('button', { name: `See all ${expected.Cocktails} cocktails` }).click();
  await expect(tab(page, 'Cocktails')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Cocktails' }).getByRole('listitem')).toHaveCount(Math.min(20, expected.Cocktails));
  if (expected.Cocktails > 20) {
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.getByRole('list', { name: 'Cocktails' }).getByRole('listitem')).toHaveCount(Math.min(40, expected.Cocktails));
  }

  await searchBox(page).fill('zestworth');
  await tab(page, 'People').click();
  await page.getByRole('link', { name: 'Quentin Zestworth' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${member.databaseId}$`));
});

test('venue cards show where the venue is and link to its website in a new tab', async ({ page }) => {
  await openSearch(page);
  await searchBox(page).fill('paradiso');
  const venues = page.getByRole('list', { name: 'Venues' });
  await expect(venues.getByRole('heading', { name: 'Paradiso' })).toBeVisible();
  await expect(venues.getByText('Barcelona, Catalonia, Spain')).toBeVisible();
  const website = venues.getByRole('link', { name: /Website/ });
  await expect(website).toHaveAttribute('href', 'https://paradiso.cat');
  await expect(website).toHaveAttribute('target', '_blank');
});

test('the singular /cocktail/{id} of the search screen opens the cocktail at /cocktails/{id}', async ({ page }) => {
  const { cocktails } = await graphql(`
    {
      cocktails(first: 1) {
        edges {
          node {
            databaseId
          }
        }
      }
    }
  `);
  const id = cocktails.edges[0].node.databaseId;
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto(`/cocktail/${id}`);
  await expect(page).toHaveURL(new RegExp(`/cocktails/${id}$`));
});
