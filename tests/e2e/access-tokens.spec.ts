// Issue 42, decision 0079: a member makes a personal access token in Settings, copies it (it is shown
// once), a program uses it over HTTP, and the member revokes it; the list goes on showing the others.
import { E2E_BASE_URL, signInPage, signUpMember } from './support/api';
import { expect, test } from './support/test';
import { closeToasts } from './support/toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function viewerWith(token: string): Promise<{ status: number; viewer: unknown }> {
  const response = await fetch(`${E2E_BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ viewer { username } }' }),
  });
  const body = (await response.json()) as { data?: { viewer: unknown } };
  return { status: response.status, viewer: body.data?.viewer ?? null };
}

test('a member makes a token, copies it once, a program uses it, and revoking it stops it alone', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  // Settings (the dialog on the profile) links here.
  await page.goto('/settings/tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'Access tokens' })).toBeVisible();
  await expect(page.getByText('No tokens yet.')).toBeVisible();

  // Nothing is said before the first submit; an empty name is refused in the spec's words.
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Please name the token')).toBeVisible();

  await page.getByLabel('Name').fill('Menu sync');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Token created: copy it now, it will not be shown again')).toBeVisible();
  const secret = await page.getByLabel('Token secret').inputValue();
  expect(secret).toMatch(/^repour_pat_/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Token copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  const row = page.getByTestId('access-token').filter({ hasText: 'Menu sync' });
  await expect(row).toContainText('Read');
  await expect(row).toContainText('Never used');
  await expect(row).toContainText(`repour_pat_${secret.slice(11, 15)}`);

  // Done: the secret is gone from the screen, and a reload does not bring it back.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('Token secret')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A program uses it.
  expect(await viewerWith(secret)).toEqual({ status: 200, viewer: { username: member.username } });
  await page.reload();
  await expect(page.getByTestId('access-token').filter({ hasText: 'Menu sync' })).toContainText('Last used');

  // A second token, which revoking the first leaves alone.
  await page.getByLabel('Name').fill('Stock export');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByLabel('Token secret')).toBeVisible();
  const kept = await page.getByLabel('Token secret').inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await closeToasts(page);

  await page.getByRole('button', { name: 'Revoke Menu sync' }).click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  // The list stays on screen without the revoked token (a null edge once took the page to its error screen).
  await expect(page.getByRole('heading', { level: 2, name: 'Your tokens' })).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
  await expect(page.getByTestId('access-token')).toHaveCount(1);
  await expect(page.getByTestId('access-token').filter({ hasText: 'Stock export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revoke Menu sync' })).toHaveCount(0);
  expect((await viewerWith(secret)).viewer).toBeNull();
  expect(await viewerWith(kept)).toEqual({ status: 200, viewer: { username: member.username } });
  // The member's own session goes on.
  expect((await viewerWith(member.token)).viewer).toEqual({ username: member.username });
});
