// Not a test: pictures of the home feed (decision 0073) in both themes: a member following three people
// who posted, re-poured with a note, reviewed three cocktails (one group) and posted an event; and the
// feed of a new member, with people to follow.
// SCREENSHOTS=1 CI=1 npx playwright test tests/e2e/home-feed-screens.spec.ts
import { expect, test, type Page } from './support/test';
import { createCocktailAs, graphql, signInPage, signUpMember } from './support/api';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, animations: 'disabled' });
}

const FOLLOW = `mutation($input: FollowInput!) { follow(input: $input) { __typename } }`;
const REPOUR = `mutation($input: RepourCocktailInput!) { repourCocktail(input: $input) { __typename } }`;
const REVIEW = `mutation($input: ReviewCocktailInput!) { reviewCocktail(input: $input) { __typename } }`;
const FIND = `query($q: String!) { search(query: $q) { cocktails(first: 1) { edges { node { id name } } } } }`;
const userId = (databaseId: number) => Buffer.from(`User:${databaseId}`).toString('base64');

for (const theme of ['light', 'dark'] as const) {
  test(`the home feed in the ${theme} theme`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const member = await signUpMember('user');
    const ana = await signUpMember('bartender', { firstName: 'Ana', lastName: 'Reyes' });
    const sasha = await signUpMember('bartender', { firstName: 'Sasha', lastName: 'Petraske' });
    for (const friend of [ana, sasha]) await graphql(FOLLOW, { input: { userId: userId(friend.databaseId) } }, member.token);
    for (const [query, rating, text] of [
      ['Negroni', 5, 'Equal parts, stirred long. Perfect.'],
      ['Daiquiri', 4, null],
      ['Penicillin', 4, 'Smoky float makes it.'],
    ] as const) {
      const found = (await graphql(FIND, { q: query })).search.cocktails.edges[0]?.node;
      if (found) await graphql(REVIEW, { input: { cocktailId: found.id, rating, text } }, ana.token);
    }
    const hanky = (await graphql(FIND, { q: 'Hanky Panky' })).search.cocktails.edges[0]?.node;
    if (hanky)
      await graphql(REPOUR, { input: { cocktailId: hanky.id, note: 'Fernet and gin, who knew. Try it this weekend.' } }, sasha.token);
    await createCocktailAs(sasha.token, {
      name: 'Garden Gimlet',
      glassware: 'Coupe',
      ingredients: [{ amount: 50, unit: 'ml', ingredient: 'Gin' }],
    });
    await signInPage(page, member.token);
    await page.goto('/feed');
    await expect(page.getByRole('list', { name: 'Your feed' })).toBeVisible();
    await shoot(page, `home-feed-${theme}`);
    await page.getByRole('list', { name: 'Your feed' }).evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 70));
    await shoot(page, `home-feed-items-${theme}`);
    await page.evaluate(() => window.scrollBy(0, 700));
    await shoot(page, `home-feed-group-${theme}`);

    const newcomer = await signUpMember('user');
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const fresh = await context.newPage();
    await fresh.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await signInPage(fresh, newcomer.token);
    await fresh.goto('/feed');
    await expect(fresh.getByRole('heading', { name: 'People to follow' })).toBeVisible();
    await fresh
      .getByRole('heading', { name: 'People to follow' })
      .evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 70));
    await shoot(fresh, `home-feed-new-member-${theme}`);
    await context.close();
  });
}
