import { expect, test, type Page } from './support/test';
import { tokenForAdmin } from './support/admin';
import { graphql, signInPage, signUpMember } from './support/api';

async function counter(page: Page, label: string): Promise<number> {
  const tile = page
    .getByRole('navigation', { name: 'Reports by status' })
    .getByRole('link')
    .filter({ hasText: new RegExp(`^\\d+${label}$`) });
  return Number((await tile.textContent())!.replace(label, ''));
}

function counterTile(page: Page, label: string) {
  return page
    .getByRole('navigation', { name: 'Reports by status' })
    .getByRole('link')
    .filter({ hasText: new RegExp(`^\\d+${label}$`) });
}

test('a member suggests an edit, and an admin moves it from Open to Reviewing to Resolved as the counters follow', async ({ page }) => {
  const admin = await tokenForAdmin();
  await signInPage(page, admin);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(counterTile(page, 'Open')).toBeVisible();
  const before = {
    total: await counter(page, 'Total Reports'),
    open: await counter(page, 'Open'),
    reviewing: await counter(page, 'Reviewing'),
    resolved: await counter(page, 'Resolved'),
  };

  // The cocktail detail screen (with its Suggest an Edit dialog) is built on another branch: the member
  // suggests through the API the dialog uses.
  const member = await signUpMember('user', { firstName: 'Sam', lastName: 'Suggester' });
  const { cocktails } = await graphql(`
    {
      cocktails(first: 1) {
        edges {
          node {
            id
            name
            databaseId
          }
        }
      }
    }
  `);
  const cocktail = cocktails.edges[0].node;
  const message = `Use a large ice cube (${Date.now()}).`;
  const { reportCocktail } = await graphql(
    `
      mutation ($input: ReportCocktailInput!) {
        reportCocktail(input: $input) {
          __typename
        }
      }
    `,
    { input: { cocktailId: cocktail.id, message } },
    member.token,
  );
  expect(reportCocktail.__typename).toBe('ReportCocktailPayload');

  await page.reload();
  await expect(counterTile(page, 'Open')).toHaveText(`${before.open + 1}Open`);
  await expect(counterTile(page, 'Total Reports')).toHaveText(`${before.total + 1}Total Reports`);
  const card = page.getByRole('article').filter({ hasText: message });
  await expect(card).toContainText(cocktail.name);
  await expect(card.getByText('open', { exact: true })).toBeVisible();
  await expect(card).toContainText('Sam Suggester');
  await expect(card.getByRole('link', { name: cocktail.name })).toHaveAttribute('href', `/cocktails/${cocktail.databaseId}`);

  await card.getByRole('button', { name: 'Reviewing' }).click();
  await expect(page.getByText('Report status updated to reviewing')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reviewing' })).toBeDisabled();
  await expect(card.getByText('reviewing', { exact: true })).toBeVisible();
  await expect(counterTile(page, 'Open')).toHaveText(`${before.open}Open`);
  await expect(counterTile(page, 'Reviewing')).toHaveText(`${before.reviewing + 1}Reviewing`);

  // The Reviewing counter shows the reports under review; resolving one takes it off that list.
  await counterTile(page, 'Reviewing').click();
  await expect(page).toHaveURL(/\/admin\/reports\?status=reviewing$/);
  await card.getByRole('button', { name: 'Resolved' }).click();
  await expect(page.getByText('Report status updated to resolved')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(counterTile(page, 'Reviewing')).toHaveText(`${before.reviewing}Reviewing`);
  await expect(counterTile(page, 'Resolved')).toHaveText(`${before.resolved + 1}Resolved`);

  await counterTile(page, 'Resolved').click();
  await expect(card.getByRole('button', { name: 'Resolved' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Reviewing' })).toBeEnabled();
  await counterTile(page, 'Total Reports').click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(card.getByText('resolved', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/feed$/);
});

test('a member who is not an admin opens the reports screen and is told admin access is required', async ({ page }) => {
  const member = await signUpMember('bartender');
  await signInPage(page, member.token);
  await page.goto('/admin/reports');
  await expect(page.getByRole('alert')).toHaveText('Forbidden - Admin access required');
});

async function suggest(token: string, message: string) {
  const { cocktails } = await graphql(`
    {
      cocktails(first: 1) {
        edges {
          node {
            id
          }
        }
      }
    }
  `);
  const { reportCocktail } = await graphql(
    `
      mutation ($input: ReportCocktailInput!) {
        reportCocktail(input: $input) {
          __typename
        }
      }
    `,
    { input: { cocktailId: cocktails.edges[0].node.id, message } },
    token,
  );
  expect(reportCocktail.__typename).toBe('ReportCocktailPayload');
}

test('the list reloads after a status change, showing reports filed since the page opened, and Dismissed has its own counter', async ({
  page,
}) => {
  const member = await signUpMember('user');
  const first = `Shake, do not stir (${Date.now()}).`;
  await suggest(member.token, first);
  await signInPage(page, await tokenForAdmin());
  await page.goto('/admin/reports');
  const firstCard = page.getByRole('article').filter({ hasText: first });
  await expect(firstCard).toBeVisible();
  const dismissedBefore = await counter(page, 'Dismissed');
  const totalBefore = await counter(page, 'Total Reports');

  // Filed while the admin has the page open: not on screen until the list reloads.
  const later = `Garnish with a twist (${Date.now()}).`;
  await suggest(member.token, later);
  await expect(page.getByRole('article').filter({ hasText: later })).toHaveCount(0);

  await firstCard.getByRole('button', { name: 'Dismissed' }).click();
  await expect(page.getByText('Report status updated to dismissed')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: later })).toBeVisible();
  await expect(counterTile(page, 'Dismissed')).toHaveText(`${dismissedBefore + 1}Dismissed`);
  await expect(counterTile(page, 'Total Reports')).toHaveText(`${totalBefore + 1}Total Reports`);

  await counterTile(page, 'Dismissed').click();
  await expect(page).toHaveURL(/\/admin\/reports\?status=dismissed$/);
  await expect(firstCard.getByRole('button', { name: 'Dismissed' })).toBeDisabled();
  await expect(page.getByRole('article').filter({ hasText: later })).toHaveCount(0);
});
