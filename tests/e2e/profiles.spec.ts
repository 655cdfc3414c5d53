import { expect, test } from './support/test';
import { tokenForAdmin } from './support/admin';
import { signInPage, signUpMember } from './support/api';
import {
  addAchievement,
  addPartnerVenue,
  addWorkEntry,
  createEvent,
  decideVerification,
  inDays,
  listVenue,
  pickMonth,
  updateProfile,
} from './support/profiles';

// A 1x1 PNG, as a phone would send a picture.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function uniqueName(prefix: string) {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}

test("a bartender's own profile shows who they are, their positions with verification badges, and their awards", async ({ page }) => {
  const venueAccount = await signUpMember('bar');
  const venueName = uniqueName('Bramble');
  const venue = await listVenue(venueAccount.token, { name: venueName, city: 'Edinburgh', country: 'United Kingdom' });
  const bartender = await signUpMember('bartender', { firstName: 'Mia', lastName: 'Stirling' });
  await updateProfile(bartender.token, {
    bio: 'Sours and smoke.',
    location: 'Edinburgh, United Kingdom',
    specialties: ['Classic Cocktails', 'Spirits'],
  });
  const current = await addWorkEntry(
    bartender.token,
    { organizationName: venueName, venue, position: 'Bar Manager', city: 'Edinburgh', startDate: '2023-05', current: true },
    true,
  );
  await decideVerification(venueAccount.token, current.requestId!, 'verified');
  await addWorkEntry(
    bartender.token,
    { organizationName: venueName, venue, position: 'Bartender', city: 'Edinburgh', startDate: '2020-01', endDate: '2023-04' },
    true,
  );
  await addAchievement(bartender.token, { type: 'award', title: 'Best Sour', competition: 'Scotch Cup', place: '1st', year: 2024 });

  await signInPage(page, bartender.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Mia Stirling' })).toBeVisible();
  await expect(page.getByText(`@${bartender.username}`)).toBeVisible();
  await expect(page.getByText('Edinburgh, United Kingdom').first()).toBeVisible();
  await expect(page.getByText(/^Joined [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText(`Bar Manager at ${venueName}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Specialties' }).getByRole('listitem')).toHaveText(['Classic Cocktails', 'Spirits']);
  await expect(page.getByRole('link', { name: 'Followers' })).toHaveAttribute(
    'href',
    `/profile/${bartender.databaseId}/connections/followers`,
  );
  await expect(page.getByRole('link', { name: 'Following' })).toHaveAttribute(
    'href',
    `/profile/${bartender.databaseId}/connections/following`,
  );
  await expect(page.getByRole('link', { name: 'Create Your First Cocktail' })).toHaveAttribute('href', '/create');
  await expect(page.getByText('Sours and smoke.')).toBeVisible();

  await expect(page.getByRole('tab')).toHaveText(['Cocktails', 'Work', 'Tagged']);
  await expect(page.getByText('No cocktails posted yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Work' }).click();
  await expect(page.getByRole('heading', { name: 'Work History' })).toBeVisible();
  await expect(page.getByText('✓ Verified').last()).toBeVisible();
  // "⏳ Pending": the hourglass is the app's icon, not an emoji glyph that some devices lack.
  const pending = page.locator('[data-slot="badge"]').filter({ hasText: 'Pending' });
  await expect(pending).toHaveText('Pending');
  await expect(pending.locator('svg')).toBeVisible();
  await page.getByRole('tab', { name: 'Tagged' }).click();
  await expect(page.getByText('No tagged posts yet')).toBeVisible();

  const awards = page.getByRole('heading', { name: 'Awards, Competitions & Certificates' }).locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(awards.getByText('Best Sour')).toBeVisible();
  await expect(awards.getByText('No competitions yet')).toBeVisible();
  await expect(page.getByText('Total Re-pours')).toBeVisible();
  await expect(page.getByText('Weekly Top 10 Hits')).toBeVisible();

  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings Coming Soon' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
});

test("a barfly sees their Cocktail Journey with the spec's defaults and no professional cards", async ({ page }) => {
  const barfly = await signUpMember('user', { firstName: 'Jo', lastName: 'Sipper' });
  await signInPage(page, barfly.token);
  await page.goto('/profile');
  const journey = page.getByRole('heading', { name: 'Cocktail Journey' }).locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(journey.getByText('Bars Visited')).toBeVisible();
  await expect(journey.getByText('Reviews')).toBeVisible();
  await expect(journey.getByText('Check-ins')).toBeVisible();
  await expect(journey.getByText('Not specified')).toBeVisible();
  await expect(journey.getByText('Top Rated Cocktails')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByText('Awards, Competitions & Certificates')).toHaveCount(0);
  await expect(page.getByText('Total Re-pours')).toHaveCount(0);
});

test('a bar account lists its venue, shows its hours, adds and manages events, and sees its team', async ({ page }) => {
  const bar = await signUpMember('bar', { firstName: 'Happy', lastName: 'Hour' });
  await updateProfile(bar.token, { bio: 'Neighbourhood bar.', location: 'Chicago, IL, USA' });
  await signInPage(page, bar.token);
  await page.goto('/profile');
  await expect(page.getByRole('tab')).toHaveText(['Info', 'Events', 'Team']);
  await expect(page.getByText('Hours not specified')).toBeVisible();

  const venueName = uniqueName('Happy Hour Room');
  await page.getByRole('radio', { name: 'List a new venue' }).click();
  await page.getByLabel('Venue name', { exact: true }).fill(venueName);
  await page.getByLabel('City', { exact: true }).fill('Chicago');
  await page.getByLabel('Country', { exact: true }).fill('USA');
  await page.getByRole('button', { name: 'List venue' }).click();
  await expect(page.getByText('Venue listed: your account now speaks for it')).toBeVisible();
  await expect(page.getByRole('heading', { name: venueName })).toBeVisible();
  await expect(page.getByText(/An admin is confirming that your account speaks for this venue/)).toBeVisible();

  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByText('No upcoming events')).toBeVisible();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the event name')).toBeVisible();
  await dialog.getByLabel('Event name', { exact: true }).fill('Tiki Tuesday');
  await dialog.getByLabel('Date', { exact: true }).fill(inDays(7));
  await dialog.getByLabel('Time (optional)').fill('20:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tiki Tuesday')).toBeVisible();
  await expect(page.getByText('8:00 PM')).toBeVisible();
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('button', { name: 'Remove Tiki Tuesday' }).click();
  await expect(page.getByText('No upcoming events')).toBeVisible();

  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByText(`No bartenders have added ${venueName} to their work history yet.`)).toBeVisible();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite your team' })).toContainText(venueName);
});

test('a brand account shows its events, adds a partner venue and starts a campaign', async ({ page }) => {
  const brand = await signUpMember('brand', { firstName: 'Amaro', lastName: 'House' });
  await createEvent(brand.token, { name: 'Spritz Social', date: inDays(3), time: '17:30' });
  await signInPage(page, brand.token);
  await page.goto('/profile');
  await expect(page.getByRole('tab')).toHaveText(['Events', 'Partners', 'Campaigns']);
  await expect(page.getByText('Spritz Social')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Event' })).toBeVisible();

  await page.getByRole('tab', { name: 'Partners' }).click();
  await expect(page.getByRole('heading', { name: 'Partner Venues' })).toBeVisible();
  await page.getByLabel('Add a partner venue').fill('Attab');
  await page.getByRole('option', { name: /Attaboy/ }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const partner = page.getByRole('listitem').filter({ hasText: 'Attaboy' });
  await expect(partner.getByText('Active')).toBeVisible();

  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { name: 'Active Campaigns' })).toBeVisible();
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Campaign' });
  await dialog.getByLabel('Campaign name', { exact: true }).fill('Aperitivo Hour');
  await dialog.getByLabel('Description (optional)').fill('Bitter hour, every evening.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: 'View Aperitivo Hour' }).click();
  await expect(page.getByRole('dialog', { name: 'Aperitivo Hour' })).toContainText('Bitter hour, every evening.');
  await page.getByRole('button', { name: 'End campaign' }).click();
  await expect(page.getByText('No active campaigns')).toBeVisible();
});

test("a public profile shows the member's type, stats, positions and tabs without signing in", async ({ page }) => {
  const brand = await signUpMember('brand', { firstName: 'Bitter', lastName: 'Truth' });
  await updateProfile(brand.token, { bio: 'Bitters makers.', location: 'Munich, Germany', specialties: ['Spirits'] });
  await addWorkEntry(brand.token, {
    organizationName: 'Bitter Truth GmbH',
    position: 'Founder',
    city: 'Munich',
    country: 'Germany',
    startDate: '2006-01',
    current: true,
  });
  await addAchievement(brand.token, { type: 'certificate', title: 'Certified Bitters Maker', issuer: 'Guild', year: 2010 });
  await addPartnerVenue(brand.token, 'Paradiso');

  await page.goto(`/profile/${brand.databaseId}`);
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bitter Truth' })).toBeVisible();
  await expect(page.locator('[data-profile-type="brand"]')).toHaveText('Brand');
  await expect(page.getByText('Munich, Germany').first()).toBeVisible();
  await expect(page.getByText(/^Joined [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText('Bitters makers.')).toBeVisible();
  await expect(page.getByText('Current positions')).toBeVisible();
  await expect(page.getByText('Founder at Bitter Truth GmbH')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Specialties' })).toHaveText('Spirits');
  const stats = page.getByRole('list', { name: 'Stats' });
  await expect(stats.getByRole('listitem')).toHaveText(['0Cocktails', '0Followers', '0Following']);
  await expect(stats.getByRole('link', { name: /Followers/ })).toHaveAttribute(
    'href',
    `/profile/${brand.databaseId}/connections/followers`,
  );
  await expect(page.getByText('Certified Bitters Maker')).toBeVisible();
  await expect(page.getByText('No awards yet')).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Cocktails', selected: true })).toBeVisible();
  await expect(page.getByText('No cocktails posted yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Work' }).click();
  await expect(page.getByRole('heading', { name: 'Work History' })).toBeVisible();
  await page.getByRole('tab', { name: 'Tagged' }).click();
  await expect(page.getByText('No tagged content yet')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.goto('/profile/987654321');
  await expect(page.getByText('Profile not found')).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${brand.databaseId}$`));
});

test('an edit that fills in bio and location raises completeness to 100%, saves, and returns to the profile', async ({ page }) => {
  const bartender = await signUpMember('bartender', { firstName: 'Nova', lastName: 'Shaker' });
  await signInPage(page, bartender.token);
  await page.goto('/edit-profile');
  const completeness = page.getByRole('progressbar', { name: 'Profile completeness' });
  await expect(completeness).toHaveAttribute('aria-valuenow', '50');
  const save = page.getByRole('button', { name: 'Save Profile' });
  await expect(save).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Bio', exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile picture updated successfully!')).toBeVisible();
  await expect(page.getByText('Profile picture updated successfully!')).toBeHidden({ timeout: 6000 });

  await page.getByRole('textbox', { name: 'Bio', exact: true }).fill('Fast hands, fresh juice.');
  await expect(completeness).toHaveAttribute('aria-valuenow', '75');
  await page.getByRole('combobox', { name: 'Location', exact: true }).fill('ne');
  await expect(page.getByRole('option', { name: 'New York, NY, USA' })).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Suggested locations' }).getByRole('option')).toHaveCount(4);
  await page.getByRole('option', { name: 'New York, NY, USA' }).click();
  await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveValue('New York, NY, USA');
  await expect(completeness).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Profile complete')).toBeVisible();

  const presets = page.getByRole('group', { name: 'Specialty presets' });
  for (const preset of ['Craft Cocktails', 'Spirits', 'Tiki & Tropical']) await presets.getByRole('button', { name: preset }).click();
  await presets.getByRole('button', { name: 'Cost Control' }).click();
  await expect(page.getByText('You can only select up to 3 specialties')).toBeVisible();
  await presets.getByRole('button', { name: 'Spirits' }).click();
  await page.getByLabel('Custom specialty').fill('  Mezcal  ');
  await page.getByRole('button', { name: 'Add specialty' }).click();
  await expect(page.getByRole('list', { name: 'Selected specialties' }).getByRole('listitem')).toHaveText([
    'Craft Cocktails',
    'Tiki & Tropical',
    'Mezcal',
  ]);

  await page.getByRole('button', { name: 'Change Password' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
  await passwordDialog.getByLabel('New password', { exact: true }).fill('abc');
  await passwordDialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordDialog.getByText('New password must be at least 6 characters')).toBeVisible();
  await passwordDialog.getByLabel('New password', { exact: true }).fill('Shaken-not-stirred');
  await passwordDialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 5000 });
  await expect(page.getByText('Fast hands, fresh juice.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Specialties' }).getByRole('listitem')).toHaveText([
    'Craft Cocktails',
    'Tiki & Tropical',
    'Mezcal',
  ]);
  // The stored session follows the new picture (the profile screen reads it from userData).
  const userData = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
  expect(userData.avatar_url).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
});

test("a venue confirms a bartender's current position from its Team tab, and the public profile shows it verified", async ({ browser }) => {
  const venueAccount = await signUpMember('bar', { firstName: 'Velvet', lastName: 'Room' });
  const venueName = uniqueName('Velvet Room');
  await listVenue(venueAccount.token, { name: venueName, city: 'Austin', country: 'USA', state: 'TX' });
  const bartender = await signUpMember('bartender', { firstName: 'Rey', lastName: 'Julep' });

  // The bartender adds the position, picking the venue, and asks it to verify.
  const bartenderPage = await browser.newPage();
  await signInPage(bartenderPage, bartender.token);
  await bartenderPage.goto('/edit-profile');
  await bartenderPage.getByRole('button', { name: 'Add Work Experience' }).click();
  const form = bartenderPage.getByRole('form', { name: 'Add Work Experience' });
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('Please enter the organization name')).toBeVisible();
  await expect(form.getByText('Please choose a start date')).toBeVisible();
  await form.getByLabel('Organization name', { exact: true }).fill(venueName.slice(0, 8));
  await form.getByRole('option', { name: new RegExp(venueName) }).click();
  await expect(form.getByLabel('City', { exact: true })).toHaveValue('Austin');
  await expect(form.getByLabel('Country', { exact: true })).toHaveValue('USA');
  await form.getByLabel('Position', { exact: true }).fill('Head Bartender');
  await pickMonth(form, 'Start date', '2024-02');
  await pickMonth(form, 'End date', '2025-01');
  await form.getByText('I currently work here').click();
  await expect(form.getByRole('combobox', { name: 'End date month' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'End date year' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'End date year' })).toHaveValue('');
  await expect(form.getByLabel('Ask the organization to verify this')).toBeChecked();
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(bartenderPage.getByText('Work experience added and verification request submitted!')).toBeVisible();
  await expect(bartenderPage.getByText('Pending verification')).toBeVisible();

  // The venue verifies it from its Team tab.
  const venuePage = await browser.newPage();
  await signInPage(venuePage, venueAccount.token);
  await venuePage.goto('/profile');
  await venuePage.getByRole('tab', { name: 'Team' }).click();
  const member = venuePage.getByRole('listitem').filter({ hasText: 'Rey Julep' });
  await expect(member.getByText('Head Bartender')).toBeVisible();
  await member.getByRole('button', { name: 'Verify Rey Julep' }).click();
  await expect(member.getByText('Verified Employee')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Verify Rey Julep' })).toHaveCount(0);

  // Anyone now sees the position as verified.
  const visitor = await browser.newPage();
  await visitor.goto(`/profile/${bartender.databaseId}`);
  const position = visitor.getByRole('listitem').filter({ hasText: `Head Bartender at ${venueName}` });
  await expect(position.getByText('✓ Verified')).toBeVisible();

  await bartenderPage.reload();
  await expect(bartenderPage.getByText('Verified by organization')).toBeVisible();
  await expect(bartenderPage.getByRole('button', { name: 'Request Verification' })).toHaveCount(0);
});

test('an admin previews the profile as each role, confirms a venue listing and decides a request no venue can decide', async ({ page }) => {
  const bar = await signUpMember('bar', { firstName: 'Listing', lastName: 'Pending' });
  const venueName = uniqueName('Quiet Corner');
  await listVenue(bar.token, { name: venueName, city: 'Denver', country: 'USA' }, false);
  const bartender = await signUpMember('bartender', { firstName: 'Lone', lastName: 'Ranger' });
  const organization = uniqueName('Pop-up Bar');
  await addWorkEntry(
    bartender.token,
    { organizationName: organization, position: 'Bartender', city: 'Denver', startDate: '2024-06', current: true },
    true,
  );

  await signInPage(page, await tokenForAdmin());
  await page.goto('/profile');
  await expect(page.getByRole('tab')).toHaveText(['Cocktails', 'Work', 'Tagged']);
  for (const [role, tabs] of [
    ['Barfly', []],
    ['Bar', ['Info', 'Events', 'Team']],
    ['Brand', ['Events', 'Partners', 'Campaigns']],
  ] as const) {
    await page.getByRole('button', { name: role, exact: true }).click();
    await expect(page.getByText(`Preview Mode: Viewing as ${role}`)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([...tabs]);
  }
  await expect(page.getByRole('tab', { name: 'Events', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Exit Preview' }).click();
  await expect(page.getByText(/Preview Mode/)).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveText(['Cocktails', 'Work', 'Tagged']);

  const claims = page.getByRole('heading', { name: 'Venue Claims' }).locator('xpath=ancestor::*[@data-slot="card"]');
  await claims.getByRole('button', { name: `Approve ${venueName}` }).click();
  await expect(claims.getByText(venueName)).toHaveCount(0);

  const requests = page.getByRole('heading', { name: 'Verification Requests' }).locator('xpath=ancestor::*[@data-slot="card"]');
  const request = requests.getByRole('listitem').filter({ hasText: `Bartender at ${organization}` });
  await request.getByRole('button', { name: 'Verify Lone Ranger' }).click();
  await expect(request).toHaveCount(0);

  await page.goto(`/profile/${bartender.databaseId}`);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Bartender at ${organization}` })
      .getByText('✓ Verified'),
  ).toBeVisible();
});

test("profile screens say what failed, in the spec's words", async ({ page }) => {
  // Many screens and failures in one walk: longer than the default 30 s when the machine is busy.
  test.setTimeout(90_000);
  const bartender = await signUpMember('bartender', { firstName: 'Kai', lastName: 'Fumble' });
  await updateProfile(bartender.token, { bio: 'Oops.', location: 'Miami, FL, USA' });
  await addWorkEntry(bartender.token, {
    organizationName: 'Broken Shaker',
    position: 'Bartender',
    city: 'Miami',
    startDate: '2021-03',
    current: true,
  });
  await signInPage(page, bartender.token);

  // Answer `operation` with an aborted request (a network failure) or a body of our choosing.
  async function failing(operation: string, answer: 'abort' | { status: number; body: string; contentType?: string }) {
    await page.route('**/graphql', async (route) => {
      const request = route.request();
      // Multipart bodies (uploads) are not JSON: look for the operation's name in them.
      if (!request.postData()?.includes(`"operationName":"${operation}"`)) return route.fallback();
      if (answer === 'abort') return route.abort('failed');
      return route.fulfill({ status: answer.status, body: answer.body, contentType: answer.contentType ?? 'text/plain' });
    });
  }

  await failing('OwnProfilePageQuery', 'abort');
  await page.goto('/profile');
  await expect(page.getByText('Failed to Load Profile')).toBeVisible();
  await expect(page.getByText('Failed to fetch profile')).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Kai Fumble' })).toBeVisible();

  await failing('OwnProfilePageQuery', { status: 200, body: JSON.stringify({ data: { viewer: null } }), contentType: 'application/json' });
  await page.goto('/profile');
  await expect(page.getByText('No authentication token found')).toBeVisible();
  await page.unrouteAll();

  await failing('PublicProfilePageQuery', 'abort');
  await page.goto(`/profile/${bartender.databaseId}`);
  await expect(page.getByText('Failed to load')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await page.unrouteAll();

  await failing('EditProfilePageQuery', 'abort');
  await page.goto('/edit-profile');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch profile' })).toBeVisible();
  await page.unrouteAll();
  await page.reload();

  // The avatar: checked before upload, and a failed upload says so.
  await expect(page.getByText('JPG/PNG up to 5MB')).toBeVisible();
  const avatarFile = page.getByLabel('Profile picture file');
  await avatarFile.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('Please select a valid image file')).toBeVisible();
  await avatarFile.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('Image file size must be less than 5MB')).toBeVisible();
  // A text file named like a picture is no picture: refused before anything is sent (were it sent,
  // this answer would say so).
  await failing('UploadAvatarMutation', { status: 502, body: 'Bad Gateway' });
  await avatarFile.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a picture either') });
  await expect(page.getByText('Please select a valid image file')).toBeVisible();
  await failing('UploadAvatarMutation', 'abort');
  await avatarFile.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Failed to upload avatar')).toBeVisible();

  // Saving the profile when the server answers with no GraphQL at all.
  await failing('UpdateProfileMutation', { status: 502, body: 'Bad Gateway' });
  await page.getByRole('textbox', { name: 'Bio', exact: true }).fill('Oops, again.');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Failed to update profile (502)')).toBeVisible();

  // Verification, work history and achievements.
  await failing('RequestVerificationMutation', 'abort');
  await page.getByRole('button', { name: 'Request Verification' }).click();
  await expect(page.getByText('Failed to submit verification request')).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Request Verification' }).click();
  await expect(page.getByText('Verification request submitted successfully!')).toBeVisible();
  await expect(page.getByText('Pending verification')).toBeVisible();

  await failing('AddWorkEntryMutation', 'abort');
  await page.getByRole('button', { name: 'Add Work Experience' }).click();
  const form = page.getByRole('form', { name: 'Add Work Experience' });
  await form.getByLabel('Organization name', { exact: true }).fill('Sweet Liberty');
  await form.getByLabel('Position', { exact: true }).fill('Bartender');
  await form.getByLabel('City', { exact: true }).fill('Miami');
  await pickMonth(form, 'Start date', '2019-01');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Failed to add work experience')).toBeVisible();
  await page.unrouteAll();

  await page.getByRole('button', { name: 'Add Award, Competition or Certificate' }).click();
  const award = page.getByRole('form', { name: 'Add an award, competition or certificate' });
  await award.getByRole('button', { name: 'Save' }).click();
  await expect(award.getByText('Please enter a title')).toBeVisible();
  await award.getByLabel('Title', { exact: true }).fill('Fastest Mojito');
  await failing('AddAchievementMutation', 'abort');
  await award.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Failed to save')).toBeVisible();
  await page.unrouteAll();
  await failing('AddAchievementMutation', {
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      data: {
        addAchievement: {
          __typename: 'NotAuthorizedError',
          __isError: 'NotAuthorizedError',
          message: 'You need to sign in to do that.',
          code: 'UNAUTHENTICATED',
        },
      },
    }),
  });
  await award.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Not authenticated')).toBeVisible();
  await page.unrouteAll();
  await award.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Fastest Mojito')).toBeVisible();

  await failing('ChangePasswordMutation', 'abort');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('New password', { exact: true }).fill('Muddled-mint');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Network error. Please try again.')).toBeVisible();
});

test('a new member saves a display name on Edit Profile before writing a bio or location', async ({ page }) => {
  const member = await signUpMember('bartender', { firstName: 'Fresh', lastName: 'Start' });
  await signInPage(page, member.token);
  await page.goto('/edit-profile');
  await expect(page.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('aria-valuenow', '50');
  await page.getByRole('textbox', { name: 'Display name' }).fill('Fresh at the bar');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Fresh at the bar' })).toBeVisible();

  // First and last name stay needed.
  await page.goto('/edit-profile');
  await page.getByRole('textbox', { name: 'First name' }).fill('  ');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
});

test('a denied position can be sent for verification again, and visitors see it as not verified', async ({ browser }) => {
  const bartender = await signUpMember('bartender', { firstName: 'Den', lastName: 'Ied' });
  const { requestId } = await addWorkEntry(
    bartender.token,
    { organizationName: uniqueName('Closed Door'), position: 'Barback', city: 'Denver', startDate: '2022-05', current: true },
    true,
  );
  await decideVerification(await tokenForAdmin(), requestId!, 'denied');

  const visitor = await browser.newPage();
  await visitor.goto(`/profile/${bartender.databaseId}`);
  await visitor.getByRole('tab', { name: 'Work' }).click();
  const position = visitor.getByRole('listitem').filter({ hasText: 'Barback' });
  await expect(position.getByText('Not verified')).toBeVisible();
  await expect(visitor.getByText('Verification denied')).toHaveCount(0);

  const page = await browser.newPage();
  await signInPage(page, bartender.token);
  await page.goto('/edit-profile');
  await expect(page.getByText('Verification denied')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Verification', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Request verification again' }).click();
  await expect(page.getByText('Verification request submitted successfully!')).toBeVisible();
  await expect(page.getByText('Pending verification')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request verification again' })).toHaveCount(0);
});

test('the work form picks months from a list and a year box, and the award button fits a phone', async ({ page }) => {
  const bartender = await signUpMember('bartender', { firstName: 'Month', lastName: 'Picker' });
  await signInPage(page, bartender.token);
  await page.goto('/edit-profile');
  const addAward = page.getByRole('button', { name: 'Add Award, Competition or Certificate' });
  // Its text wraps inside it: nothing spills past the button.
  expect(await addAward.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);

  await page.getByRole('button', { name: 'Add Work Experience' }).click();
  const form = page.getByRole('form', { name: 'Add Work Experience' });
  await form.getByLabel('Organization name', { exact: true }).fill('Month Bar');
  await form.getByLabel('Position', { exact: true }).fill('Bartender');
  await form.getByLabel('City', { exact: true }).fill('Boston');
  await form.getByRole('textbox', { name: 'Start date year' }).fill('2021');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('Choose both a month and a year')).toBeVisible();
  await pickMonth(form, 'Start date', '2021-09');
  await expect(form.getByRole('combobox', { name: 'Start date month' })).toHaveText('September');
  await form.getByText('I currently work here').click();
  await form.getByLabel('Ask the organization to verify this').click();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Work experience added', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Month Bar' })).toContainText('Sep 2021 – Present');
});
