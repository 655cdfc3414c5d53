// Not a test: pictures of the main screens in both themes, to look at after changing the design.
// SCREENSHOTS=1 npm run test:e2e -- screenshots  writes tests/e2e/.output/screens/*.png
import { expect, test, type Page } from './support/test';
import { tokenForAdmin } from './support/admin';
import { createInviteCodes } from './support/api';
import { savedOperations, shellSaved } from './support/offline';
import { signInWithToken } from './support/session';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

const themes = ['light', 'dark'] as const;

async function useTheme(page: Page, theme: (typeof themes)[number]) {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, fullPage: options.fullPage ?? false, animations: 'disabled' });
}

for (const theme of themes) {
  test(`screens in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await shoot(page, `login-${theme}`);

    await page.goto('/no-such-public-page-for-visitors');
    await expect(page).toHaveURL(/\/login$/);

    // The splash shows while the startup check waits for the server: hold that answer back.
    await signInWithToken(page, await tokenForAdmin());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'SessionViewerQuery') await held;
      await route.continue();
    });
    const navigation = page.goto('/feed');
    await expect(page.getByText('Discover. Create. Share.')).toBeVisible();
    await shoot(page, `splash-${theme}`);
    release();
    await navigation;

    await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
    await shoot(page, `feed-${theme}`);

    await page.goto('/cocktails');
    await expect(page.getByText('Showing 1st 100 cocktails')).toBeVisible();
    await shoot(page, `cocktails-${theme}`);
    await page.getByRole('button', { name: 'Load Next 100 Cocktails' }).scrollIntoViewIfNeeded();
    await shoot(page, `cocktails-bottom-${theme}`);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    await shoot(page, `profile-${theme}`);

    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeVisible();
    await shoot(page, `theme-menu-${theme}`);
    await page.keyboard.press('Escape');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await shoot(page, `not-found-${theme}`);

    await page.goto('/feed');
    await expect(page.getByRole('list', { name: 'Latest cocktails' })).toBeVisible();
    await shoot(page, `feed-full-${theme}`, { fullPage: true });

    await page.goto('/icons');
    await expect(page.getByRole('heading', { name: 'Icons' })).toBeVisible();
    await shoot(page, `icons-${theme}`, { fullPage: true });

    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About Repour' })).toBeVisible();
    await shoot(page, `about-${theme}`);
  });
}

for (const theme of themes) {
  test(`sign-in and joining screens in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    const [code, usedLater] = await createInviteCodes('bartender', 2);

    await page.goto('/login');
    await page.getByLabel('Invite code').pressSequentially(code.slice(0, 5));
    await shoot(page, `login-typing-${theme}`);
    await page.getByLabel('Invite code').pressSequentially(code.slice(5));
    await page.getByLabel('Email or Username').fill('nobody');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, `login-ready-${theme}`, { fullPage: true });
    await page.getByLabel('Invite code').fill('ABC');
    await page.getByLabel('Invite code').press('Enter');
    await expect(page.getByText('Please enter a valid 8-digit invite code')).toBeVisible();
    await shoot(page, `login-short-code-${theme}`);
    await page.getByLabel('Invite code').fill('ZZZZ9999');
    await page.getByLabel('Invite code').press('Enter');
    await expect(page.getByText('Invalid invite code', { exact: true })).toBeVisible();
    await shoot(page, `login-refused-code-${theme}`);

    await page.goto(`/welcome?code=${code}`);
    await expect(page.getByRole('heading', { name: 'Your Invitation Details' })).toBeVisible();
    await shoot(page, `welcome-${theme}`, { fullPage: true });
    await page.goto('/welcome?code=ZZZZ9999');
    await expect(page.getByText('Invalid Invite Code', { exact: true })).toBeVisible();
    await shoot(page, `welcome-invalid-${theme}`);

    await page.goto('/invite');
    await page.getByLabel('Invite code').fill(usedLater);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText(/Invite code verified!/)).toBeVisible();
    await shoot(page, `invite-verified-${theme}`);
    await page.goto('/invite');
    await page.getByLabel('Invite code').fill('ZZZZ9999');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, `invite-invalid-${theme}`);

    await page.goto(`/signup?code=${code}`);
    await expect(page.getByText('Invite code validated')).toBeVisible();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Password', { exact: true }).fill('Campari1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await shoot(page, `signup-${theme}`, { fullPage: true });
    await page.goto('/signup?code=ZZZZ9999');
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, `signup-invalid-${theme}`);
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  for (const theme of themes) {
    test(`the offline shell in the ${theme} theme`, async ({ page, context }) => {
      await useTheme(page, theme);
      await signInWithToken(page, await tokenForAdmin());
      await page.goto('/feed');
      await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
      await expect.poll(() => savedOperations(page)).toContain('FeedPageQuery');
      await shellSaved(page);
      await context.setOffline(true);
      await page.reload();
      // The feed as this device saved it (decision 0068).
      await expect(page.getByText(/^Saved on this device · /)).toBeVisible();
      await shoot(page, `offline-feed-${theme}`, { fullPage: true });
    });
  }
});
