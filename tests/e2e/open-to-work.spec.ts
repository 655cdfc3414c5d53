import { expect, test, type Page } from './support/test';
import { signInPage, signUpMember } from './support/api';
import { addWorkEntry, decideVerification, listVenue } from './support/profiles';
import { choose } from './support/select';

/** A city nobody else's test uses, typed as a member would type a city that is not in the suggestions. */
const cityOf = (tag: string) => `Tavira ${tag}`;

async function openEditor(page: Page) {
  await page.goto('/edit-profile');
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole('switch', { name: 'Open to work' }) });
  await expect(card).toBeVisible();
  return card;
}

test('a bartender switches Open to work on, the public profile shows it, a venue finds them by city and role, and off removes them', async ({
  page,
  browser,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const city = cityOf(tag);
  const venueName = `Salt Cellar ${tag}`;
  const bar = await signUpMember('bar', { firstName: 'Salt', lastName: 'Cellar' });
  const venueId = await listVenue(bar.token, { name: venueName, city: 'Lisbon', country: 'Portugal' });
  const bartender = await signUpMember('bartender', { firstName: 'Robin', lastName: `Shaker ${tag}` });
  const name = `Robin Shaker ${tag}`;
  const { requestId } = await addWorkEntry(
    bartender.token,
    {
      organizationName: venueName,
      venue: venueId,
      position: 'Head Bartender',
      city: 'Lisbon',
      country: 'Portugal',
      startDate: '2021-04',
      current: true,
    },
    true,
  );
  await decideVerification(bar.token, requestId!, 'verified');

  // The bartender switches it on in Edit Profile.
  await signInPage(page, bartender.token);
  const card = await openEditor(page);
  const toggle = card.getByRole('switch', { name: 'Open to work' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await card.getByRole('button', { name: 'Bartender', exact: true }).click();
  await card.getByRole('button', { name: 'Head bartender' }).click();
  const cityBox = card.getByLabel('Cities you would work in');
  await cityBox.fill(city);
  await cityBox.press('Enter');
  await cityBox.fill('lond');
  await card.getByRole('option', { name: 'London, United Kingdom' }).click();
  const chosen = card.getByRole('list', { name: 'Chosen cities' });
  await expect(chosen.getByRole('listitem')).toHaveText([city, 'London, United Kingdom']);
  await card.getByLabel('Note').fill('Free from June; weekend shifts welcome.');
  await card.getByRole('button', { name: 'Show me as open to work' }).click();
  await expect(page.getByText('You are shown as open to work')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // Anyone sees the badge and the details on the public profile.
  await page.goto(`/profile/${bartender.databaseId}`);
  await expect(page.getByTestId('open-to-work-badge')).toHaveText('Open to work');
  const details = page.getByRole('region', { name: 'Open to work' });
  await expect(details.getByRole('list', { name: 'Roles wanted' }).getByRole('listitem')).toHaveText(['Bartender', 'Head bartender']);
  await expect(details).toContainText(`${city} · London, United Kingdom`);
  await expect(details).toContainText('Free from June; weekend shifts welcome.');

  // A venue account finds them from its profile, by city and role, verified and by whom.
  const venueContext = await browser.newContext();
  const venuePage = await venueContext.newPage();
  await venuePage.setExtraHTTPHeaders({
    'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  await signInPage(venuePage, bar.token);
  await venuePage.goto('/profile');
  await venuePage.getByRole('link', { name: /Find people open to work/ }).click();
  await expect(venuePage).toHaveURL(/\/people$/);
  await expect(venuePage.getByRole('heading', { name: 'Find People', level: 1 })).toBeVisible();
  await venuePage.getByRole('combobox', { name: 'City' }).fill(city);
  const results = venuePage.getByRole('list', { name: 'People open to work' });
  const person = results.getByRole('article').filter({ hasText: name });
  await expect(person).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(1);
  await choose(venuePage, 'Role', 'Head bartender', venuePage);
  await expect(venuePage).toHaveURL(/role=head_bartender/);
  await expect(person.getByText('✓ Verified')).toBeVisible();
  await expect(person.getByRole('list', { name: 'Verified positions' })).toContainText(`Head Bartender at ${venueName}`);
  await expect(person).toContainText(`Verified by ${venueName}`);
  await choose(venuePage, 'Role', 'Bar manager', venuePage);
  await expect(venuePage.getByText('No one open to work matches')).toBeVisible();
  await choose(venuePage, 'Role', 'Any role', venuePage);
  await person.getByRole('link', { name }).click();
  await expect(venuePage).toHaveURL(new RegExp(`/profile/${bartender.databaseId}$`));

  // Switching off takes effect at once: the profile and the search lose it.
  await page.goto('/edit-profile');
  await page.getByRole('switch', { name: 'Open to work' }).click();
  await expect(page.getByText('You are no longer shown as open to work')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Open to work' })).toHaveAttribute('aria-checked', 'false');
  await page.goto(`/profile/${bartender.databaseId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('open-to-work-badge')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Open to work' })).toHaveCount(0);
  await venuePage.goto(`/people?city=${encodeURIComponent(city)}`);
  await expect(venuePage.getByText('No one open to work matches')).toBeVisible();
  // Clearing the city widens the search again (the demo bartenders open to work show).
  await venuePage.getByRole('button', { name: 'Clear city' }).click();
  await expect(venuePage.getByRole('combobox', { name: 'City' })).toHaveValue('');
  await expect(venuePage).not.toHaveURL(/city=/);
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(venuePage.getByText('No one open to work matches')).toHaveCount(0);
  await venueContext.close();
});

test('the Open to work form says what is missing or too long, and saves nothing until it is right', async ({ page }) => {
  const bartender = await signUpMember('bartender', { firstName: 'Jamie', lastName: 'Careful' });
  await signInPage(page, bartender.token);
  const card = await openEditor(page);
  await card.getByRole('switch', { name: 'Open to work' }).click();
  await card.getByRole('button', { name: 'Show me as open to work' }).click();
  await expect(card.getByText('Choose at least one role')).toBeVisible();
  await expect(card.getByText('Add at least one city')).toBeVisible();

  await card.getByRole('button', { name: 'Event staff' }).click();
  await expect(card.getByText('Choose at least one role')).toBeHidden();
  const cityBox = card.getByLabel('Cities you would work in');
  for (const city of ['Porto', 'Faro', 'Braga', 'Lagos', 'Evora']) {
    await cityBox.fill(city);
    await card.getByRole('button', { name: 'Add city' }).click();
  }
  await expect(card.getByText('5/5')).toBeVisible();
  await cityBox.fill('Sintra');
  await cityBox.press('Enter');
  await expect(card.getByText('You can add up to 5 cities')).toBeVisible();
  await card.getByRole('button', { name: 'Remove Evora' }).click();
  await card.getByLabel('Note').fill('n'.repeat(281));
  await card.getByRole('button', { name: 'Show me as open to work' }).click();
  await expect(card.getByText('At most 280 characters')).toBeVisible();
  await expect(card.getByText('281/280')).toBeVisible();

  await page.goto(`/profile/${bartender.databaseId}`);
  await expect(page.getByRole('heading', { name: 'Jamie Careful' })).toBeVisible();
  await expect(page.getByTestId('open-to-work-badge')).toHaveCount(0);
});

test('a barfly or a bartender has no way to Find People, and the screen says who it is for', async ({ page }) => {
  const barfly = await signUpMember('user');
  await signInPage(page, barfly.token);
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Search Everything' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Find people open to work/ })).toHaveCount(0);
  await page.goto('/people');
  await expect(page.getByRole('heading', { name: 'For venue and brand accounts' })).toBeVisible();
  await expect(page.getByText('Only venue and brand accounts can search for people open to work.')).toBeVisible();
});

test('a brand account finds the demo bartenders from the search screen, verified first', async ({ page }) => {
  const brand = await signUpMember('brand', { firstName: 'Amaro', lastName: 'House' });
  await signInPage(page, brand.token);
  await page.goto('/search');
  await page.getByRole('link', { name: /Find people open to work/ }).click();
  await choose(page, 'Specialty', 'Training & Education', page);
  const cards = page.getByRole('list', { name: 'People open to work' }).getByRole('article');
  // Maya (verified at The Connaught Bar, open 3 days) before Kenji (verified, 14 days) and before anyone unverified.
  await expect(cards.first()).toContainText('Maya Okafor');
  await expect(cards.first()).toContainText('Verified by The Connaught Bar');
  await expect(cards.nth(1)).toContainText('Kenji Watanabe');
});
