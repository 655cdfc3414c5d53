// Not a test: pictures of Open to work (the Edit Profile card, the public profile with its badge and
// details, Find People with results and for an account that may not use it, the way to it from the
// search screen) in both themes. SCREENSHOTS=1 npm run test:e2e -- open-to-work-screens
import { expect, test } from './support/test';
import { signInPage, signUpMember } from './support/api';
import { updateProfile } from './support/profiles';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
test.setTimeout(120_000);

for (const theme of ['light', 'dark'] as const) {
  test(`open-to-work screens in the ${theme} theme`, async ({ browser }) => {
    const shot = (name: string) => ({
      path: `tests/e2e/.output/screens/open-to-work-${name}-${theme}.png`,
      animations: 'disabled' as const,
    });
    const bartender = await signUpMember('bartender', { firstName: 'Robin', lastName: 'Marsh' });
    await updateProfile(bartender.token, {
      location: 'London, United Kingdom',
      bio: 'Stirred drinks and a calm bar.',
      specialties: ['Classic Cocktails', 'Menu Development'],
    });
    const brand = await signUpMember('brand', { firstName: 'Amaro', lastName: 'House' });
    const barfly = await signUpMember('user', { firstName: 'Jo', lastName: 'Sipper' });

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const newPage = async (token: string) => {
      const page = await context.newPage();
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
      await signInPage(page, token);
      return page;
    };

    // Edit Profile: the card switched on, filled in, with a refusal showing.
    const page = await newPage(bartender.token);
    await page.goto('/edit-profile');
    const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole('switch', { name: 'Open to work' }) });
    // The card's top just under the top bar.
    const toCard = () => card.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72));
    await toCard();
    await page.screenshot(shot('edit-off'));
    await card.getByRole('switch', { name: 'Open to work' }).click();
    await card.getByRole('button', { name: 'Show me as open to work' }).click();
    await expect(card.getByText('Choose at least one role')).toBeVisible();
    await toCard();
    await page.screenshot(shot('edit-refused'));
    await card.getByRole('button', { name: 'Head bartender' }).click();
    await card.getByRole('button', { name: 'Bar manager' }).click();
    const cityBox = card.getByLabel('Cities you would work in');
    await cityBox.fill('edinb');
    await card.getByRole('option', { name: 'Edinburgh, United Kingdom' }).click();
    await card.getByLabel('Note').fill('Free from June. Looking for a team to lead, or a menu to build from scratch.');
    await toCard();
    await page.screenshot(shot('edit-filled'));
    await card.getByRole('button', { name: 'Show me as open to work' }).click();
    await expect(page.getByText('You are shown as open to work')).toBeVisible();

    // The public profile, as a visitor sees it.
    await page.goto(`/profile/${bartender.databaseId}`);
    await expect(page.getByRole('region', { name: 'Open to work' })).toBeVisible();
    await page.screenshot(shot('public-profile'));

    // Find People: from the search screen, then London's people, verified first.
    const brandPage = await newPage(brand.token);
    await brandPage.goto('/search');
    await expect(brandPage.getByRole('link', { name: /Find people open to work/ })).toBeVisible();
    await brandPage.screenshot(shot('search-link'));
    await brandPage.goto('/profile');
    await expect(brandPage.getByRole('link', { name: /Find people open to work/ })).toBeVisible();
    await brandPage.screenshot(shot('brand-profile-link'));
    await brandPage.goto('/people?city=London');
    await expect(brandPage.getByRole('article').first()).toBeVisible();
    await brandPage.screenshot(shot('people-london'));
    await brandPage.goto('/people');
    await expect(brandPage.getByRole('article').first()).toBeVisible();
    await brandPage.screenshot(shot('people-all'));
    await brandPage.goto('/people?city=Athens&role=bar_back');
    await expect(brandPage.getByText('No one open to work matches')).toBeVisible();
    await brandPage.screenshot(shot('people-empty'));

    const barflyPage = await newPage(barfly.token);
    await barflyPage.goto('/people');
    await expect(barflyPage.getByRole('heading', { name: 'For venue and brand accounts' })).toBeVisible();
    await barflyPage.screenshot(shot('people-forbidden'));

    // Switched off at once.
    await page.goto('/edit-profile');
    await page.getByRole('switch', { name: 'Open to work' }).click();
    await expect(page.getByText('You are no longer shown as open to work')).toBeVisible();
    await context.close();
  });
}
