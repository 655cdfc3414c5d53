// Not a test: pictures of the following and reports screens in both themes, to look at after changing
// them. SCREENSHOTS=1 npm run test:e2e -- community-screens  writes tests/e2e/.output/screens/*.png
import { expect, test, type Page } from './support/test';
import { tokenForAdmin } from './support/admin';
import { graphql, signUpMember } from './support/api';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `tests/e2e/.output/screens/${name}.png`, fullPage, animations: 'disabled' });
}

const globalUserId = (databaseId: number) => Buffer.from(`User:${databaseId}`).toString('base64');

const BIOS = [
  'Head bartender at a neighbourhood cocktail bar. Stirred drinks, low-ABV aperitivo and far too many bitters on the back bar; always happy to talk shop.',
  'Weekend home bartender.',
  null,
  'Brand ambassador for a small-batch mezcal producer from Oaxaca, running tastings and staff trainings across the West Coast.',
];
const LOCATIONS = ['Brooklyn, NY', null, 'London, UK', 'Los Angeles, CA'];

for (const theme of themes) {
  test(`following and reports screens in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);

    const star = await signUpMember('bartender', { firstName: 'Rosa', lastName: 'Marquez' });
    const names = [
      ['Ada', 'Lovelace'],
      ['Ben', 'Okafor'],
      ['Chloé', 'Dubois'],
      ['Dev', 'Patel'],
    ];
    const types = ['bartender', 'user', 'bar', 'brand'] as const;
    const fans = [];
    for (const [i, [firstName, lastName]] of names.entries()) fans.push(await signUpMember(types[i], { firstName, lastName }));
    for (const fan of fans) {
      await graphql(
        `
          mutation ($input: FollowInput!) {
            follow(input: $input) {
              __typename
            }
          }
        `,
        { input: { userId: globalUserId(star.databaseId) } },
        fan.token,
      );
    }
    // Bios and locations are edited on another screen: fill them into the list's answer.
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'ConnectionsPageQuery') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      body.data?.user?.followers?.edges?.forEach((edge: any, i: number) => {
        edge.node.bio = BIOS[i % BIOS.length];
        edge.node.location = LOCATIONS[i % LOCATIONS.length];
      });
      await route.fulfill({ response, json: body });
    });

    // Signed in as the first fan until the reports part switches to the admin.
    await page.addInitScript((token) => {
      if (!window.localStorage.getItem('authToken')) window.localStorage.setItem('authToken', token);
    }, fans[0].token);
    await page.goto(`/profile/${star.databaseId}`);
    await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
    await shoot(page, `profile-following-${theme}`);
    await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await shoot(page, `profile-follow-${theme}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();

    await page.goto(`/profile/${star.databaseId}/connections/followers`);
    await expect(page.getByRole('article')).toHaveCount(4);
    await shoot(page, `connections-followers-${theme}`);

    await page.goto(`/profile/${star.databaseId}/connections/following`);
    await expect(page.getByRole('heading', { name: 'No following yet' })).toBeVisible();
    await shoot(page, `connections-empty-${theme}`);

    await page.goto('/profile/99999999/connections/followers');
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, `connections-error-${theme}`);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'ConnectionsPageQuery') await held;
      await route.fallback();
    });
    const navigation = page.goto(`/profile/${fans[1].databaseId}/connections/followers`);
    await expect(page.getByText('Loading...')).toBeVisible();
    await shoot(page, `connections-loading-${theme}`);
    release();
    await navigation;
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Reports: a few suggestions in different states.
    const { cocktails } = await graphql(`
      {
        cocktails(first: 3) {
          edges {
            node {
              id
            }
          }
        }
      }
    `);
    const messages = [
      'The garnish should be a lime wheel, not a wedge.',
      'Rhum agricole blanc, not aged rum. Also the sugar cane syrup is 1 barspoon, not 10 ml — the original recipe from Martinique is very dry and this reads much sweeter than it should.',
      'Typo in the directions: "stir" twice.',
    ];
    const ids: string[] = [];
    for (const [i, message] of messages.entries()) {
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
        { input: { cocktailId: cocktails.edges[i].node.id, message } },
        fans[i].token,
      );
      ids.push(reportCocktail.report.id);
    }
    const admin = await tokenForAdmin();
    await graphql(
      `
        mutation ($input: SetReportStatusInput!) {
          setReportStatus(input: $input) {
            __typename
          }
        }
      `,
      { input: { reportId: ids[0], status: 'resolved' } },
      admin,
    );

    await page.goto('/admin/reports');
    await expect(page.getByText('Forbidden - Admin access required')).toBeVisible();
    await shoot(page, `reports-forbidden-${theme}`);

    await page.evaluate((token) => localStorage.setItem('authToken', token), admin);
    await page.goto('/admin/reports');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, `reports-${theme}`);
    await page.getByRole('article').first().getByRole('button', { name: 'Reviewing' }).click();
    await expect(page.getByText('Report status updated to reviewing')).toBeVisible();
    await shoot(page, `reports-toast-${theme}`);
    await shoot(page, `reports-full-${theme}`, true);
    await page.getByRole('link', { name: /Resolved$/ }).click();
    await expect(page).toHaveURL(/status=resolved/);
    await shoot(page, `reports-resolved-${theme}`);
  });
}
