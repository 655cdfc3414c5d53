import { expect, test, type Page } from './support/test';
import { createCocktailAs, graphql, signInPage, signUpMember } from './support/api';

function reviewsOf(page: Page) {
  return page.getByRole('region', { name: 'Reviews' });
}

test('a barfly writes, edits and deletes a review; the average, the list and their Cocktail Journey follow', async ({ page }) => {
  const creator = await signUpMember('bartender');
  const other = await signUpMember('bartender', { firstName: 'Rita', lastName: 'Reviewer' });
  const barfly = await signUpMember('user', { firstName: 'Bea', lastName: 'Barfly' });
  const name = `Review Sour ${Date.now()}`;
  const cocktail = await createCocktailAs(creator.token, { name });
  await graphql(
    `
      mutation ($input: ReviewCocktailInput!) {
        reviewCocktail(input: $input) {
          __typename
        }
      }
    `,
    { input: { cocktailId: cocktail.id, rating: 2, text: 'A bit flat.' } },
    other.token,
  );

  await signInPage(page, barfly.token);
  await page.goto(`/cocktails/${cocktail.databaseId}`);
  const reviews = reviewsOf(page);
  await expect(reviews.getByRole('img', { name: 'Rated 2.0 of 5' })).toBeVisible();
  await expect(reviews).toContainText('1 review');
  const list = reviews.getByRole('list', { name: 'All reviews' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Rita Reviewer');
  await expect(list.getByRole('listitem').first()).toContainText('Bartender');

  // Saving without stars is refused with the rule's words.
  await reviews.getByRole('button', { name: 'Save' }).click();
  await expect(reviews.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();

  // Write: 5 stars and a few words.
  const stars = reviews.getByRole('radiogroup', { name: 'Your rating' });
  await stars.getByRole('radio', { name: '5 stars' }).check();
  await reviews.getByRole('textbox', { name: /^Review/ }).fill('  Bright, bitter, perfect.  ');
  await reviews.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Review saved')).toBeVisible();
  await expect(reviews.getByRole('img', { name: 'Rated 3.5 of 5' })).toBeVisible();
  await expect(reviews).toContainText('2 reviews');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Bea Barfly');
  await expect(list.getByRole('listitem').first()).toContainText('Bright, bitter, perfect.');
  await expect(list.getByRole('listitem').first()).toContainText('User');

  // It is there after a reload, with the form filled.
  await page.reload();
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(reviews.getByRole('textbox', { name: /^Review/ })).toHaveValue('Bright, bitter, perfect.');

  // The Cocktail Journey counts it and lists the cocktail among the top rated.
  await page.goto('/profile');
  const journey = page.locator('[data-slot="card"]').filter({ hasText: 'Cocktail Journey' });
  await expect(journey.getByRole('listitem').filter({ hasText: 'Reviews' })).toContainText('1');
  await expect(journey.getByRole('list').last()).toContainText(name);

  // Edit with the keyboard: from 5 stars, one to the left. The average follows; still one review of hers.
  await page.goto(`/cocktails/${cocktail.databaseId}`);
  await stars.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await reviews.getByRole('button', { name: 'Save' }).click();
  await expect(reviews.getByRole('img', { name: 'Rated 3.0 of 5' })).toBeVisible();
  await expect(reviews).toContainText('2 reviews');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('edited');

  // Delete: her review leaves, the average is the other one's again, and the form is empty.
  await reviews.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted')).toBeVisible();
  await expect(reviews.getByRole('img', { name: 'Rated 2.0 of 5' })).toBeVisible();
  await expect(reviews).toContainText('1 review');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(stars.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  await expect(reviews.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.goto('/profile');
  await expect(journey.getByRole('listitem').filter({ hasText: 'Reviews' })).toContainText('0');
});
