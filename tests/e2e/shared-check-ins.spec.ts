// Shared check-ins (issue 40, decision 0046 as amended): a member turns "Share my check-ins with the
// people who follow me" on where they edit their profile and checks in; a member who follows them sees
// "checked in at <venue>" in their feed after a reload. (Off, the default, is the gateway tests' case.)
import { expect, test } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { listVenue } from './support/profiles';

const FOLLOW = `mutation($input: FollowInput!) { follow(input: $input) { __typename } }`;
const CHECK_IN = `mutation($input: CheckInInput!) { checkIn(input: $input) { __typename ... on Error { message } } }`;
const userId = (databaseId: number) => Buffer.from(`User:${databaseId}`).toString('base64');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a member who shares their check-ins shows up checked in at a bar in their follower's feed", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = unique();
  const bar = await signUpMember('bar', { firstName: 'Quay', lastName: 'Bar' });
  const venue = await listVenue(bar.token, { name: `Loud Quay ${tag}`, city: 'Faro', country: 'Portugal' });
  const sharer = await signUpMember('user', { firstName: 'Rui', lastName: `Share${tag}` });
  const follower = await signUpMember('user');
  expect((await graphql(FOLLOW, { input: { userId: userId(sharer.databaseId) } }, follower.token)).follow.__typename).toBe('FollowPayload');

  // The member turns sharing on where they edit their profile, and checks in elsewhere.
  await signInPage(page, sharer.token);
  await page.goto('/edit-profile');
  const share = page.getByRole('switch', { name: 'Share my check-ins with the people who follow me' });
  await expect(share).not.toBeChecked();
  await share.click();
  await expect(share).toBeChecked();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  expect((await graphql(CHECK_IN, { input: { venueId: venue } }, sharer.token)).checkIn.__typename).toBe('CheckInPayload');

  // The follower's feed, reloaded, shows the check-in.
  await signInPage(page, follower.token);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Social Feed', level: 1 })).toBeVisible();
  await page.reload();
  const feed = page.getByRole('list', { name: 'Your feed' });
  const sharerName = `${sharer.firstName} ${sharer.lastName}`;
  const item = feed.getByRole('listitem').filter({ has: page.getByRole('link', { name: sharerName }) });
  await expect(item.filter({ hasText: `checked in at Loud Quay ${tag}` })).toHaveCount(1);
});
