import { expect, test } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { listVenue } from './support/profiles';

async function checkIn(token: string, venueId: string, cocktailId?: string): Promise<void> {
  const { checkIn: result } = await graphql(
    `
      mutation ($input: CheckInInput!) {
        checkIn(input: $input) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `,
    { input: { venueId, cocktailId } },
    token,
  );
  if (result.__typename !== 'CheckInPayload') throw new Error(`checkIn: ${result.message ?? result.__typename}`);
}

async function createCocktail(token: string, name: string): Promise<{ id: string }> {
  const { createCocktail: result } = await graphql(
    `
      mutation ($input: CocktailInput!) {
        createCocktail(input: $input) {
          __typename
          ... on CocktailPayload {
            cocktail {
              id
            }
          }
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
  return result.cocktail;
}

/** The GraphQL operations the page sends, by name, from now on. */
function recordOperations(page: import('@playwright/test').Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? 'unnamed');
  });
  return operations;
}

test('a barfly opens their check-ins from the Cocktail Journey, removes one, and Bars Visited and Check-ins follow at once', async ({
  page,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const [first, second] = await Promise.all([
    signUpMember('bar', { firstName: 'Low', lastName: 'Tide' }),
    signUpMember('bar', { firstName: 'High', lastName: 'Water' }),
  ]);
  const lowTide = await listVenue(first.token, { name: `Low Tide ${tag}`, city: 'Lisbon', country: 'Portugal' });
  const highWater = await listVenue(second.token, { name: `High Water ${tag}`, city: 'Porto', country: 'Portugal' });
  const barfly = await signUpMember('user', { firstName: 'Jo', lastName: 'Sipper' });
  const cocktail = await createCocktail(barfly.token, `Salt Air Sour ${tag}`);
  await checkIn(barfly.token, lowTide, cocktail.id);
  await checkIn(barfly.token, highWater);
  await signInPage(page, barfly.token);

  await page.goto('/profile');
  const journey = page.getByRole('heading', { name: 'Cocktail Journey' }).locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(journey.getByRole('link', { name: '2 Check-ins' })).toBeVisible();
  await expect(journey.getByRole('link', { name: '2 Bars Visited' })).toBeVisible();
  await journey.getByRole('link', { name: '2 Check-ins' }).click();

  await expect(page).toHaveURL(/\/profile\/check-ins$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check-ins' })).toBeVisible();
  await expect(page.getByTestId('check-ins-summary')).toHaveText('2 check-ins · 2 bars visited');
  const list = page.getByRole('list', { name: 'Check-ins' });
  const rows = list.getByRole('listitem');
  // Newest first: High Water, then Low Tide with the cocktail.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`High Water ${tag}`);
  await expect(rows.nth(0)).toContainText('Porto, Portugal');
  await expect(rows.nth(1)).toContainText(`Low Tide ${tag}`);
  await expect(rows.nth(1).getByRole('link', { name: `Salt Air Sour ${tag}` })).toBeVisible();

  // Cancelling removes nothing.
  await rows
    .nth(0)
    .getByRole('button', { name: `Remove check-in at High Water ${tag}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Remove this check-in?' });
  await expect(dialog).toContainText(`Your check-in at High Water ${tag} on`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);

  const operations = recordOperations(page);
  await rows
    .nth(0)
    .getByRole('button', { name: `Remove check-in at High Water ${tag}` })
    .click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Check-in removed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText(`Low Tide ${tag}`);
  await expect(page.getByTestId('check-ins-summary')).toHaveText('1 check-in · 1 bar visited');

  // Back on the profile the journey already says so: nothing was fetched again.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(journey.getByRole('link', { name: '1 Check-ins' })).toBeVisible();
  await expect(journey.getByRole('link', { name: '1 Bars Visited' })).toBeVisible();
  expect(operations).toEqual(['DeleteCheckInMutation']);

  // Saved: after a reload too.
  await page.reload();
  await expect(journey.getByRole('link', { name: '1 Check-ins' })).toBeVisible();
});

test('a member with no check-ins is told how to make one; a bartender reaches theirs from the profile', async ({ page }) => {
  const barfly = await signUpMember('user');
  await signInPage(page, barfly.token);
  await page.goto('/profile/check-ins');
  await expect(page.getByRole('heading', { name: 'No check-ins yet' })).toBeVisible();
  await expect(page.getByText('Check in at a bar from its card in search or from its profile, and it shows here.')).toBeVisible();
  await expect(page.getByTestId('check-ins-summary')).toHaveText('0 check-ins · 0 bars visited');
  await page.getByRole('link', { name: 'Find a bar' }).click();
  await expect(page).toHaveURL(/\/search$/);

  const tag = Math.random().toString(36).slice(2, 7);
  const bar = await signUpMember('bar', { firstName: 'Side', lastName: 'Door' });
  const venue = await listVenue(bar.token, { name: `Side Door ${tag}`, city: 'Faro', country: 'Portugal' });
  const bartender = await signUpMember('bartender');
  await signInPage(page, bartender.token);
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: /Your check-ins/ })).toHaveCount(0);
  await checkIn(bartender.token, venue);
  await page.reload();
  await page.getByRole('link', { name: /Your check-ins/ }).click();
  await expect(page).toHaveURL(/\/profile\/check-ins$/);
  await expect(page.getByRole('list', { name: 'Check-ins' }).getByRole('listitem')).toHaveCount(1);
});

test('a visitor who is not signed in is sent from the check-ins list to sign in', async ({ page }) => {
  await page.goto('/profile/check-ins');
  await expect(page).toHaveURL(/\/login$/);
});
