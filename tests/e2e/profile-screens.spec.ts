// Not a test: pictures of every account type's profile screens in both themes, to look at after
// changing them. SCREENSHOTS=1 npm run test:e2e -- profile-screens  writes tests/e2e/.output/screens/.
import { expect, test, type Page } from './support/test';
import { tokenForAdmin } from './support/admin';
import { signInPage, signUpMember } from './support/api';
import {
  addAchievement,
  addPartnerVenue,
  addVenueAward,
  addWorkEntry,
  createCampaign,
  createEvent,
  decideVerification,
  inDays,
  listVenue,
  updateProfile,
} from './support/profiles';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
test.setTimeout(120_000);

const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, fullPage = true) {
  // A full-page picture would show the fixed bars in the middle of the page: let them flow instead.
  if (fullPage) await page.addStyleTag({ content: 'nav[aria-label="Main"], header.sticky { position: static !important; }' });
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, fullPage, animations: 'disabled' });
}

for (const theme of themes) {
  test(`profile screens in the ${theme} theme`, async ({ browser }) => {
    const tag = Math.random().toString(36).slice(2, 6);
    // A venue with its account, a bartender who works there (verified) and elsewhere (pending).
    const bar = await signUpMember('bar', { firstName: 'Nightjar', lastName: 'Bar' });
    await updateProfile(bar.token, {
      bio: 'Speakeasy cocktails and live jazz since 2010.',
      location: 'London, United Kingdom',
      hours: 'Tue–Sat 6pm–1am\nSun 6pm–midnight',
      specialties: ['Classic Cocktails'],
    });
    const venueId = await listVenue(bar.token, { name: `Nightjar ${tag}`, city: 'London', country: 'United Kingdom' });
    await addVenueAward(bar.token, { venue: venueId, title: "World's 50 Best Bars", competition: '50 Best', place: '#12', year: 2024 });
    await createEvent(bar.token, { name: 'Gin Masterclass', date: inDays(6), time: '19:00' });
    await createEvent(bar.token, { name: 'Jazz & Juleps', date: inDays(20) });

    const bartender = await signUpMember('bartender', { firstName: 'Ada', lastName: 'Coleman' });
    await updateProfile(bartender.token, {
      bio: 'Head bartender. Stirred, bitter, and a little bit smoky.',
      location: 'London, United Kingdom',
      specialties: ['Classic Cocktails', 'Cocktail History', 'Menu Development'],
    });
    const verified = await addWorkEntry(
      bartender.token,
      {
        organizationName: `Nightjar ${tag}`,
        venue: venueId,
        position: 'Head Bartender',
        city: 'London',
        country: 'United Kingdom',
        startDate: '2022-04',
        current: true,
      },
      true,
    );
    await decideVerification(bar.token, verified.requestId!, 'verified');
    const denied = await addWorkEntry(
      bartender.token,
      {
        organizationName: 'The Savoy',
        position: 'Bartender',
        city: 'London',
        country: 'United Kingdom',
        startDate: '2018-01',
        endDate: '2022-03',
      },
      true,
    );
    await decideVerification(await tokenForAdmin(), denied.requestId!, 'denied');
    await addAchievement(bartender.token, {
      type: 'award',
      title: 'Bartender of the Year',
      competition: 'Class Awards',
      place: 'Winner',
      year: 2023,
    });
    await addAchievement(bartender.token, { type: 'certificate', title: 'WSET Level 3 in Spirits', issuer: 'WSET', year: 2021 });
    const waiting = await signUpMember('bartender', { firstName: 'Sam', lastName: 'Ross' });
    await addWorkEntry(
      waiting.token,
      { organizationName: `Nightjar ${tag}`, venue: venueId, position: 'Barback', city: 'London', startDate: '2025-01', current: true },
      true,
    );

    const brand = await signUpMember('brand', { firstName: 'Campari', lastName: 'Group' });
    await updateProfile(brand.token, { bio: 'Bitter since 1860.', location: 'Milan, Italy', specialties: ['Spirits'] });
    await createEvent(brand.token, { name: 'Negroni Week Launch', date: inDays(10), time: '18:30' });
    await createCampaign(brand.token, {
      name: 'Negroni Week',
      description: 'Pour a Negroni, raise money for charity.',
      startsOn: inDays(10),
      endsOn: inDays(17),
    });
    await addPartnerVenue(brand.token, 'Dante');
    await addPartnerVenue(brand.token, 'Paradiso');

    const barfly = await signUpMember('user', { firstName: 'Jo', lastName: 'Sipper' });
    await updateProfile(barfly.token, {
      bio: 'I travel for Martinis.',
      location: 'New York, NY, USA',
      favoriteStyle: 'Stirred & spirit-forward',
    });

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);

    async function asMember(token: string) {
      const page = await context.newPage();
      await signInPage(page, token);
      return page;
    }

    const bartenderPage = await asMember(bartender.token);
    await bartenderPage.goto('/profile');
    await expect(bartenderPage.getByRole('heading', { name: 'Ada Coleman' })).toBeVisible();
    await shoot(bartenderPage, `profile-bartender-${theme}`);
    await bartenderPage.getByRole('tab', { name: 'Work' }).click();
    await shoot(bartenderPage, `profile-bartender-work-${theme}`);
    await bartenderPage.goto('/edit-profile');
    await expect(bartenderPage.getByRole('heading', { name: 'Work History' })).toBeVisible();
    await shoot(bartenderPage, `edit-profile-bartender-${theme}`);
    await bartenderPage.getByRole('button', { name: 'Add Work Experience' }).click();
    await bartenderPage.getByLabel('Organization name').fill('Dan');
    await expect(bartenderPage.getByRole('option').first()).toBeVisible();
    await shoot(bartenderPage, `edit-profile-work-form-${theme}`, false);
    await bartenderPage.getByRole('combobox', { name: 'Start date month' }).scrollIntoViewIfNeeded();
    await bartenderPage.getByRole('textbox', { name: 'Start date year' }).fill('2019');
    await shoot(bartenderPage, `edit-profile-work-dates-${theme}`, false);
    await bartenderPage.close();

    // A visitor: a context of its own, so no member's session is in its storage.
    const visitor = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await visitor.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/profile/${bartender.databaseId}`);
    await expect(publicPage.getByRole('heading', { name: 'Ada Coleman' })).toBeVisible();
    await shoot(publicPage, `public-profile-bartender-${theme}`);
    await publicPage.getByRole('tab', { name: 'Work' }).click();
    await shoot(publicPage, `public-profile-bartender-work-${theme}`);
    await publicPage.goto(`/profile/${bar.databaseId}`);
    await expect(publicPage.getByRole('heading', { name: 'Nightjar Bar' })).toBeVisible();
    await shoot(publicPage, `public-profile-bar-${theme}`);
    await publicPage.goto('/profile/99999999');
    await expect(publicPage.getByText('Profile not found')).toBeVisible();
    await shoot(publicPage, `public-profile-missing-${theme}`, false);
    await visitor.close();

    const barPage = await asMember(bar.token);
    await barPage.goto('/profile');
    await expect(barPage.getByRole('tab', { name: 'Info' })).toBeVisible();
    await shoot(barPage, `profile-bar-info-${theme}`);
    await barPage.getByRole('tab', { name: 'Events' }).click();
    await shoot(barPage, `profile-bar-events-${theme}`);
    await barPage.getByRole('tab', { name: 'Team' }).click();
    await expect(barPage.getByText('Verified Employee')).toBeVisible();
    await shoot(barPage, `profile-bar-team-${theme}`);
    await barPage.goto('/edit-profile');
    await expect(barPage.getByRole('heading', { name: 'Venue Awards' })).toBeVisible();
    await shoot(barPage, `edit-profile-bar-${theme}`);
    await barPage.close();

    const brandPage = await asMember(brand.token);
    await brandPage.goto('/profile');
    await expect(brandPage.getByRole('tab', { name: 'Partners' })).toBeVisible();
    await shoot(brandPage, `profile-brand-events-${theme}`);
    await brandPage.getByRole('tab', { name: 'Partners' }).click();
    await shoot(brandPage, `profile-brand-partners-${theme}`);
    await brandPage.getByRole('tab', { name: 'Campaigns' }).click();
    await shoot(brandPage, `profile-brand-campaigns-${theme}`);
    await brandPage.close();

    const barflyPage = await asMember(barfly.token);
    await barflyPage.goto('/profile');
    await expect(barflyPage.getByText('Cocktail Journey')).toBeVisible();
    await shoot(barflyPage, `profile-barfly-${theme}`);
    await barflyPage.goto('/edit-profile');
    await expect(barflyPage.getByRole('heading', { name: 'About You' })).toBeVisible();
    await shoot(barflyPage, `edit-profile-barfly-${theme}`);
    await barflyPage.close();

    const newBar = await signUpMember('bar', { firstName: 'Fresh', lastName: 'Venue' });
    const newBarPage = await asMember(newBar.token);
    await newBarPage.goto('/profile');
    await expect(newBarPage.getByRole('heading', { name: 'Your venue' })).toBeVisible();
    await shoot(newBarPage, `profile-bar-new-${theme}`);
    await newBarPage.close();

    const adminPage = await asMember(await tokenForAdmin());
    await adminPage.goto('/profile');
    await expect(adminPage.getByText('Preview Profile As')).toBeVisible();
    await shoot(adminPage, `profile-admin-${theme}`);
    await adminPage.getByRole('button', { name: 'Bar', exact: true }).click();
    await expect(adminPage.getByText('Preview Mode: Viewing as Bar')).toBeVisible();
    await adminPage.evaluate(() => window.scrollTo(0, 0));
    await shoot(adminPage, `profile-admin-preview-bar-${theme}`, false);
    await adminPage.close();
    await context.close();
  });
}
