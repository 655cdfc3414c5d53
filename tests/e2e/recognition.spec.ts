import { expect, test } from './support/test';
import { signInPage, signUpMember } from './support/api';
import { addWorkEntry, decideVerification } from './support/profiles';

test("an admin grants OG Crew and the verified tick on a member's profile, the member sees them, and the admin removes them", async ({
  page,
}) => {
  const admin = await signUpMember('admin', { firstName: 'Ada', lastName: 'Admin' });
  const member = await signUpMember('bartender', { firstName: 'Rosa', lastName: 'Ticker' });
  await signInPage(page, admin.token);

  await page.goto(`/profile/${member.databaseId}`);
  const header = page.getByRole('region', { name: 'Profile' });
  const card = page.getByRole('region', { name: 'Badges & tick' });
  await expect(header.getByRole('heading', { name: 'Rosa Ticker' })).toBeVisible();
  await expect(card).toContainText('Only admins see this.');
  await expect(header.getByRole('img', { name: 'Verified' })).toHaveCount(0);
  const og = card.getByRole('button', { name: 'OG Crew' });
  const tick = card.getByRole('button', { name: 'Verified tick' });
  await expect(og).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByRole('button', { name: 'Can Confirm' })).toHaveAttribute('aria-pressed', 'false');

  await og.click();
  await expect(page.getByText('OG Crew granted')).toBeVisible();
  await expect(og).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByText('OG Crew')).toBeVisible();

  await tick.click();
  await expect(page.getByText('Verified tick granted')).toBeVisible();
  await expect(tick).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByRole('img', { name: 'Verified' })).toBeVisible();

  // Saved: a reload shows the same.
  await page.reload();
  await expect(header.getByRole('img', { name: 'Verified' })).toBeVisible();
  await expect(header.getByText('OG Crew')).toBeVisible();

  // The member sees them on their own profile, and no admin controls anywhere.
  await signInPage(page, member.token);
  await page.goto('/profile');
  await expect(header.getByRole('heading', { name: 'Rosa Ticker' })).toBeVisible();
  await expect(header.getByRole('img', { name: 'Verified' })).toBeVisible();
  await expect(header.getByText('OG Crew')).toBeVisible();
  await expect(header.getByText('Can Confirm')).toHaveCount(0);
  await page.goto(`/profile/${admin.databaseId}`);
  await expect(header.getByRole('heading', { name: 'Ada Admin' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // The admin removes them again.
  await signInPage(page, admin.token);
  await page.goto(`/profile/${member.databaseId}`);
  await expect(og).toHaveAttribute('aria-pressed', 'true');
  await og.click();
  await expect(page.getByText('OG Crew removed')).toBeVisible();
  await tick.click();
  await expect(page.getByText('Verified tick removed')).toBeVisible();
  await expect(header.getByRole('img', { name: 'Verified' })).toHaveCount(0);
  await expect(header.getByText('OG Crew')).toHaveCount(0);
  await page.reload();
  await expect(header.getByRole('heading', { name: 'Rosa Ticker' })).toBeVisible();
  await expect(header.getByRole('img', { name: 'Verified' })).toHaveCount(0);
  await expect(tick).toHaveAttribute('aria-pressed', 'false');
});

test('a member whose current position was verified has the tick, which the admin chip does not take away', async ({ page }) => {
  const admin = await signUpMember('admin', { firstName: 'Ada', lastName: 'Admin' });
  const member = await signUpMember('bartender', { firstName: 'Vera', lastName: 'Fied' });
  const { requestId } = await addWorkEntry(
    member.token,
    { organizationName: 'Harbour Bar', position: 'Head Bartender', city: 'Porto', startDate: '2023-02', current: true },
    true,
  );
  await decideVerification(admin.token, requestId!, 'verified');

  await signInPage(page, admin.token);
  await page.goto(`/profile/${member.databaseId}`);
  const header = page.getByRole('region', { name: 'Profile' });
  const card = page.getByRole('region', { name: 'Badges & tick' });
  await expect(header.getByRole('img', { name: 'Verified' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Verified tick' })).toHaveAttribute('aria-pressed', 'false');
  await expect(card).toContainText('A verified current position also gives the tick: it stays while that position does.');

  // Granting and removing the admin's tick leaves the one the position gives.
  await card.getByRole('button', { name: 'Verified tick' }).click();
  await expect(page.getByText('Verified tick granted')).toBeVisible();
  await card.getByRole('button', { name: 'Verified tick' }).click();
  await expect(page.getByText('Verified tick removed')).toBeVisible();
  await expect(header.getByRole('img', { name: 'Verified' })).toBeVisible();
});

test('people search and followers lists show the tick beside the name', async ({ page }) => {
  const admin = await signUpMember('admin');
  const tag = Math.random().toString(36).slice(2, 7);
  const verified = await signUpMember('bartender', { firstName: 'Tickford', lastName: `Verity${tag}` });
  const plain = await signUpMember('bartender', { firstName: 'Tickford', lastName: `Plain${tag}` });
  const { graphql } = await import('./support/api');
  const userId = Buffer.from(`User:${verified.databaseId}`).toString('base64');
  await graphql(
    `
      mutation ($input: SetMemberVerifiedInput!) {
        setMemberVerified(input: $input) {
          __typename
        }
      }
    `,
    { input: { userId, verified: true } },
    admin.token,
  );
  for (const token of [verified.token, plain.token]) {
    await graphql(
      `
        mutation ($input: FollowInput!) {
          follow(input: $input) {
            __typename
          }
        }
      `,
      { input: { userId: Buffer.from(`User:${admin.databaseId}`).toString('base64') } },
      token,
    );
  }
  await signInPage(page, plain.token);

  await page.goto(`/search?q=${encodeURIComponent(`Tickford`)}`);
  await page.getByRole('tab', { name: /People/ }).click();
  const verifiedCard = page.getByRole('article').filter({ hasText: `Verity${tag}` });
  await expect(verifiedCard.getByRole('img', { name: 'Verified' })).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: `Plain${tag}` })
      .getByRole('img', { name: 'Verified' }),
  ).toHaveCount(0);

  await page.goto(`/profile/${admin.databaseId}/connections/followers`);
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: `Verity${tag}` })
      .getByRole('img', { name: 'Verified' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: `Plain${tag}` })
      .getByRole('img', { name: 'Verified' }),
  ).toHaveCount(0);
});
