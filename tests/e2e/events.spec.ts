// The Events screen (issue 24): reached from the feed and search, filtered by city and date, Going with
// a count that survives a reload, each event leading to its host's profile; visitors asked to sign in.
import { expect, test, type Page } from './support/test';
import { signInPage, signUpMember } from './support/api';
import { createEvent, listVenue, updateProfile } from './support/profiles';

/** The day `days` from today in this machine's calendar (the browser's too), "YYYY-MM-DD". */
function localDay(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function chooseCity(page: Page, city: string) {
  await page.getByRole('button', { name: /^City: / }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a city' });
  await sheet.getByRole('searchbox', { name: 'Search cities' }).fill(city);
  // The city among the busiest listed, or looked up by the name typed.
  await sheet
    .getByRole('button', { name: new RegExp(`^(Events in “)?${city}`) })
    .first()
    .click();
  await expect(sheet).toBeHidden();
}

test('a member finds an event by city from the feed, marks Going, and the count stays after a reload and on the venue profile', async ({
  page,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const city = `Eventon ${tag}`;
  const bar = await signUpMember('bar', { firstName: 'Harbour', lastName: 'Room' });
  await listVenue(bar.token, { name: `Harbour Room ${tag}`, city, country: 'Portugal' });
  await createEvent(bar.token, { name: `Mezcal Night ${tag}`, date: localDay(2), time: '20:00' });
  const brand = await signUpMember('brand', { firstName: 'Tonic', lastName: 'Works' });
  await createEvent(brand.token, { name: `Tonic Launch ${tag}`, date: localDay(2), city: `Elsewhere ${tag}` });
  const member = await signUpMember('user', { firstName: 'Jo', lastName: 'Goer' });
  await signInPage(page, member.token);

  await page.goto('/feed');
  await page.getByRole('link', { name: /Upcoming events/ }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  await chooseCity(page, city);
  await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(city).replace(/%20/g, '\\+')}`));
  await expect(page.getByRole('button', { name: `City: ${city}` })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `Mezcal Night ${tag}` });
  await expect(card).toContainText(`at Harbour Room ${tag}`);
  await expect(card).toContainText('8:00 PM');
  await expect(page.getByRole('article').filter({ hasText: `Tonic Launch ${tag}` })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);

  await expect(card.getByTestId('going-count')).toHaveText('0 going');
  const going = card.getByRole('button', { name: 'Going' });
  await expect(going).toHaveAttribute('aria-pressed', 'false');
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('going-count')).toHaveText('1 going');

  await page.reload();
  await expect(card.getByTestId('going-count')).toHaveText('1 going');
  await expect(card.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');

  // The event leads to the venue's profile, whose events show the same count.
  await card.getByRole('link', { name: `Mezcal Night ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${bar.databaseId}$`));
  await expect(page.getByRole('region', { name: 'Venue' })).toContainText(`Speaks for Harbour Room ${tag}`);
  const events = page.getByRole('region', { name: 'Upcoming events' });
  const row = events.getByRole('listitem').filter({ hasText: `Mezcal Night ${tag}` });
  await expect(row.getByTestId('going-count')).toHaveText('1 going');
  // Taken back from there, the Events screen says so too.
  await row.getByRole('button', { name: 'Going' }).click();
  await expect(row.getByTestId('going-count')).toHaveText('0 going');
  await page.goBack();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: `Mezcal Night ${tag}` })
      .getByTestId('going-count'),
  ).toHaveText('0 going');
});

test('the date filter narrows the list to today, or to a picked day, and an empty result offers every event again', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const city = `Datetown ${tag}`;
  const brand = await signUpMember('brand', { firstName: 'Date', lastName: 'Brand' });
  await createEvent(brand.token, { name: `Tonight ${tag}`, date: localDay(0), time: '21:00', city });
  await createEvent(brand.token, { name: `Next Week ${tag}`, date: localDay(9), city });
  const member = await signUpMember('user');
  await signInPage(page, member.token);

  await page.goto(`/events?city=${encodeURIComponent(city)}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();

  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/when=today/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText(`Tonight ${tag}`);

  await page.getByLabel('Pick a date').fill(localDay(9));
  await expect(page).toHaveURL(new RegExp(`when=date&on=${localDay(9)}`));
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText(`Next Week ${tag}`);

  await page.getByLabel('Pick a date').fill(localDay(5));
  await expect(page.getByRole('heading', { name: 'No upcoming events' })).toBeVisible();
  await expect(page.getByText('Nothing is planned for this city and date yet. Try another city or date.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('button', { name: 'City: All cities' })).toBeVisible();
});

test('a visitor browses events and is asked to sign in to mark Going', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const city = `Visitville ${tag}`;
  const brand = await signUpMember('brand', { firstName: 'Open', lastName: 'Door' });
  await createEvent(brand.token, { name: `Open Bar ${tag}`, date: localDay(3), city });

  await page.goto(`/events?city=${encodeURIComponent(city)}`);
  await expect(page.getByText('Sign in to mark the events you are going to.')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `Open Bar ${tag}` });
  await expect(card).toContainText('by Open Door');
  await expect(card.getByTestId('going-count')).toHaveText('0 going');
  await card.getByRole('link', { name: 'Sign in to mark events you are going to.' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a member reaches Events from the search screen', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  await page.goto('/search');
  await page.getByRole('link', { name: /Upcoming events/ }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

test('a brand adds an event in another city from its profile, and the Events screen lists it under that city', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const brand = await signUpMember('brand', { firstName: 'Tour', lastName: 'Spirits' });
  await updateProfile(brand.token, { location: 'Porto, Portugal' });
  await signInPage(page, brand.token);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Event' });
  // The city starts as the brand's own; the event is elsewhere.
  await expect(dialog.getByLabel(/^City/)).toHaveValue('Porto');
  await dialog.getByLabel('Event name', { exact: true }).fill(`Roadshow ${tag}`);
  await dialog.getByLabel('Date', { exact: true }).fill(localDay(6));
  await dialog.getByLabel(/^City/).fill(`Faro ${tag}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: `Roadshow ${tag}` });
  await expect(row).toContainText(`Faro ${tag}`);
  await expect(row.getByTestId('going-count')).toHaveText('0 going');

  await page.goto(`/events?city=${encodeURIComponent(`FARO ${tag}`)}`);
  const card = page.getByRole('article').filter({ hasText: `Roadshow ${tag}` });
  await expect(card).toContainText('by Tour Spirits');
  await expect(card).toContainText(`Faro ${tag}`);
});
