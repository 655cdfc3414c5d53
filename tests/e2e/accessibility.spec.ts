// axe-core over every route of the app (common/app-routes.ts), in the light and the dark theme, for each
// kind of member: nothing found at WCAG 2.1 A/AA, and nothing wider than the phone's 390 px nor any text
// cut (support/layout.ts). One test per kind of member, so they run side by side; one page per test,
// moving from screen to screen inside the app (it loads once); each screen is checked once its content
// has loaded, not its Suspense fallback, and after its fades and transitions. A failure lists every
// violation with its screen, theme, rule, element and what to fix, and every layout problem with its
// screen, theme and element. With SCREENSHOTS=1 set, each screen's picture in each theme is saved to
// tests/e2e/.output/screens/<kind>-<screen>-<theme>.png for a person to look at.
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '../../common/app-routes';
import { LIST_PAGE_SIZE } from '../../common/constants';
import { createInviteCodes, graphql, signInPage, signUpMember, type AccountType, type E2EMember } from './support/api';
import { axeViolations } from './support/axe';
import { layoutProblems } from './support/layout';
import { addWorkEntry, listVenue } from './support/profiles';
import { closeToasts } from './support/toasts';
import { expect, test, type Locator, type Page } from './support/test';

interface Screen {
  path: string;
  /** Where the path lands, when the app sends it on. */
  lands?: string;
  /** How a failure names the screen, when its path alone does not. */
  name?: string;
  /** The screen's <h1>. */
  heading: string | RegExp;
  /**
   * What shows once the content is there: where the heading alone would not tell this screen from the
   * last one, or parts that come after the first paint (a lazy form, the rest of a long list).
   */
  ready?: (page: Page) => Locator | Locator[];
  /** Brings the screen into a state worth checking (an error shown, a tab or a menu open) once it has loaded. */
  then?: (page: Page) => Promise<void>;
}

type Theme = 'light' | 'dark';

/** A Suspense fallback's busy region, skeletons and spinners: the screen is still loading. */
const LOADING = '[aria-busy="true"], [data-slot="skeleton"], [data-slot="spinner"]';

/** Opens a path: the first loads the app, the others move inside it as the app's links do. */
async function open(page: Page, path: string, first: boolean) {
  if (first) {
    await page.goto(path);
    return;
  }
  // A toast the screen before raised (a refused form's) would fade out while this one is checked, its
  // colours measured mid-fade: it is closed first.
  await closeToasts(page);
  // The router follows the browser's history (as on Back and Forward). A state of the screen showing
  // (a tab, a menu) stays where it is.
  await page.evaluate((target) => {
    if (`${location.pathname}${location.search}` === target) return;
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Waits, frame by frame, until the page shows `theme` and nothing is loading (axeViolations then lets the
 * fades and transitions end before it measures).
 */
async function settle(page: Page, theme: Theme) {
  const waiting = await page.evaluate(
    async ({ dark, loading }) => {
      const deadline = performance.now() + 10_000;
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const busy =
          document.documentElement.classList.contains('dark') !== dark
            ? 'the theme'
            : document.querySelector(loading)?.outerHTML.slice(0, 200);
        if (!busy) return null;
        if (performance.now() > deadline) return busy;
      }
    },
    { dark: theme === 'dark', loading: LOADING },
  );
  expect(waiting, 'still waiting for this after 10 s').toBeNull();
}

/**
 * Layout problems the app has today, left for a decision rather than hidden: each is matched by the
 * screen's name (or path) and the start of the problem's sentence, and says why it is let pass. Those
 * found are named in the test's annotations (the HTML report shows them).
 */
const KNOWN_LAYOUT_PROBLEMS: Array<{ screen: RegExp; problem: string; reason: string }> = [];

/** Where SCREENSHOTS=1 saves a screen's picture: tests/e2e/.output/screens/<kind>-<screen>-<theme>.png. */
function screenshotPath(kind: string, screen: Screen, theme: Theme) {
  const name = (screen.name ?? screen.path)
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `tests/e2e/.output/screens/${kind}-${name || 'home'}-${theme}.png`;
}

/**
 * Visits each screen and checks it in both themes (the device's colour scheme, which the app follows):
 * axe-core, and the layout at the phone's width. Every other screen starts in the dark theme, where the
 * last one ended, to switch once a screen.
 */
async function expectNoViolations(page: Page, kind: string, screens: Screen[]) {
  const found: string[] = [];
  const layout: string[] = [];
  const known = new Set<(typeof KNOWN_LAYOUT_PROBLEMS)[number]>();
  for (const [index, screen] of screens.entries()) {
    const themes: Theme[] = index % 2 === 0 ? ['light', 'dark'] : ['dark', 'light'];
    await page.emulateMedia({ colorScheme: themes[0] });
    await open(page, screen.path, index === 0);
    await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor({ timeout: 10_000 });
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === (screen.lands ?? screen.path));
    for (const part of [screen.ready?.(page) ?? []].flat()) await part.first().waitFor({ timeout: 10_000 });
    await settle(page, themes[0]);
    if (screen.then) {
      await screen.then(page);
      await settle(page, themes[0]);
    }
    for (const theme of themes) {
      if (theme !== themes[0]) {
        await page.emulateMedia({ colorScheme: theme });
        await settle(page, theme);
      }
      if (process.env.SCREENSHOTS) await page.screenshot({ path: screenshotPath(kind, screen, theme), animations: 'disabled' });
      for (const violation of await axeViolations(page)) {
        found.push(
          `${screen.name ?? screen.path} (${theme}) ${violation.rule}: ${violation.help}\n  at ${violation.target}\n  ${violation.summary}`,
        );
      }
      for (const problem of await layoutProblems(page)) {
        const allowed = KNOWN_LAYOUT_PROBLEMS.find(
          (entry) => entry.screen.test(screen.name ?? screen.path) && problem.startsWith(entry.problem),
        );
        if (allowed) known.add(allowed);
        else layout.push(`${screen.name ?? screen.path} (${theme}): ${problem}`);
      }
    }
  }
  expect(found, 'axe-core found WCAG 2.1 A/AA violations').toEqual([]);
  expect(layout, 'screens wider than the phone, or with text cut, at 390x844').toEqual([]);
  for (const entry of KNOWN_LAYOUT_PROBLEMS) {
    if (known.has(entry)) test.info().annotations.push({ type: 'known layout problem', description: `${entry.problem} (${entry.reason})` });
  }
}

async function refuseInviteCode(page: Page) {
  await page.getByLabel('Invite code').fill('ZZZZ2345');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
}

async function openThemeMenu(page: Page) {
  await page.getByRole('button', { name: 'Theme' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'System', checked: true })).toBeVisible();
}

/** Seeded things with a screen of their own: a cocktail, an open gig, a bar that hosts events. */
async function demoContent() {
  const data = await graphql(`
    {
      cocktails(first: 1) {
        edges {
          node {
            id
            databaseId
            name
          }
        }
      }
      gigs(first: 1) {
        edges {
          node {
            databaseId
            title
          }
        }
      }
      upcomingEvents(first: 1) {
        edges {
          node {
            owner {
              databaseId
              displayName
            }
          }
        }
      }
    }
  `);
  // A brand's published menu (decision 0077), for its public address and its editor.
  const brand = await signUpMember('brand');
  const { createMenu } = await graphql(
    `
      mutation ($input: CreateMenuInput!) {
        createMenu(input: $input) {
          ... on MenuPayload {
            menu {
              databaseId
              name
            }
          }
        }
      }
    `,
    {
      input: {
        name: 'Axe Menu',
        published: true,
        sections: [
          {
            name: 'Classics',
            items: [
              { cocktailId: data.cocktails.edges[0].node.id, price: '$12', note: 'House blend' },
              { name: 'Spritz', price: '$9', available: false },
            ],
          },
        ],
      },
    },
    brand.token,
  );
  return {
    menu: createMenu.menu as { databaseId: number; name: string },
    cocktail: data.cocktails.edges[0].node as { id: string; databaseId: number; name: string },
    gig: data.gigs.edges[0].node as { databaseId: number; title: string },
    host: data.upcomingEvents.edges[0].node.owner as { databaseId: number; displayName: string },
  };
}

type DemoContent = Awaited<ReturnType<typeof demoContent>>;

/** What a visitor who is not signed in can open (member routes send them to the sign-in screen, checked first). */
function visitorScreens({ host, menu }: DemoContent, inviteCode: string): Screen[] {
  return [
    { path: '/login', heading: 'Welcome back' },
    { path: `/welcome?code=${inviteCode}`, heading: 'Welcome to Repour', ready: (p) => p.getByText(inviteCode) },
    { path: '/welcome?code=ZZZZ2345', heading: 'Welcome to Repour', ready: (p) => p.getByRole('alert') },
    { path: `/signup?code=${inviteCode}`, heading: 'Create Account' },
    {
      path: '/login',
      name: '/login with its errors',
      heading: 'Welcome back',
      // The sign-in error, and a code no invite has in the sign-in screen's invite box.
      then: async (p) => {
        await p.getByLabel('Email or Username').fill(`nobody-${Date.now()}@e2e.test`);
        await p.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
        await p.getByRole('button', { name: 'Sign In' }).click();
        await expect(p.getByRole('alert')).toHaveText('Invalid email/username or password');
        await p.getByLabel('Invite code').pressSequentially('ZZZZ2345');
        await p.getByRole('button', { name: 'Join Now!' }).click();
        await expect(p.getByRole('alert').filter({ hasText: /invite code/i })).toBeVisible();
      },
    },
    { path: `/signup?code=ZZZZ2345`, name: '/signup with an unknown code', heading: 'Create Account', ready: (p) => p.getByRole('alert') },
    { path: '/invite', heading: 'Enter Invite Code' },
    { path: '/invite', name: '/invite with an unknown code', heading: 'Enter Invite Code', then: refuseInviteCode },
    { path: `/profile/${host.databaseId}`, heading: 'Profile', ready: (p) => p.getByText(host.displayName) },
    { path: `/profile/${host.databaseId}/connections/followers`, heading: 'Followers' },
    { path: `/profile/${host.databaseId}/connections/following`, heading: 'Following' },
    { path: '/profile/99999999', heading: 'Profile', ready: (p) => p.getByText('Profile not found') },
    { path: '/icons', heading: 'Icons' },
    { path: '/about', heading: 'About Repour' },
    { path: '/developers', heading: 'Repour for developers' },
    { path: '/events', heading: 'Events', ready: (p) => p.getByRole('article') },
    { path: '/events', name: '/events with the theme menu open', heading: 'Events', then: openThemeMenu },
    { path: `/menus/${menu.databaseId}`, heading: menu.name, ready: (p) => p.getByRole('img', { name: /QR code/ }) },
  ];
}

/** The own profile's tabs past the first, which opens by default, for the kinds of account that have tabs. */
const PROFILE_TABS: Partial<Record<AccountType, string[]>> = {
  bartender: ['Work', 'Tagged'],
  bar: ['Events', 'Team'],
  brand: ['Partners', 'Campaigns'],
};

/** Every route a member can open, ordered so that each screen's heading or content tells it from the last one's. */
function memberScreens(
  kind: AccountType,
  member: Pick<E2EMember, 'databaseId' | 'firstName' | 'lastName'>,
  content: DemoContent,
): Screen[] {
  const { cocktail, gig, host, menu } = content;
  return [
    { path: '/', heading: 'Social Feed' },
    { path: '/top10', heading: 'Weekly Top 10' },
    { path: '/feed', heading: 'Social Feed' },
    { path: '/search', heading: 'Search', ready: (p) => p.getByText('Search Everything') },
    // All of the first page's cards: past the first screen's, they render a few at a time.
    { path: '/cocktails', heading: 'Cocktail Database', ready: (p) => p.getByRole('article').nth(LIST_PAGE_SIZE - 1) },
    {
      path: '/cocktails',
      name: '/cocktails, the filter sheet open',
      heading: 'Cocktail Database',
      then: async (p) => {
        await p.getByRole('button', { name: 'Filter', exact: true }).click();
        const sheet = p.getByRole('dialog', { name: 'Filter Cocktails' });
        await sheet.getByText('Gin', { exact: true }).click();
        await sheet.getByText('Classic', { exact: true }).click();
      },
    },
    { path: '/search?q=gin', heading: 'Search', ready: (p) => p.getByRole('tab', { name: /All/ }) },
    ...['People', 'Venues'].map((tab) => ({
      path: '/search?q=gin',
      name: `/search?q=gin, ${tab} tab`,
      heading: 'Search',
      then: async (p: Page) => {
        await p.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await expect(p.getByRole('tab', { name: new RegExp(`^${tab}`), selected: true })).toBeVisible();
      },
    })),
    // The search screen's address of a recipe, which opens /cocktails/{id}: both routes, one screen.
    {
      path: `/cocktail/${cocktail.databaseId}`,
      lands: `/cocktails/${cocktail.databaseId}`,
      heading: cocktail.name,
      // The review form and the edit or suggestion button load once the recipe has painted.
      ready: (p) => [p.getByRole('form', { name: 'Your review' }), p.getByRole('button', { name: /^(Edit Cocktail|Suggest an Edit)$/ })],
    },
    {
      path: `/cocktails/${cocktail.databaseId}`,
      name: `/cocktails/${cocktail.databaseId}, doubled in oz`,
      heading: cocktail.name,
      then: async (p) => {
        await p.getByRole('button', { name: '×2', exact: true }).click();
        await p.getByRole('radio', { name: 'oz' }).click();
        await expect(p.getByRole('radio', { name: 'oz', checked: true })).toBeVisible();
      },
    },
    {
      path: `/cocktails/${cocktail.databaseId}`,
      name: `/cocktails/${cocktail.databaseId}, its edit or suggestion dialog open`,
      heading: cocktail.name,
      then: async (p) => {
        await p.getByRole('button', { name: /^(Edit Cocktail|Suggest an Edit)$/ }).click();
        await expect(p.getByRole('dialog')).toBeVisible();
      },
    },
    { path: '/create', heading: 'Create Cocktail' },
    // Back from another route: a dialog left open on the screen above would hide its heading.
    {
      path: `/cocktails/${cocktail.databaseId}`,
      name: `/cocktails/${cocktail.databaseId}, a re-pour's note refused`,
      heading: cocktail.name,
      then: async (p) => {
        await p.getByRole('button', { name: 'Repour', exact: true }).first().click();
        const dialog = p.getByRole('dialog');
        await dialog.getByLabel('Note').fill('Too much to say. '.repeat(17));
        await dialog.getByRole('button', { name: 'Repour', exact: true }).click();
        await expect(dialog.getByText('At most 280 characters')).toBeVisible();
      },
    },
    {
      path: '/create',
      name: '/create, refused without a name',
      heading: 'Create Cocktail',
      then: async (p) => {
        await p.getByRole('button', { name: 'Add to Database' }).click();
        await expect(p.getByLabel('Cocktail Name')).toBeFocused();
      },
    },
    { path: '/create-custom-ingredient', heading: 'Create Custom Ingredient' },
    { path: '/profile', heading: 'Profile', ready: (p) => p.getByRole('link', { name: 'Edit Profile' }) },
    ...(PROFILE_TABS[kind] ?? []).map((tab) => ({
      path: '/profile',
      name: `/profile, ${tab} tab`,
      heading: 'Profile',
      then: async (p: Page) => {
        await p.getByRole('tab', { name: tab }).click();
        await expect(p.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      },
    })),
    { path: '/profile/check-ins', heading: 'Check-ins' },
    { path: '/profile/menus', heading: 'Menus' },
    // Another account's menu: its editor says it is not found.
    { path: `/profile/menus/${menu.databaseId}`, heading: 'Edit menu', ready: (p) => p.getByText('Menu not found') },
    { path: `/menus/${menu.databaseId}`, heading: menu.name, ready: (p) => p.getByRole('img', { name: /QR code/ }) },
    { path: '/profile/recipe-files', heading: 'Import and Export' },
    { path: '/settings/tokens', heading: 'Access tokens' },
    {
      path: '/settings/tokens',
      name: "/settings/tokens, a new token's secret shown",
      heading: 'Access tokens',
      then: async (p) => {
        await p.getByLabel('Name').fill('Menu sync');
        await p.getByRole('button', { name: 'Create token' }).click();
        await expect(p.getByLabel('Token secret')).toBeVisible();
      },
    },
    { path: '/my-bar', heading: 'My Bar', ready: (p) => p.getByText(/^\d+ on your shelf$/) },
    {
      path: '/profile/recipe-files',
      name: '/profile/recipe-files, a file previewed',
      heading: 'Import and Export',
      then: async (p: Page) => {
        const recipe = { '@type': 'Recipe', name: 'Axe Sour', recipeIngredient: ['2 oz gin', '1/8 oz absinthe', '1 Axe Check Tincture'] };
        await p
          .getByLabel('Recipe file')
          .setInputFiles({ name: 'r.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(recipe)) });
        await expect(p.getByRole('button', { name: 'Import 1 recipe' })).toBeVisible();
      },
    },
    { path: `/profile/${member.databaseId}`, heading: 'Profile', ready: (p) => p.getByText(`${member.firstName} ${member.lastName}`) },
    { path: `/profile/${host.databaseId}/connections/followers`, heading: 'Followers' },
    { path: `/profile/${host.databaseId}/connections/following`, heading: 'Following' },
    { path: `/profile/${host.databaseId}`, heading: 'Profile', ready: (p) => p.getByText(host.displayName) },
    { path: '/edit-profile', heading: 'Edit Profile' },
    { path: '/notifications', heading: 'Notifications' },
    { path: '/people', heading: 'Find People' },
    { path: '/gigs', heading: 'Gigs' },
    { path: `/gigs/${gig.databaseId}`, heading: gig.title },
    { path: '/gigs/new', heading: 'Post a gig' },
    ...(kind === 'bar' || kind === 'brand'
      ? [
          {
            path: '/gigs/new',
            name: '/gigs/new, refused while empty',
            heading: 'Post a gig',
            then: async (p: Page) => {
              await p.getByRole('button', { name: 'Post a gig' }).click();
              await expect(p.getByText('Enter a title')).toBeVisible();
            },
          },
        ]
      : []),
    {
      path: '/admin/reports',
      heading: 'Reports',
      // The admin's queue with the correction suggested below; everyone else is told it is the admins'.
      ready: (p) => (kind === 'admin' ? p.getByRole('article') : p.getByText('Forbidden - Admin access required')),
    },
    { path: '/events', heading: 'Events', ready: (p) => p.getByRole('article') },
    {
      path: '/events',
      name: '/events, the city sheet open',
      heading: 'Events',
      then: async (p) => {
        await p.getByRole('button', { name: /^City: / }).click();
        await expect(p.getByRole('dialog', { name: 'Choose a city' }).getByRole('button').nth(1)).toBeVisible();
      },
    },
    { path: '/profile/99999999', heading: 'Profile', ready: (p) => p.getByText('Profile not found') },
    { path: '/invite', heading: 'Enter Invite Code' },
    { path: '/invite', name: '/invite with an unknown code', heading: 'Enter Invite Code', then: refuseInviteCode },
    { path: '/icons', heading: 'Icons' },
    { path: '/about', heading: 'About Repour' },
    { path: '/developers', heading: 'Repour for developers' },
    { path: '/no-such-page', heading: 'Page not found' },
    { path: '/no-such-page', name: 'the theme menu open', heading: 'Page not found', then: openThemeMenu },
  ];
}

const MEMBER_KINDS: Array<[AccountType, string]> = [
  ['user', 'a barfly'],
  ['bartender', 'a bartender'],
  ['bar', 'a venue'],
  ['brand', 'a brand'],
  ['admin', 'an admin'],
];

test('the screens these tests check cover every route of the app', () => {
  const content: DemoContent = {
    menu: { databaseId: 1, name: '' },
    cocktail: { id: 'Q29ja3RhaWw6MQ==', databaseId: 1, name: '' },
    gig: { databaseId: 1, title: '' },
    host: { databaseId: 1, displayName: '' },
  };
  const member = { databaseId: 2, firstName: '', lastName: '' };
  const paths = [...visitorScreens(content, 'ABCD2345'), ...MEMBER_KINDS.flatMap(([kind]) => memberScreens(kind, member, content))].flatMap(
    (screen) => [screen.path, screen.lands ?? screen.path].map((path) => new URL(path, 'http://localhost').pathname),
  );
  const routes = appRoutes.map(({ id, path }) => ({ id, path }));
  const checked = new Set(paths.map((path) => matchRoutes(routes, path)?.at(-1)?.route.id));
  expect(appRoutes.map((route) => route.id).filter((id) => !checked.has(id))).toEqual([]);
});

test('the layout check names what is wider than the phone and text cut, and lets pass what is meant to be so', async ({ page }) => {
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <div style="width: 500px; background: red">too wide</div>
    <p style="width: 100px; white-space: nowrap; overflow: hidden">a line cut without an ellipsis</p>
    <p style="width: 100px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">a line with its ellipsis</p>
    <div style="overflow-x: auto"><div style="width: 900px; background: blue">a strip that is swiped</div></div>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap">for screen readers, a long sentence</span>
    <div style="position: fixed; left: 0; width: 420px"><p style="margin: 0 40px">a wrapper wider than the screen, its text inside</p></div>
    <div style="margin-left: 300px; width: 80px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">an ellipsis at the edge of the screen</div>
    <p style="width: 100px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden">three lines of text or more, clamped to two</p>
    <a href="/more"><p style="width: 100px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden">three lines of text or more, the link leads to them</p></a>
  `);
  const problems = await layoutProblems(page);
  expect(problems).toEqual([
    expect.stringMatching(/^the page scrolls sideways: 5\d\dpx wide in a 390px viewport$/),
    expect.stringMatching(/^<div> "too wide" reaches 1\d\dpx past the right edge$/),
    expect.stringMatching(/^<p> "a line cut without an ellipsis" has its text cut: \d+px of text in a 100px box$/),
    '<p> "three lines of text or more, clamped to two" is cut by a 2-line clamp with no title, label or link to the whole text',
  ]);
});

test("every screen a visitor who is not signed in can open passes axe-core and fits a phone's width in both themes", async ({ page }) => {
  test.setTimeout(120_000);
  const content = await demoContent();
  const [inviteCode] = await createInviteCodes('user');
  await expectNoViolations(page, 'visitor', visitorScreens(content, inviteCode));
});

for (const [kind, name] of MEMBER_KINDS) {
  test(`every screen ${name} can open passes axe-core and fits a phone's width in both themes`, async ({ page }) => {
    test.setTimeout(180_000);
    const content = await demoContent();
    const member = await signUpMember(kind);
    if (kind === 'admin') {
      // The admin's queues with something in them: a suggested correction, a work entry to verify, a venue listing.
      const bartender = await signUpMember('bartender');
      const { reportCocktail } = await graphql(
        `
          mutation ($input: ReportCocktailInput!) {
            reportCocktail(input: $input) {
              __typename
            }
          }
        `,
        { input: { cocktailId: content.cocktail.id, message: 'Stir, do not shake.' } },
        bartender.token,
      );
      expect(reportCocktail.__typename).toBe('ReportCocktailPayload');
      await addWorkEntry(
        bartender.token,
        {
          organizationName: 'The Quiet Tap',
          position: 'Bartender',
          city: 'Lisbon',
          country: 'Portugal',
          startDate: '2021-04',
          current: true,
        },
        true,
      );
      const bar = await signUpMember('bar');
      await listVenue(bar.token, { name: `Harbour Room ${bar.username}`, city: 'Lisbon', country: 'Portugal' }, false);
    }
    await signInPage(page, member.token);
    await expectNoViolations(page, kind, memberScreens(kind, member, content));
  });
}
