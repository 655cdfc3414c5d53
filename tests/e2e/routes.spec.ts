import { expect, test } from './support/test';
import { tokenForAdmin } from './support/admin';
import { signInPage } from './support/api';

test('a signed-in member who opens the sign-in screen is sent to the feed', async ({ page }) => {
  await signInPage(page, await tokenForAdmin());
  await page.goto('/login');
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
});

test('public profiles, connection lists, the invite screen and the icon page open without signing in', async ({ page }) => {
  for (const [path, heading] of [
    ['/profile/1', 'Profile'],
    ['/profile/1/connections/following', 'Following'],
    ['/invite', 'Enter Invite Code'],
    ['/icons', 'Icons'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('the tab bar follows the first path segment and hides on create and cocktail detail screens', async ({ page }) => {
  await signInPage(page, await tokenForAdmin());
  const tabs = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/');
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Create', 'DataBase', 'Profile']);

  await tabs.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Create Cocktail' })).toBeVisible();
  await expect(tabs).toHaveCount(0);

  await page.goto('/cocktails');
  await page.getByRole('link', { name: "'Ti Punch" }).click();
  await expect(page).toHaveURL(/\/cocktails\/\d+$/);
  await expect(tabs).toHaveCount(0);
});
