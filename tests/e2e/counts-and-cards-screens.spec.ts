// Not a test: pictures of issue 39's screens in both themes at 390x844 (a Top 10 place with a long name,
// an event card with a long venue and the date chips, a search result's rating and count, one cocktail
// found, a typed Total Volume, the restored-draft notice, a toast above the save bar, a refused gig
// closing date, and the errors and badges whose contrast changed).
// SCREENSHOTS=1 npx playwright test counts-and-cards-screens
import { tokenForAdmin } from './support/admin';
import { graphql, signInPage, signUpMember } from './support/api';
import { createEvent, listVenue } from './support/profiles';
import { choose } from './support/select';
import { expect, test, type Page } from './support/test';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
test.setTimeout(240_000);

const CREATE = `mutation($input: CocktailInput!) { createCocktail(input: $input) { ... on CocktailPayload { cocktail { id databaseId } } } }`;
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

for (const theme of ['light', 'dark'] as const) {
  test(`issue 39 screens in the ${theme} theme`, async ({ browser }) => {
    const bartender = await signUpMember('bartender');
    const name = `Rosemary Grapefruit Spritz ${tag()}`;
    const { createCocktail } = await graphql(
      CREATE,
      {
        input: {
          name,
          glassware: 'Coupe',
          ingredients: [
            { amount: 1, unit: 'oz', ingredient: 'Gin' },
            { amount: 1, unit: 'oz', ingredient: 'Campari' },
            { amount: 1, unit: 'oz', ingredient: 'Sweet vermouth' },
          ],
        },
      },
      bartender.token,
    );
    const cocktail = createCocktail.cocktail;
    for (const rating of [3, 4]) {
      const reviewer = await signUpMember('user');
      await graphql(
        `
          mutation ($input: ReviewCocktailInput!) {
            reviewCocktail(input: $input) {
              __typename
            }
          }
        `,
        { input: { cocktailId: cocktail.id, rating } },
        reviewer.token,
      );
      await graphql(
        `
          mutation ($input: LikeCocktailInput!) {
            likeCocktail(input: $input) {
              __typename
            }
          }
        `,
        { input: { cocktailId: cocktail.id } },
        reviewer.token,
      );
    }
    const city = `Porto ${tag()}`;
    const bar = await signUpMember('bar');
    await listVenue(bar.token, { name: 'The Old Port Wine Lodge & Cocktail Cellar by the River', city, country: 'Portugal' });
    await createEvent(bar.token, {
      name: 'Cellar Night',
      date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      time: '21:00',
    });
    const brand = await signUpMember('brand');

    const pageAs = async (token: string | null): Promise<Page> => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      await context.setExtraHTTPHeaders({
        'x-forwarded-for': `198.21.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
      await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      if (token) await signInPage(page, token);
      return page;
    };
    const shot = (page: Page, what: string) =>
      page.screenshot({ path: `tests/e2e/.output/screens/issue39-${what}-${theme}.png`, animations: 'disabled' });

    const page = await pageAs(bartender.token);
    await expect(async () => {
      await page.goto('/top10');
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('link', { name, exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'top10');

    await page.goto(`/events?city=${encodeURIComponent(city)}`);
    await expect(page.getByText('Cellar Night')).toBeVisible();
    await shot(page, 'events');

    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await shot(page, 'search');

    await page.goto('/cocktails');
    await page.getByRole('searchbox', { name: 'Search cocktails' }).fill(name);
    await expect(page.locator('p').filter({ hasText: 'Showing 1' })).toBeVisible();
    await shot(page, 'list-one');

    await page.goto(`/cocktails/${cocktail.databaseId}`);
    const total = page.getByLabel('Total Volume in oz');
    await total.fill('8');
    await total.press('Tab');
    await expect(total).toHaveValue('8.0');
    await total.scrollIntoViewIfNeeded();
    await shot(page, 'total-volume');

    await page.goto('/create');
    await page.getByLabel('Cocktail Name').fill('Half-written Sour');
    await page.goto('/feed');
    await page.goto('/create');
    await expect(page.getByText('Draft restored')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'draft-restored');
    await page.getByLabel('Cocktail Name').fill('');
    await page.getByRole('button', { name: 'Add to Database' }).click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await page.waitForTimeout(500);
    await shot(page, 'toast-create');

    const venuePage = await pageAs(bar.token);
    await venuePage.goto('/gigs/new');
    const yesterday = await venuePage.evaluate(() => {
      const day = new Date();
      day.setDate(day.getDate() - 1);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    });
    await venuePage.getByLabel('Title').fill('Guest shift');
    await choose(venuePage, 'Role', 'Bar back', venuePage);
    await venuePage.getByLabel('Pay').fill('£15/hour');
    await venuePage.getByLabel('City', { exact: true }).fill(city);
    await venuePage.getByLabel('Description').fill('One Friday night.');
    await venuePage.getByLabel('Closes on').fill(yesterday);
    await venuePage.getByRole('button', { name: 'Post a gig' }).click();
    await venuePage.getByLabel('Closes on').scrollIntoViewIfNeeded();
    await expect(venuePage.getByText('The closing date cannot be in the past')).toBeVisible();
    await shot(venuePage, 'gig-closing');

    const visitor = await pageAs(null);
    await visitor.goto('/login');
    await visitor.getByLabel('Email or Username').fill('nobody@e2e.test');
    await visitor.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await visitor.getByRole('button', { name: 'Sign In' }).click();
    await expect(visitor.getByRole('alert')).toBeVisible();
    await shot(visitor, 'login-error');

    const brandPage = await pageAs(brand.token);
    await brandPage.goto('/people');
    await expect(brandPage.getByText('✓ Verified').first()).toBeVisible();
    await shot(brandPage, 'people');

    const admin = await pageAs(await tokenForAdmin());
    await admin.goto('/admin/reports');
    await expect(admin.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await shot(admin, 'reports');

    const own = await pageAs((await signUpMember('bartender')).token);
    await own.goto('/profile');
    await own.getByRole('tab', { name: 'Work' }).click();
    await own.getByRole('link', { name: 'Add your positions' }).scrollIntoViewIfNeeded();
    await shot(own, 'profile-work');
  });
}
