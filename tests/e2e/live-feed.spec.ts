// The feed's live "N new" pill (issue 40, decisions 0072 and 0073): a member has /feed open; another
// member they follow, in another browser, re-pours a cocktail with a note. The pill appears without a
// reload (the count arrives over the feed's subscription), and tapping it shows the re-pour at the top.
import { expect, test } from './support/test';
import { createCocktailAs, graphql, signInPage, signUpMember } from './support/api';

const FOLLOW = `mutation($input: FollowInput!) { follow(input: $input) { __typename } }`;
const userId = (databaseId: number) => Buffer.from(`User:${databaseId}`).toString('base64');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a followed member's re-pour raises the pill on the reader's open feed, and tapping it shows the re-pour", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ana = await signUpMember('bartender', { firstName: 'Ana', lastName: `Live${unique()}` });
  const ben = await signUpMember('user', { firstName: 'Ben' });
  const first = `Pill Sour ${unique()}`;
  await createCocktailAs(ana.token, { name: first, glassware: 'Coupe', ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }] });
  const other = await signUpMember('bartender');
  const second = `Pill Fizz ${unique()}`;
  const fizz = await createCocktailAs(other.token, {
    name: second,
    glassware: 'Coupe',
    ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }],
  });
  expect((await graphql(FOLLOW, { input: { userId: userId(ana.databaseId) } }, ben.token)).follow.__typename).toBe('FollowPayload');

  // Ben has his feed open: Ana's cocktail, no pill.
  await signInPage(page, ben.token);
  await page.goto('/feed');
  const feed = page.getByRole('list', { name: 'Your feed' });
  await expect(feed.getByRole('link', { name: first, exact: true })).toBeVisible();
  await expect(page.getByTestId('new-items-pill')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

  // Ana, in her own browser, re-pours a cocktail with a note.
  const anaContext = await browser.newContext();
  const anaPage = await anaContext.newPage();
  await signInPage(anaPage, ana.token);
  await anaPage.goto(`/cocktails/${fizz.databaseId}`);
  await anaPage.getByRole('button', { name: 'Repour', exact: true }).click();
  const dialog = anaPage.getByRole('dialog', { name: 'Repour to your followers' });
  await dialog.getByLabel('Note').fill('Live from the bar');
  await dialog.getByRole('button', { name: 'Repour', exact: true }).click();
  await expect(anaPage.getByRole('button', { name: 'Undo repour', exact: true })).toBeVisible();
  await anaContext.close();

  // Ben's open feed shows the pill, and not the re-pour yet.
  const pill = page.getByRole('button', { name: '1 new post. Show them' });
  await expect(pill).toBeVisible();
  await expect(pill).toHaveText('1 new post');
  await expect(feed.getByText('Live from the bar')).toHaveCount(0);

  // Tapping it loads the feed again from the top: the re-pour first, and the pill gone.
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
  await pill.click();
  await expect(feed.getByRole('listitem').first()).toContainText('Live from the bar');
  await expect(feed.getByRole('listitem').first().getByRole('link', { name: second, exact: true })).toBeVisible();
  await expect(page.getByTestId('new-items-pill')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
