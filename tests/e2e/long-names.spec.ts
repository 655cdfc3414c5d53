// Names as long as they may be (60 characters each for a first and a last name, 200 for a venue's),
// and a word as long as the whole name: no screen grows wider than the phone, which would slide the tab
// bar and the dialogs off it.
import { expect, test, type Page } from './support/test';
import { createCocktailAs, graphql, signInPage, signUpMember } from './support/api';
import { listVenue } from './support/profiles';

const FIRST_NAME = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaf';
const LAST_NAME = 'Featherstonehaughcholmondeleymarjoribanksvonhohenzollernstra';

/** How wide the page is, to compare with the phone's 390 px. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Whether a box lies wholly inside the phone's screen. */
async function onScreen(page: Page, box: { x: number; y: number; width: number; height: number } | null): Promise<boolean> {
  const viewport = page.viewportSize()!;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

test("a member's 60-character first and last names leave their profile and the feed's menu the phone's width, Mute and the tab bar on screen", async ({
  page,
}) => {
  expect([FIRST_NAME.length, LAST_NAME.length]).toEqual([60, 60]);
  const member = await signUpMember('bartender', { firstName: FIRST_NAME, lastName: LAST_NAME });
  const visitor = await signUpMember('user');
  const userId = Buffer.from(`User:${member.databaseId}`).toString('base64');
  const followed = await graphql(
    `
      mutation ($input: FollowInput!) {
        follow(input: $input) {
          __typename
        }
      }
    `,
    { input: { userId } },
    visitor.token,
  );
  expect(followed.follow.__typename).toBe('FollowPayload');
  const cocktail = `Long Name Sour ${Math.random().toString(36).slice(2, 7)}`;
  await createCocktailAs(member.token, { name: cocktail, ingredients: [{ amount: 45, unit: 'ml', ingredient: 'Gin' }] });
  await signInPage(page, visitor.token);

  // The item's menu names the member whole, wrapping inside the screen.
  await page.goto('/feed');
  const item = page
    .getByRole('list', { name: 'Your feed' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: cocktail, exact: true }) });
  await item.getByRole('button', { name: `More about ${FIRST_NAME} ${LAST_NAME}'s post` }).click();
  const muteItem = page.getByRole('menuitem', { name: `Mute ${FIRST_NAME} ${LAST_NAME}` });
  await expect(muteItem).toBeVisible();
  expect(await onScreen(page, await page.getByRole('menu').boundingBox())).toBe(true);
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.keyboard.press('Escape');

  await page.goto(`/profile/${member.databaseId}`);
  // The whole name is the button's name; the label ends in an ellipsis where the screen does.
  const mute = page.getByRole('button', { name: `Mute ${FIRST_NAME} ${LAST_NAME}` });
  await expect(mute).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await onScreen(page, await mute.boundingBox())).toBe(true);
  const profileTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' });
  expect(await onScreen(page, await profileTab.boundingBox())).toBe(true);
});

test("a long-named venue's profile stays the phone's width with its Check in dialog open, the dialog's buttons on screen", async ({
  page,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const venueName = `The Extraordinarily Long-Named Speakeasy & Cocktail Lounge of Lower Manhattan, Upstairs from the Laundromat on the Corner of Mulberry and Grand, Open Late Every Night of the Week ${tag}`;
  const bar = await signUpMember('bar', { firstName: FIRST_NAME, lastName: LAST_NAME });
  await listVenue(bar.token, { name: venueName, city: 'New York', state: 'NY', country: 'USA' });
  const visitor = await signUpMember('user');
  await signInPage(page, visitor.token);

  await page.goto(`/profile/${bar.databaseId}`);
  await page.getByRole('button', { name: `Check in at ${venueName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Check in at ${venueName}` });
  await expect(dialog).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  for (const name of ['Check in', 'Cancel']) {
    const button = dialog.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    expect(await onScreen(page, await button.boundingBox())).toBe(true);
  }
});
