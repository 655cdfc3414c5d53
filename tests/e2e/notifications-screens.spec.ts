// Not a test: pictures of the bell with its badge, the inbox with a notification of each kind a bartender
// and a venue receive, and the empty inbox, in both themes.
// SCREENSHOTS=1 CI=1 npx playwright test tests/e2e/notifications-screens.spec.ts
import { expect, test, type Page } from './support/test';
import { tokenForAdmin } from './support/admin';
import { graphql, signInPage, signUpMember } from './support/api';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, animations: 'disabled' });
}

const gid = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');

async function cocktail(token: string, name: string): Promise<number> {
  const { createCocktail } = await graphql(
    `
      mutation ($input: CocktailInput!) {
        createCocktail(input: $input) {
          ... on CocktailPayload {
            cocktail {
              databaseId
            }
          }
        }
      }
    `,
    { input: { name, glassware: 'Coupe', ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }] } },
    token,
  );
  return createCocktail.cocktail.databaseId;
}

/** A bartender's inbox with every kind they can receive, and the venue account that was asked to verify. */
async function busyInbox(tag: string) {
  const admin = await tokenForAdmin();
  const ana = await signUpMember('bartender', { firstName: 'Ana', lastName: 'Lopes' });
  const sour = await cocktail(ana.token, `Copper Negroni ${tag}`);
  const other = await cocktail(admin, `Paper Plane ${tag}`);
  const [ben, cara, dan] = [
    await signUpMember('user', { firstName: 'Ben', lastName: 'Ortiz' }),
    await signUpMember('bartender', { firstName: 'Cara', lastName: 'Nunes' }),
    await signUpMember('user', { firstName: 'Dan', lastName: 'Silva' }),
  ];
  const bar = await signUpMember('bar', { firstName: 'Copper', lastName: 'Still' });
  const { listVenue } = await graphql(
    `
      mutation ($input: ListVenueInput!) {
        listVenue(input: $input) {
          ... on VenueClaimPayload {
            venueClaim {
              venue {
                databaseId
              }
            }
          }
        }
      }
    `,
    { input: { name: `The Copper Still ${tag}`, city: 'Porto', country: 'Portugal' } },
    bar.token,
  );
  const venueId = listVenue.venueClaim.venue.databaseId;

  const { addWorkEntry } = await graphql(
    `
      mutation ($input: AddWorkEntryInput!) {
        addWorkEntry(input: $input) {
          ... on AddWorkEntryPayload {
            verificationRequest {
              id
            }
          }
        }
      }
    `,
    {
      input: {
        entry: {
          organizationName: 'The Copper Still',
          venue: gid('Venue', venueId),
          position: 'Head Bartender',
          city: 'Porto',
          startDate: '2021-04',
        },
        requestVerification: true,
      },
    },
    ana.token,
  );
  await graphql(
    `
      mutation ($id: ID!) {
        decideVerification(input: { requestId: $id, decision: verified }) {
          __typename
        }
      }
    `,
    { id: addWorkEntry.verificationRequest.id },
    admin,
  );
  const { reportCocktail } = await graphql(
    `
      mutation ($input: ReportCocktailInput!) {
        reportCocktail(input: $input) {
          ... on ReportCocktailPayload {
            report {
              id
            }
          }
        }
      }
    `,
    { input: { cocktailId: gid('Cocktail', other), message: 'The honey syrup should be 2:1.' } },
    ana.token,
  );
  await graphql(
    `
      mutation ($input: SetReportStatusInput!) {
        setReportStatus(input: $input) {
          __typename
        }
      }
    `,
    {
      input: { reportId: reportCocktail.report.id, status: 'resolved' },
    },
    admin,
  );
  await graphql(
    `
      mutation ($input: FollowInput!) {
        follow(input: $input) {
          __typename
        }
      }
    `,
    { input: { userId: gid('User', ana.databaseId) } },
    dan.token,
  );
  await graphql(
    `
      mutation ($input: ReviewCocktailInput!) {
        reviewCocktail(input: $input) {
          __typename
        }
      }
    `,
    { input: { cocktailId: gid('Cocktail', sour), rating: 4, text: 'Bright and bitter.' } },
    cara.token,
  );
  for (const who of [dan, ben]) {
    await graphql(
      `
        mutation ($input: LikeCocktailInput!) {
          likeCocktail(input: $input) {
            __typename
          }
        }
      `,
      { input: { cocktailId: gid('Cocktail', sour) } },
      who.token,
    );
  }
  await graphql(
    `
      mutation ($input: FollowInput!) {
        follow(input: $input) {
          __typename
        }
      }
    `,
    { input: { userId: gid('User', ana.databaseId) } },
    ben.token,
  );
  return { ana, bar };
}

for (const theme of ['light', 'dark'] as const) {
  test(`notifications in the ${theme} theme`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const { ana, bar } = await busyInbox(`${theme}${Date.now().toString(36)}`);
    await signInPage(page, ana.token);

    await page.goto('/feed');
    await expect(page.getByTestId('unread-badge')).toHaveText('7');
    await shoot(page, `notifications-bell-${theme}`);

    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications/ })
      .click();
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect(items).toHaveCount(7);
    // One read, the rest unread.
    await items.nth(2).getByRole('link').click();
    await expect(page).toHaveURL(/\/cocktails\/\d+$/);
    await page.goBack();
    await expect(items).toHaveCount(7);
    await expect(page.getByTestId('unread-badge')).toHaveText('6');
    await shoot(page, `notifications-inbox-${theme}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shoot(page, `notifications-inbox-end-${theme}`);

    const venueContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const venuePage = await venueContext.newPage();
    await venuePage.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await signInPage(venuePage, bar.token);
    await venuePage.goto('/notifications');
    await expect(venuePage.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(1);
    await shoot(venuePage, `notifications-venue-${theme}`);
    await venuePage.getByRole('list', { name: 'Notifications' }).getByRole('link').click();
    await expect(venuePage).toHaveURL(/\/profile\?tab=team$/);
    await expect(venuePage.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await shoot(venuePage, `notifications-venue-team-${theme}`);
    await venueContext.close();

    const newcomer = await signUpMember('user');
    const emptyContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const emptyPage = await emptyContext.newPage();
    await emptyPage.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await signInPage(emptyPage, newcomer.token);
    await emptyPage.goto('/notifications');
    await expect(emptyPage.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await shoot(emptyPage, `notifications-empty-${theme}`);
    await emptyContext.close();
  });
}
