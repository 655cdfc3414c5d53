import { expect, test } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { listVenue } from './support/profiles';

async function createCocktail(token: string, name: string): Promise<void> {
  const { createCocktail: result } = await graphql(
    `
      mutation ($input: CocktailInput!) {
        createCocktail(input: $input) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `,
    { input: { name } },
    token,
  );
  if (result.__typename !== 'CocktailPayload') throw new Error(`createCocktail: ${result.message ?? result.__typename}`);
}

test('a barfly checks in at a bar with a cocktail: the count rises, a second check-in is refused, and the journey shows it', async ({
  page,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const bar = await signUpMember('bar', { firstName: 'Tide', lastName: 'Pool' });
  await listVenue(bar.token, { name: `Tide Pool ${tag}`, city: 'Lisbon', country: 'Portugal' });
  const barfly = await signUpMember('user', { firstName: 'Jo', lastName: 'Sipper' });
  const cocktailName = `Harbour Sour ${tag}`;
  await createCocktail(barfly.token, cocktailName);
  await signInPage(page, barfly.token);

  await page.goto(`/profile/${bar.databaseId}`);
  const venue = page.getByRole('region', { name: 'Venue' });
  await expect(venue).toContainText(`Speaks for Tide Pool ${tag}`);
  await expect(venue.getByTestId('check-in-count')).toHaveText('0 check-ins');

  await venue.getByRole('button', { name: `Check in at Tide Pool ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Check in at Tide Pool ${tag}` });
  await dialog.getByLabel('Cocktail (optional)').fill(`Harbour Sour ${tag}`);
  await dialog.getByRole('option', { name: cocktailName }).click();
  await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(venue.getByTestId('check-in-count')).toHaveText('1 check-in');

  // Once an hour per venue.
  await venue.getByRole('button', { name: `Check in at Tide Pool ${tag}` }).click();
  await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText('You checked in here less than an hour ago')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(venue.getByTestId('check-in-count')).toHaveText('1 check-in');

  // The venue card in search shows the same count.
  await page.goto(`/search?q=${encodeURIComponent(`Tide Pool ${tag}`)}`);
  await page.getByRole('tab', { name: /Venues/ }).click();
  const card = page.getByRole('article').filter({ hasText: `Tide Pool ${tag}` });
  await expect(card.getByTestId('check-in-count')).toHaveText('1 check-in');

  await page.goto('/profile');
  const journey = page.getByRole('heading', { name: 'Cocktail Journey' }).locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(journey.getByRole('listitem').filter({ hasText: 'Bars Visited' })).toHaveText('1Bars Visited');
  await expect(journey.getByRole('listitem').filter({ hasText: 'Check-ins' })).toHaveText('1Check-ins');
});

test("a visitor sees a bar's check-in count on its public profile and is sent to sign in to check in", async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const bar = await signUpMember('bar', { firstName: 'Quiet', lastName: 'Corner' });
  await listVenue(bar.token, { name: `Quiet Corner ${tag}`, city: 'Porto', country: 'Portugal' });
  await page.goto(`/profile/${bar.databaseId}`);
  const venue = page.getByRole('region', { name: 'Venue' });
  await expect(venue.getByTestId('check-in-count')).toHaveText('0 check-ins');
  await venue.getByRole('link', { name: 'Check in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
