// Not a test: pictures of the gig screens (the list with gigs for you, posting a gig, a gig as the member
// who answers and as its poster, Gigs for you on the own Open to work card, with gigs and with none) in
// both themes. SCREENSHOTS=1 npm run test:e2e -- gigs-screens
import { expect, test } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
test.setTimeout(120_000);

const POST = `mutation($input: PostGigInput!) { postGig(input: $input) { __typename ... on GigPayload { gig { id databaseId } } ... on Error { message } } }`;
const INTEREST = `mutation($input: SetGigInterestInput!) { setGigInterest(input: $input) { __typename ... on Error { message } } }`;
const OPEN = `mutation($input: SetOpenToWorkInput!) { setOpenToWork(input: $input) { __typename ... on Error { message } } }`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const theme of ['light', 'dark'] as const) {
  test(`gig screens in the ${theme} theme`, async ({ browser }) => {
    const shot = (name: string) => ({ path: `tests/e2e/.output/screens/gigs-${name}-${theme}.png`, animations: 'disabled' as const });
    const bar = await signUpMember('bar', { firstName: 'Harbour', lastName: 'Room' });
    const bartender = await signUpMember('bartender', { firstName: 'Robin', lastName: 'Marsh' });
    const open = await graphql(
      OPEN,
      { input: { open: true, roles: ['bartender'], cities: ['London'], note: 'Weekends.' } },
      bartender.token,
    );
    expect(open.setOpenToWork.__typename).not.toMatch(/Error/);
    const posted = await graphql(
      POST,
      {
        input: {
          title: 'Weekend bartender, cocktail bar',
          role: 'bartender',
          startsOn: day(5),
          closesOn: day(3),
          payText: '£16/hour + tips',
          city: 'London',
          description: 'A busy weekend shift on a stirred-drinks menu. Two years behind a bar wanted.',
        },
      },
      bar.token,
    );
    expect(posted.postGig.__typename).toBe('GigPayload');
    const gigId = posted.postGig.gig.databaseId;

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    await signInPage(page, bartender.token);
    await page.goto('/gigs');
    await expect(page.getByText('Weekend bartender, cocktail bar').first()).toBeVisible();
    await page.screenshot(shot('list'));
    await page.goto(`/gigs/${gigId}`);
    await expect(page.getByText('Weekend bartender, cocktail bar').first()).toBeVisible();
    await page.screenshot(shot('gig-member'));
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Open to work' });
    await expect(card.getByRole('region', { name: 'Gigs for you' }).getByText('Weekend bartender, cocktail bar').first()).toBeVisible();
    await card.getByRole('link', { name: 'See all gigs' }).scrollIntoViewIfNeeded();
    await page.screenshot(shot('profile-card'));

    // One open to work where no gig is: the quiet line.
    const elsewhere = await signUpMember('bartender', { firstName: 'Alex', lastName: 'Quill' });
    await graphql(OPEN, { input: { open: true, roles: ['consultant'], cities: ['Reykjavik'], note: null } }, elsewhere.token);
    const quiet = await context.newPage();
    await signInPage(quiet, elsewhere.token);
    await quiet.goto('/profile');
    const empty = quiet.getByRole('region', { name: 'Open to work' });
    await expect(empty.getByText('No open gigs match your roles and cities yet.')).toBeVisible();
    await empty.scrollIntoViewIfNeeded();
    await quiet.screenshot(shot('profile-card-empty'));

    const poster = await context.newPage();
    await signInPage(poster, bar.token);
    await poster.goto('/gigs/new');
    await expect(poster.getByRole('button', { name: 'Post a gig' })).toBeVisible();
    await poster.screenshot(shot('new'));
    await poster.getByRole('button', { name: 'Post a gig' }).click();
    await expect(poster.getByText('Enter a title')).toBeVisible();
    await poster.screenshot(shot('new-errors'));
    await poster.goto(`/gigs/${gigId}`);
    await expect(poster.getByText('Weekend bartender, cocktail bar').first()).toBeVisible();
    await poster.screenshot(shot('gig-poster'));
    const interest = await graphql(
      INTEREST,
      { input: { gigId: posted.postGig.gig.id, note: 'Five years on a stirred-drinks bar in Soho; free most weekends.' } },
      bartender.token,
    );
    expect(interest.setGigInterest.__typename).toBe('SetGigInterestPayload');
    await poster.goto(`/gigs/${gigId}`);
    await expect(poster.getByText('Interested members (1)')).toBeVisible();
    await poster.screenshot(shot('gig-poster-interest'));
    await context.close();
  });
}
