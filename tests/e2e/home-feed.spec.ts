// The home feed (issue 40, decision 0073): two members, one follows the other; what the second does
// shows in the first's feed after a reload and opens its recipe; muting takes it out, unmuting from the
// profile or Undo brings it back; a member who follows nobody is offered people to follow.
import { expect, test } from './support/test';
import { createCocktailAs, graphql, signInPage, signUpMember } from './support/api';
import { axeViolations } from './support/axe';

const FOLLOW = `mutation($input: FollowInput!) { follow(input: $input) { __typename } }`;
const REVIEW = `mutation($input: ReviewCocktailInput!) { reviewCocktail(input: $input) { __typename } }`;
const userId = (databaseId: number) => Buffer.from(`User:${databaseId}`).toString('base64');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a member sees what someone they follow did after a reload, and muting takes it out until they unmute', async ({ page }) => {
  test.setTimeout(90_000);
  const author = await signUpMember('bartender', { firstName: 'Ana', lastName: `Feed${unique()}` });
  const reader = await signUpMember('user');
  expect((await graphql(FOLLOW, { input: { userId: userId(author.databaseId) } }, reader.token)).follow.__typename).toBe('FollowPayload');
  await signInPage(page, reader.token);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Social Feed', level: 1 })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);

  // The author posts a cocktail, and another member followed reviews one; the reader's feed shows both
  // once reloaded, and the cocktail opens its recipe.
  const name = `Feed Fizz ${unique()}`;
  const made = await createCocktailAs(author.token, {
    name,
    glassware: 'Coupe',
    ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }],
  });
  const critic = await signUpMember('user', { firstName: 'Cleo', lastName: `Critic${unique()}` });
  await graphql(FOLLOW, { input: { userId: userId(critic.databaseId) } }, reader.token);
  const reviewed = await graphql(
    REVIEW,
    { input: { cocktailId: made.id, rating: 4, text: 'Bright, dry, gone in a minute.' } },
    critic.token,
  );
  expect(reviewed.reviewCocktail.__typename).toBe('ReviewCocktailPayload');
  await page.reload();
  const feed = page.getByRole('list', { name: 'Your feed' });
  const item = feed
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .filter({ hasText: 'posted a cocktail' });
  await expect(item).toHaveCount(1);
  const authorName = `${author.firstName} ${author.lastName}`;
  await expect(item.getByRole('link', { name: authorName })).toBeVisible();
  await expect(item.getByText('posted a cocktail')).toBeVisible();
  const review = feed.getByRole('listitem').filter({ hasText: 'Bright, dry, gone in a minute.' });
  await expect(review.getByText('reviewed a cocktail')).toBeVisible();
  await expect(review.getByText('4 out of 5 stars')).toBeAttached();
  // Its items pass axe-core in both themes (the accessibility spec sees the feed of a member who follows nobody).
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => document.documentElement.classList.toggle('dark', value === 'dark'), theme);
    expect(await axeViolations(page)).toEqual([]);
  }
  await item.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(item.getByRole('link', { name, exact: true })).toBeVisible();

  // Mute from the item's menu: the item leaves, and stays gone after a reload.
  await item.getByRole('button', { name: `More about ${authorName}'s post` }).click();
  await page.getByRole('menuitem', { name: `Mute ${authorName}` }).click();
  await expect(page.getByText(`${authorName} is muted. Their posts no longer show in your feed.`)).toBeVisible();
  await expect(feed.getByRole('link', { name: authorName })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Social Feed', level: 1 })).toBeVisible();
  // Others' items stay, the review of the muted member's cocktail among them.
  await expect(feed.getByText('Bright, dry, gone in a minute.')).toBeVisible();
  await expect(feed.getByRole('link', { name: authorName })).toHaveCount(0);

  // Unmute from the profile: the item comes back.
  await page.goto(`/profile/${author.databaseId}`);
  await page.getByRole('button', { name: `Unmute ${authorName}` }).click();
  await expect(page.getByRole('button', { name: `Mute ${authorName}` })).toBeVisible();
  await page.goto('/feed');
  await expect(page.getByRole('list', { name: 'Your feed' }).getByRole('link', { name: authorName })).toBeVisible();

  // Muted from the feed again and undone from the toast: unmuted, and the item is back at once (the feed
  // loads again), and after a reload.
  const again = feed
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: authorName }) })
    .first();
  await again.getByRole('button', { name: `More about ${authorName}'s post` }).click();
  await page.getByRole('menuitem', { name: `Mute ${authorName}` }).click();
  await expect(feed.getByRole('link', { name: authorName })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${authorName} is unmuted.`)).toBeVisible();
  await expect(feed.getByRole('link', { name: authorName }).first()).toBeVisible();
  await page.reload();
  await expect(feed.getByRole('link', { name: authorName }).first()).toBeVisible();
});

test('a member who follows nobody is offered people to follow, with the Weekly Top 10 and the latest cocktails', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'People to follow' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'People to follow' }).getByRole('button', { name: 'Follow' }).first()).toBeVisible();
  await expect(page.getByText('Your feed is empty')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Weekly Top 10' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest cocktails' })).toBeVisible();
});
