// Not a test: pictures of event discovery (the Events screen with its filters, the city sheet, a
// filtered and an empty list, a visitor's view, a bar's profile with its events, the brand's event form,
// and the ways in from the feed and search) in both themes. SCREENSHOTS=1 npm run test:e2e -- events-screens
import { expect, test } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { createEvent, listVenue, updateProfile } from './support/profiles';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
test.setTimeout(180_000);

function localDay(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

for (const theme of ['light', 'dark'] as const) {
  test(`event screens in the ${theme} theme`, async ({ browser }) => {
    const tag = Math.random().toString(36).slice(2, 6);
    const city = `Lisbon ${tag}`;
    const bar = await signUpMember('bar', { firstName: 'Tide', lastName: 'Pool' });
    await listVenue(bar.token, { name: 'Tide Pool Cocktail Bar', city, country: 'Portugal' });
    await createEvent(bar.token, { name: 'Fado & Ginjinha: a late-night tasting with the bar team', date: localDay(1), time: '22:30' });
    await createEvent(bar.token, { name: 'Guest Shift', date: localDay(4) });
    const brand = await signUpMember('brand', { firstName: 'Costa', lastName: 'Spirits' });
    await updateProfile(brand.token, { location: 'Porto, Portugal' });
    await createEvent(brand.token, { name: 'Port & Tonic Launch', date: localDay(1), time: '18:00', city });
    const member = await signUpMember('user', { firstName: 'Jo', lastName: 'Goer' });
    const goers = [member, await signUpMember('user'), await signUpMember('bartender')];
    const { upcomingEvents } = await graphql(
      `
        query ($city: String) {
          upcomingEvents(city: $city, first: 5) {
            edges {
              node {
                id
              }
            }
          }
        }
      `,
      { city },
    );
    for (const goer of goers)
      await graphql(
        `
          mutation ($input: MarkEventGoingInput!) {
            markEventGoing(input: $input) {
              __typename
            }
          }
        `,
        { input: { eventId: upcomingEvents.edges[0].node.id } },
        goer.token,
      );

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const visitor = await context.newPage();
    await visitor.setExtraHTTPHeaders({
      'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    const shot = (page: typeof visitor, name: string) =>
      page.screenshot({ path: `tests/e2e/.output/screens/events-${name}-${theme}.png`, animations: 'disabled' });

    await visitor.goto('/events');
    await expect(visitor.getByRole('article').first()).toBeVisible();
    await shot(visitor, 'visitor');
    await visitor.close();

    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
    await signInPage(page, member.token);
    await page.goto('/feed');
    await expect(page.getByRole('link', { name: /Upcoming events/ })).toBeVisible();
    await page.getByRole('link', { name: /Upcoming events/ }).scrollIntoViewIfNeeded();
    await shot(page, 'feed-link');
    await page.goto('/search');
    await expect(page.getByRole('link', { name: /Upcoming events/ })).toBeVisible();
    await shot(page, 'search-link');

    await page.goto('/events');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot(page, 'list');
    await page.getByRole('button', { name: /^City: / }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a city' }).getByRole('button', { name: /^New York/ })).toBeVisible();
    await shot(page, 'city-sheet');
    await page.getByRole('dialog').getByRole('searchbox').fill('lisb');
    await shot(page, 'city-sheet-typed');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`^${city}`) })
      .click();
    await page.getByRole('button', { name: 'Next 7 days' }).click();
    await expect(page.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article')).toHaveCount(3);
    await shot(page, 'filtered');
    await page.getByLabel('Pick a date').fill(localDay(2));
    await expect(page.getByRole('heading', { name: 'No upcoming events' })).toBeVisible();
    await shot(page, 'empty');

    await page.goto(`/profile/${bar.databaseId}`);
    await page.getByRole('region', { name: 'Upcoming events' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Upcoming events' }).getByTestId('going-count').first()).toBeVisible();
    await shot(page, 'bar-profile');
    await page.close();

    const brandPage = await context.newPage();
    await brandPage.setExtraHTTPHeaders({
      'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    await signInPage(brandPage, brand.token);
    await brandPage.goto('/profile');
    await expect(brandPage.getByTestId('going-count').first()).toBeVisible();
    await shot(brandPage, 'brand-tab');
    await brandPage.getByRole('button', { name: 'Create Event' }).click();
    await expect(brandPage.getByRole('dialog')).toBeVisible();
    await expect(brandPage.getByLabel(/City/)).toHaveValue('Porto');
    await shot(brandPage, 'brand-dialog');
    await context.close();
  });
}
