// Invites, accounts and sessions in the browser (issue 3): joining with a printed invite code, signing
// out, and coming back by username or email, with the spec's messages on the way.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page, type Route } from './support/test';
import { createInviteCodes, graphql, signInPage, signUpMember } from './support/api';

/** Holds back the answers to one GraphQL operation until released, to see what shows meanwhile. */
async function holdOperation(page: Page, operationName: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route: Route) => {
    if (route.request().postDataJSON()?.operationName === operationName) await held;
    await route.fallback();
  });
  return { release: () => release() };
}

async function pasteInto(page: Page, label: string | RegExp, text: string) {
  const input = page.getByLabel(label);
  await input.focus();
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const storedItem = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

test('a new member joins with a printed invite code, signs out, and signs in again by username', async ({ page }) => {
  const [code] = await createInviteCodes('bartender');
  const tag = randomBytes(3).toString('hex');
  const email = `joiner-${tag}@e2e.test`;
  const password = `Shaken-${tag}!A1`;

  await page.goto('/login');
  const joinButton = page.getByRole('button', { name: 'Join with Invite Code' });
  await expect(joinButton).toBeDisabled();
  // Typed in lower case with a dash: the box keeps the code's letters and digits, upper-cased.
  await page.getByLabel('Invite code').pressSequentially(`${code.slice(0, 4).toLowerCase()}-`);
  await expect(page.getByLabel('Invite code')).toHaveValue(code.slice(0, 4));
  await expect(page.locator('[data-filled="true"]')).toHaveCount(4);
  await expect(page.getByText('Ready to join! Tap the button below')).toHaveCount(0);
  await page.getByLabel('Invite code').pressSequentially(code.slice(4));
  await expect(page.locator('[data-complete="true"] [data-filled="true"]')).toHaveCount(8);
  await expect(page.getByText('Ready to join! Tap the button below')).toBeVisible();

  const validation = await holdOperation(page, 'InviteValidationQuery');
  await page.getByRole('button', { name: 'Join Now!' }).click();
  await expect(page.getByRole('button', { name: 'Validating...' })).toBeDisabled();
  validation.release();

  await expect(page).toHaveURL(`/welcome?code=${code}`);
  const details = page.getByRole('heading', { name: 'Your Invitation Details' }).locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(details).toContainText('Professional Bartender');
  await expect(details).toContainText(code);
  await expect(page.getByRole('heading', { name: "What You'll Get" })).toBeVisible();
  await expect(page.getByText('This invite code can be used only once.')).toBeVisible();
  expect(JSON.parse((await storedItem(page, 'inviteInfo')) ?? 'null')).toEqual({
    valid: true,
    profile_type: 'bartender',
    is_admin: false,
    error: null,
  });
  await page.getByRole('link', { name: 'Continue to Sign Up' }).click();

  await expect(page).toHaveURL(`/signup?code=${code}`);
  await expect(page.getByLabel('Invite Code')).toHaveValue(code);
  await expect(page.getByText('Invite code validated')).toBeVisible();
  await page.getByLabel('First Name').fill('Negroni');
  await page.getByLabel('Last Name').fill(`Joiner${tag}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('campari');
  await page.getByLabel('Confirm Password').fill('campari');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Password must contain: at least 8 characters, at least one uppercase letter, at least one number, at least one special character',
  );
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Show password' }).last().click();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('type', 'text');

  const creating = await holdOperation(page, 'SignUpMutation');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  creating.release();

  await expect(page).toHaveURL('/edit-profile');
  expect(await storedItem(page, 'authToken')).toBeTruthy();
  const userData = JSON.parse((await storedItem(page, 'userData')) ?? '{}');
  expect(userData).toMatchObject({ first_name: 'Negroni', last_name: `Joiner${tag}`, profile_type: 'bartender' });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  expect(await storedItem(page, 'authToken')).toBeNull();

  await page.getByLabel('Email or Username').fill(userData.username);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email/username or password');

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Password', { exact: true }).fill(password);
  const signingIn = await holdOperation(page, 'LogInMutation');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  signingIn.release();
  await expect(page).toHaveURL('/profile');
  expect(await storedItem(page, 'authToken')).toBeTruthy();
});

test('a member comes back by email, in any case', async ({ page }) => {
  const member = await signUpMember('user');
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(member.email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/profile');
});

test('a used invite code is refused on every screen with a message that says it was used', async ({ page }) => {
  const [code] = await createInviteCodes('user');
  const used = await graphql(
    `
      mutation ($input: SignUpInput!) {
        signUp(input: $input) {
          __typename
        }
      }
    `,
    {
      input: {
        inviteCode: code,
        firstName: 'Early',
        lastName: 'Bird',
        email: `early-${randomBytes(3).toString('hex')}@e2e.test`,
        password: 'Early#Bird1',
      },
    },
  );
  expect(used.signUp.__typename).toBe('AuthPayload');

  await page.goto('/login');
  await page.getByLabel('Invite code').fill(code);
  await page.getByRole('button', { name: 'Join Now!' }).click();
  await expect(page.getByRole('alert')).toHaveText('This invite code has already been used');
  await expect(page).toHaveURL('/login');
  expect(JSON.parse((await storedItem(page, 'inviteInfo')) ?? 'null')).toEqual({
    valid: false,
    profile_type: null,
    is_admin: false,
    error: 'This invite code has already been used',
  });

  await page.goto(`/welcome?code=${code}`);
  await expect(page.getByRole('alert')).toContainText('Invalid Invite Code');
  await expect(page.getByRole('alert')).toContainText('This invite code has already been used');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL('/login');

  await page.goto('/invite');
  await page.getByLabel('Invite code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert')).toHaveText('This invite code has already been used');

  await page.goto(`/signup?code=${code}`);
  await expect(page.getByRole('alert')).toHaveText('This invite code has already been used');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
});

test('Enter or Go on a short code says "Please enter a valid 8-digit invite code", and a refused code turns the dots from green', async ({
  page,
}) => {
  await page.goto('/login');
  const loginCode = page.getByLabel('Invite code');
  await loginCode.fill('ABC');
  await loginCode.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid 8-digit invite code');
  await expect(page.getByRole('button', { name: 'Join with Invite Code' })).toBeDisabled();
  // Typing again takes the refusal away.
  await loginCode.press('D');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // An unknown code of 8: the alert, and neither green dots nor "Ready to join!" beside it.
  await loginCode.fill('ZZZZ9999');
  const dots = page.locator('[data-complete]');
  await expect(page.getByText('Ready to join! Tap the button below')).toBeVisible();
  await expect(dots).toHaveAttribute('data-refused', 'false');
  await loginCode.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid invite code');
  await expect(page.getByText('Ready to join! Tap the button below')).toHaveCount(0);
  await expect(dots).toHaveAttribute('data-refused', 'true');
  await expect(dots.locator('.bg-success')).toHaveCount(0);

  await page.goto('/invite');
  const entryCode = page.getByLabel('Invite code');
  await entryCode.fill('AB12');
  await entryCode.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid 8-digit invite code');
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
});

test('the invite entry screen strips what is not a letter or digit, verifies, and moves on to signup after 2 seconds', async ({ page }) => {
  const [code] = await createInviteCodes('brand');
  await page.goto('/invite');
  await expect(page.getByRole('heading', { name: 'Enter Invite Code' })).toBeVisible();
  const input = page.getByLabel('Invite code');
  await input.pressSequentially('a b!');
  await expect(input).toHaveValue('AB');
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  await input.fill('');
  // Pasted as printed, with spaces and a dash: nothing of the code is lost to the 8-character limit.
  await pasteInto(page, 'Invite code', ` ${code.slice(0, 4).toLowerCase()} - ${code.slice(4)} `);
  await expect(input).toHaveValue(code);

  const verifying = await holdOperation(page, 'InviteValidationQuery');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  verifying.release();

  const verifiedAt = Date.now();
  await expect(page.getByText('Invite code verified! This will create a brand account. Redirecting to signup...')).toBeVisible();
  await expect(page).toHaveURL(`/signup?code=${code}`);
  expect(Date.now() - verifiedAt).toBeGreaterThanOrEqual(1500);
  await expect(page.getByText('Invite code validated')).toBeVisible();
});

test('the signup screen validates a typed code at 8 characters and forgets the result when it changes', async ({ page }) => {
  const [code] = await createInviteCodes('user');
  await page.goto('/signup');
  const input = page.getByLabel('Invite Code');
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await input.pressSequentially(code);
  await expect(page.getByText('Invite code validated')).toBeVisible();
  await expect(page.getByText('Cocktail Enthusiast / Barfly')).toBeVisible();
  await expect(submit).toBeEnabled();
  await input.press('Backspace');
  await expect(page.getByText('Invite code validated')).toHaveCount(0);
  await expect(submit).toBeDisabled();
  // The last character swapped for one no code has (codes have no 0, O, 1 or I).
  await input.pressSequentially('0');
  await expect(page.getByRole('alert')).toHaveText('Invalid invite code. Please enter a valid code.');
});

test('a signup that cannot reach the server says "Failed to validate invite code. Please try again."', async ({ page }) => {
  await page.route('**/graphql', (route) =>
    route.request().postDataJSON()?.operationName === 'InviteValidationQuery' ? route.abort('failed') : route.continue(),
  );
  await page.goto('/signup?code=ABCD2345');
  await expect(page.getByRole('alert')).toHaveText('Failed to validate invite code. Please try again.');
});

test("an email that already has an account is refused with the server's words", async ({ page }) => {
  const member = await signUpMember('user');
  const [code] = await createInviteCodes('user');
  await page.goto(`/signup?code=${code}`);
  await expect(page.getByText('Invite code validated')).toBeVisible();
  await page.getByLabel('First Name').fill('Second');
  await page.getByLabel('Last Name').fill('Account');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('Second#Acc1');
  await page.getByLabel('Confirm Password').fill('Second#Acc1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists. Please sign in instead.');
  await expect(page).toHaveURL(/\/signup/);
});

test('a sign-in that cannot reach the server says "Login failed"', async ({ page }) => {
  await page.route('**/graphql', (route) =>
    route.request().postDataJSON()?.operationName === 'LogInMutation' ? route.abort('failed') : route.continue(),
  );
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill('someone');
  await page.getByLabel('Password', { exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed');
});

test('signed-in members are sent from the sign-in, welcome and signup screens to the feed', async ({ page }) => {
  const member = await signUpMember('user');
  await signInPage(page, member.token);
  for (const path of ['/login', '/welcome?code=ABCD2345', '/signup?code=ABCD2345']) {
    await page.goto(path);
    await expect(page).toHaveURL('/feed');
  }
});

test('the welcome screen without a code goes back to sign in', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page).toHaveURL('/login');
});
