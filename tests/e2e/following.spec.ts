import { expect, test } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';

test('a member follows another from their profile, shows up in their followers, and unfollows', async ({ page }) => {
  const alice = await signUpMember('bartender', { firstName: 'Alice', lastName: 'Follower' });
  const bob = await signUpMember('user', { firstName: 'Bob', lastName: 'Followed' });
  await signInPage(page, alice.token);

  await page.goto(`/profile/${bob.databaseId}`);
  const followers = page.getByRole('link', { name: /Followers$/ });
  await expect(followers).toHaveAccessibleName('0 Followers');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  // At once, before the server answers, and still after it has.
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await expect(followers).toHaveAccessibleName('1 Followers');

  await followers.click();
  await expect(page).toHaveURL(new RegExp(`/profile/${bob.databaseId}/connections/followers$`));
  await expect(page.getByRole('heading', { name: 'Followers', level: 1 })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Alice Follower' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Bartender');
  const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
  await expect(card).toContainText(`Connected ${today}`);

  // Alice's own list shows whom she follows.
  await page.goto(`/profile/${alice.databaseId}/connections/following`);
  await expect(page.getByRole('article').filter({ hasText: 'Bob Followed' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Bob Followed' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${bob.databaseId}$`));

  // The button and the count change at once; the list is read from the server, so it is opened once the
  // server has the unfollow (a list asked for before then may still hold her).
  const unfollowed = page.waitForResponse((response) => response.request().postData()?.includes('UnfollowMutation') ?? false);
  await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(followers).toHaveAccessibleName('0 Followers');
  await unfollowed;

  await followers.click();
  await expect(page.getByRole('heading', { name: 'No followers yet' })).toBeVisible();
  await expect(page.getByText("This user doesn't have any followers yet.")).toBeVisible();
  await page.goto(`/profile/${alice.databaseId}/connections/following`);
  await expect(page.getByRole('heading', { name: 'No following yet' })).toBeVisible();
  await expect(page.getByText("This user isn't following anyone yet.")).toBeVisible();
});

test('a visitor browses a long followers list page by page as they scroll, without signing in', async ({ page }) => {
  const star = await signUpMember('bar', { firstName: 'Star', lastName: 'Venue' });
  const fans = await Promise.all(
    Array.from({ length: 25 }, (_, i) => signUpMember('user', { firstName: 'Fan', lastName: `Number${String(i).padStart(2, '0')}` })),
  );
  for (const fan of fans) {
    await graphql(
      `
        mutation ($input: FollowInput!) {
          follow(input: $input) {
            __typename
          }
        }
      `,
      { input: { userId: globalUserId(star.databaseId) } },
      fan.token,
    );
  }

  await page.goto(`/profile/${star.databaseId}/connections/followers`);
  const cards = page.getByRole('article');
  // Newest first: the last fan to follow leads.
  await expect(cards.first()).toContainText('Fan Number24');
  await expect(cards).toHaveCount(20);
  await cards.nth(19).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(cards).toHaveCount(25);
  await expect(cards.last()).toContainText('Fan Number00');

  // Signed out, the Follow button on a profile leads to sign-in.
  await page.goto(`/profile/${star.databaseId}`);
  await page.getByRole('link', { name: 'Follow', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the connections screen says it could not fetch the connections of a member who does not exist', async ({ page }) => {
  await page.goto('/profile/99999999/connections/followers');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch connections');
});

function globalUserId(databaseId: number): string {
  return Buffer.from(`User:${databaseId}`).toString('base64');
}
