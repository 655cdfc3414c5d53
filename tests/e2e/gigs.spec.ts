import { earliestToday, GIG_CLOSES_AFTER_START_MAX_DAYS } from '../../common/gigs';
import { expect, test, type Browser, type Page } from './support/test';
import { graphql, signInPage, signUpMember } from './support/api';
import { choose } from './support/select';

const OPEN_TO_WORK = `mutation($input: SetOpenToWorkInput!) { setOpenToWork(input: $input) { __typename ... on Error { message } } }`;

/** `days` after a YYYY-MM-DD date. */
const after = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A page of its own (its own session and client address), signed in as `token`. */
async function pageOf(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  const page = await context.newPage();
  await signInPage(page, token);
  return page;
}

test('a venue posts a gig, a bartender open to work finds it and says interested, the venue reads the note, and closing takes it off the list', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 7);
  // A city nobody else's test uses, typed as a poster types a city that is not in the suggestions.
  const city = `Cascais ${tag}`;
  const title = `Barback for a busy Friday ${tag}`;
  const note = 'Two years barbacking on a cocktail bar; free every Friday.';
  const bar = await signUpMember('bar', { firstName: 'Harbour', lastName: `Room ${tag}` });
  const bartender = await signUpMember('bartender', { firstName: 'Robin', lastName: `Marsh ${tag}` });
  const barfly = await signUpMember('user', { firstName: 'Sam', lastName: `Sipper ${tag}` });
  const open = await graphql(
    OPEN_TO_WORK,
    { input: { open: true, roles: ['bar_back'], cities: [city], note: 'Fridays.' } },
    bartender.token,
  );
  expect(open.setOpenToWork.__typename).toBe('SetOpenToWorkPayload');

  // The venue opens Post a gig from Gigs; an empty form is refused field by field, as the schema says.
  await signInPage(page, bar.token);
  await page.goto('/gigs');
  await page.getByRole('link', { name: 'Post a gig' }).click();
  await expect(page).toHaveURL(/\/gigs\/new$/);
  await expect(page.getByRole('heading', { name: 'Post a gig', level: 1 })).toBeVisible();
  const post = page.getByRole('button', { name: 'Post a gig' });
  await post.click();
  for (const message of ['Enter a title', 'Choose a role from the list', 'Say what it pays', 'Enter a city', 'Describe the gig']) {
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  // Each message belongs to its field for a screen reader, and the first refused field has the focus.
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Enter a title');
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page.getByLabel('Pay')).toHaveAccessibleDescription('Say what it pays');
  await expect(page.getByLabel('Description')).toHaveAccessibleDescription('Describe the gig');
  await expect(page.getByLabel('City', { exact: true })).toHaveAccessibleDescription('Enter a city');
  await page.getByLabel('Title').fill(title);
  await choose(page, 'Role', 'Bar back', page);
  await page.getByLabel('Pay').fill('£15/hour + tips');
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByLabel('Description').fill('Keep a three-station bar stocked from 6pm to close: ice, glass and batches.');
  const startsOn = await page.getByLabel('Date or start date').inputValue();
  await page.getByLabel('Closes on').fill(after(startsOn, GIG_CLOSES_AFTER_START_MAX_DAYS + 1));
  await post.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The closing date can be at most 30 days after the start' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a title' })).toHaveCount(0);
  await page.getByLabel('Closes on').fill(after(startsOn, -2));
  await post.click();
  await expect(page.getByText('Gig posted')).toBeVisible();
  await expect(page).toHaveURL(/\/gigs\/\d+$/);
  const gigPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const interests = page.getByRole('region', { name: 'Interested members' });
  await expect(interests.getByRole('heading')).toHaveText('Interested members (0)');
  await expect(interests).toContainText('No one has said they are interested yet.');

  // The bartender finds it under Gigs for you, on Gigs and on their own Open to work card, and answers.
  const bartenderPage = await pageOf(browser, bartender.token);
  await bartenderPage.goto('/gigs');
  await expect(bartenderPage.getByRole('region', { name: 'Gigs for you' }).getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await bartenderPage.goto('/profile');
  const forYou = bartenderPage.getByRole('region', { name: 'Open to work' }).getByRole('region', { name: 'Gigs for you' });
  await expect(forYou.getByRole('listitem')).toHaveCount(1);
  await expect(forYou.getByRole('listitem')).toContainText(`${title}Harbour Room ${tag}`);
  await expect(forYou.getByRole('listitem')).toContainText(city);
  await expect(forYou.getByRole('link', { name: 'See all gigs' })).toHaveAttribute('href', '/gigs');
  await forYou.getByRole('link', { name: new RegExp(title) }).click();
  await expect(bartenderPage).toHaveURL(new RegExp(`${gigPath}$`));
  const answer = bartenderPage.getByRole('region', { name: "I'm interested" });
  await answer.getByLabel('A short note for the poster (optional)').fill(note);
  await answer.getByRole('button', { name: "I'm interested" }).click();
  await expect(bartenderPage.getByText('The poster will see your interest')).toBeVisible();
  await expect(answer.getByRole('heading')).toHaveText('You said you are interested');
  await expect(answer.getByRole('button', { name: 'Edit note' })).toBeVisible();
  // The notes are the poster's: the bartender sees their own note only in their own form.
  await expect(bartenderPage.getByRole('region', { name: 'Interested members' })).toHaveCount(0);

  // The poster hears of it in the inbox; the notification opens the gig, with the note.
  await page.goto('/notifications');
  const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link')).toHaveAccessibleName(`Unread: Robin Marsh ${tag} is interested in your gig ${title}`);
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${gigPath}$`));
  await expect(interests.getByRole('heading')).toHaveText('Interested members (1)');
  await expect(interests).toContainText('Only you see these notes.');
  await expect(interests.getByRole('link', { name: `Robin Marsh ${tag}` })).toBeVisible();
  await expect(interests).toContainText(note);

  // Anyone else reads the gig, not the notes, and is offered no form they could not send.
  const barflyPage = await pageOf(browser, barfly.token);
  await barflyPage.goto(gigPath);
  await expect(barflyPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(barflyPage.getByText(`Harbour Room ${tag}`)).toBeVisible();
  await expect(barflyPage.getByRole('region', { name: 'Interested members' })).toHaveCount(0);
  await expect(barflyPage.getByText(note)).toHaveCount(0);
  await expect(barflyPage.getByRole('button', { name: "I'm interested" })).toHaveCount(0);

  // Withdrawing takes the interest and the poster's notification back.
  await answer.getByRole('button', { name: 'Withdraw' }).click();
  await expect(bartenderPage.getByText('Interest withdrawn')).toBeVisible();
  await expect(answer.getByRole('heading')).toHaveText("I'm interested");
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  await page.goto(gigPath);
  await expect(interests.getByRole('heading')).toHaveText('Interested members (0)');

  // The poster closes it: it says so, and it leaves Gigs and the bartender's Gigs for you.
  await page.goto(`/gigs?city=${encodeURIComponent(city)}`);
  await expect(page.getByRole('list', { name: 'All open gigs' }).getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page
    .getByRole('list', { name: 'All open gigs' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await interests.getByRole('button', { name: 'Close gig' }).click();
  await expect(page.getByText('Gig closed')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(interests.getByRole('button', { name: 'Close gig' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'No open gigs match' })).toBeVisible();
  await bartenderPage.goto('/gigs');
  await expect(bartenderPage.getByRole('region', { name: 'Gigs for you' })).toContainText('No open gigs match your roles and cities yet.');
  await bartenderPage.goto(gigPath);
  await expect(bartenderPage.getByText('Closed', { exact: true })).toBeVisible();
  await expect(bartenderPage.getByRole('region', { name: "I'm interested" })).toHaveCount(0);
});

test('a venue finds the gigs it posted again, closed ones marked, from its profile through Gigs', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const bar = await signUpMember('bar', { firstName: 'Quay', lastName: `Bar ${tag}` });
  const startsOn = after(earliestToday(), 3);
  const post = async (title: string) => {
    const { postGig } = await graphql(
      `
        mutation ($input: PostGigInput!) {
          postGig(input: $input) {
            ... on GigPayload {
              gig {
                id
                databaseId
              }
            }
          }
        }
      `,
      {
        input: {
          title,
          role: 'bartender',
          startsOn,
          payText: '£14/hour',
          city: `Porto ${tag}`,
          description: 'Two Saturday shifts.',
          closesOn: startsOn,
        },
      },
      bar.token,
    );
    return postGig.gig as { id: string; databaseId: number };
  };
  await post(`Saturday bartender ${tag}`);
  const closed = await post(`Sunday brunch bartender ${tag}`);
  const { closeGig } = await graphql(
    `
      mutation ($input: CloseGigInput!) {
        closeGig(input: $input) {
          __typename
        }
      }
    `,
    { input: { gigId: closed.id } },
    bar.token,
  );
  expect(closeGig.__typename).toBe('GigPayload');

  await signInPage(page, bar.token);
  await page.goto('/profile');
  await page.getByRole('link', { name: /^Gigs/ }).click();
  await expect(page).toHaveURL(/\/gigs$/);
  const yours = page.getByRole('region', { name: 'Your gigs' });
  await expect(yours.getByRole('link')).toHaveCount(2);
  // The newest first; the closed one says so, the open one does not.
  await expect(yours.getByRole('link').first()).toContainText(`Sunday brunch bartender ${tag}`);
  await expect(yours.getByRole('link', { name: new RegExp(`Sunday brunch bartender ${tag}`) })).toContainText('Closed');
  await expect(yours.getByRole('link', { name: new RegExp(`Saturday bartender ${tag}`) })).not.toContainText('Closed');
  // The closed one is on no list but this one.
  await expect(
    page.getByRole('list', { name: 'All open gigs' }).getByRole('link', { name: new RegExp(`Sunday brunch bartender ${tag}`) }),
  ).toHaveCount(0);
  await yours.getByRole('link', { name: new RegExp(`Sunday brunch bartender ${tag}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/gigs/${closed.databaseId}$`));
  await expect(page.getByRole('heading', { name: `Sunday brunch bartender ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Interested members' }).getByRole('heading')).toHaveText('Interested members (0)');
});

test('a bartender who switches Open to work on finds the demo gigs for them on their profile at once, and a quiet line when none match', async ({
  page,
}) => {
  const bartender = await signUpMember('bartender', { firstName: 'Jo', lastName: 'Stirrer' });
  await signInPage(page, bartender.token);
  const main = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Jo Stirrer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gigs for you' })).toHaveCount(0);

  // Switched on in Edit Profile for a role and city of the demo gigs (prisma/seed/demo-gigs.ts), then
  // back to the profile within the app: the profile loaded before knew no gigs for them.
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole('switch', { name: 'Open to work' }) });
  await card.getByRole('switch', { name: 'Open to work' }).click();
  await card.getByRole('button', { name: 'Head bartender' }).click();
  const cityBox = card.getByLabel('Cities you would work in');
  await cityBox.fill('lond');
  await card.getByRole('option', { name: 'London, United Kingdom' }).click();
  await card.getByRole('button', { name: 'Show me as open to work' }).click();
  await expect(page.getByText('You are shown as open to work')).toBeVisible();
  await main.getByRole('link', { name: 'Profile' }).click();
  const forYou = page.getByRole('region', { name: 'Open to work' }).getByRole('region', { name: 'Gigs for you' });
  await expect(forYou.getByRole('link', { name: /Head bartender for our new menu/ })).toBeVisible();
  await expect(forYou.getByRole('link', { name: /Head bartender for our new menu/ })).toContainText('The Repour Room');

  // A role no gig is posted for: one quiet line, and the way to all gigs.
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await card.getByRole('button', { name: 'Head bartender' }).click();
  await card.getByRole('button', { name: 'Bar manager' }).click();
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Open to work saved')).toBeVisible();
  await main.getByRole('link', { name: 'Profile' }).click();
  await expect(forYou).toContainText('No open gigs match your roles and cities yet.');
  await forYou.getByRole('link', { name: 'See all gigs' }).click();
  await expect(page).toHaveURL(/\/gigs$/);
  await expect(page.getByRole('heading', { name: 'Gigs', level: 1 })).toBeVisible();
});

test("a closing date of yesterday is refused like one ten days ago: by the form on the phone's date, by the API once the day is over everywhere", async ({
  page,
}) => {
  const bar = await signUpMember('bar');
  await signInPage(page, bar.token);
  await page.goto('/gigs/new');
  await page.getByLabel('Title').fill('Guest shift');
  await choose(page, 'Role', 'Bar back', page);
  await page.getByLabel('Pay').fill('£15/hour');
  await page.getByLabel('City', { exact: true }).fill(`Faro ${Math.random().toString(36).slice(2, 7)}`);
  await page.getByLabel('Description').fill('One Friday night.');
  // Yesterday on the phone's own calendar.
  const yesterday = await page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() - 1);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  });
  const post = page.getByRole('button', { name: 'Post a gig' });
  for (const closesOn of [after(yesterday, -9), yesterday]) {
    await page.getByLabel('Closes on').fill(closesOn);
    await post.click();
    await expect(page.getByLabel('Closes on')).toHaveAccessibleDescription('The closing date cannot be in the past');
  }
  await expect(page).toHaveURL(/\/gigs\/new$/);

  // The API cannot know the poster's zone: it refuses the day before the earliest today anywhere (UTC−12).
  const { postGig } = await graphql(
    `
      mutation ($input: PostGigInput!) {
        postGig(input: $input) {
          __typename
          ... on ValidationError {
            fields {
              path
              message
            }
          }
        }
      }
    `,
    {
      input: {
        title: 'Guest shift',
        role: 'bar_back',
        startsOn: earliestToday(),
        payText: '£15/hour',
        city: 'Faro',
        description: 'One Friday night.',
        closesOn: after(earliestToday(), -1),
      },
    },
    bar.token,
  );
  expect(postGig).toEqual({
    __typename: 'ValidationError',
    fields: [{ path: 'closesOn', message: 'The closing date cannot be in the past' }],
  });
});
