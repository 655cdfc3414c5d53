// Talking to the e2e server the way any client does: GraphQL over HTTP. Tests make their own members
// through invite codes, as people do, and never share them.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './admin';
import SessionViewerQuery from '../../../web/src/app/session/__generated__/SessionViewerQuery.graphql';
import { sessionEntries, viewerFromResponse } from '../../../web/src/app/session/startup-check';

// playwright.config.ts picks the server's free port and passes it to the workers.
export const E2E_BASE_URL = `http://localhost:${process.env.E2E_PORT}`;

/**
 * A made-up client address per request: rate limits count per address. The e2e server trusts one proxy
 * hop, so the rightmost (here the only) X-Forwarded-For entry is the address it counts.
 */
function helperAddress(): string {
  const [a, b] = randomBytes(2);
  return `198.18.${a}.${b}`;
}

export async function graphql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': helperAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((error) => error.message).join('; ')}`);
  return body.data as T;
}

const LOG_IN = `mutation($input: LogInInput!) {
  logIn(input: $input) { __typename ... on AuthPayload { token } ... on Error { message } }
}`;

/** A fresh session of a member (every call signs in anew). */
export async function tokenFor(emailOrUsername: string, password: string): Promise<string> {
  const { logIn } = await graphql(LOG_IN, { input: { emailOrUsername, password } });
  if (logIn.__typename !== 'AuthPayload') throw new Error(`Could not sign in ${emailOrUsername}: ${logIn.message}`);
  return logIn.token;
}

export type AccountType = 'user' | 'bartender' | 'bar' | 'brand' | 'admin';

/** The admin session this worker makes invites with: one sign-in, not one per new member. */
let inviterToken: Promise<string> | undefined;

/** New invite codes, made by the seeded admin. */
export async function createInviteCodes(profileType: AccountType, count = 1): Promise<string[]> {
  for (let attempt = 0; attempt < 2; attempt++) {
    inviterToken ??= tokenFor(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    const { createInvites } = await graphql(
      `
        mutation ($input: CreateInvitesInput!) {
          createInvites(input: $input) {
            __typename
            ... on CreateInvitesPayload {
              invites {
                code
              }
            }
            ... on Error {
              message
              code
            }
          }
        }
      `,
      { input: { profileType, count } },
      await inviterToken,
    );
    if (createInvites.__typename === 'CreateInvitesPayload') return createInvites.invites.map((invite: { code: string }) => invite.code);
    if (createInvites.code !== 'UNAUTHENTICATED') throw new Error(createInvites.message);
    inviterToken = undefined; // that session ended (a test signed the admin out everywhere): sign in again
  }
  throw new Error('Could not create invite codes as the admin');
}

export interface E2EMember {
  token: string;
  email: string;
  password: string;
  username: string;
  databaseId: number;
  firstName: string;
  lastName: string;
}

/** Joins with a fresh invite of the given type and returns the new member, signed in. */
export async function signUpMember(
  profileType: AccountType = 'user',
  names: { firstName?: string; lastName?: string } = {},
): Promise<E2EMember> {
  const [inviteCode] = await createInviteCodes(profileType);
  const tag = randomBytes(4).toString('hex');
  const firstName = names.firstName ?? 'Casey';
  const lastName = names.lastName ?? `Tester${tag}`;
  const email = `member-${tag}@e2e.test`;
  const password = `Shaken-${tag}!A1`;
  const { signUp } = await graphql(
    `
      mutation ($input: SignUpInput!) {
        signUp(input: $input) {
          __typename
          ... on AuthPayload {
            token
            viewer {
              username
              databaseId
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { input: { inviteCode, firstName, lastName, email, password } },
  );
  if (signUp.__typename !== 'AuthPayload') throw new Error(`Sign-up failed: ${signUp.message}`);
  return {
    token: signUp.token,
    email,
    password,
    username: signUp.viewer.username,
    databaseId: signUp.viewer.databaseId,
    firstName,
    lastName,
  };
}

/** Creates a cocktail as the member of `token` through the API; fails the test on any other answer. */
export async function createCocktailAs(token: string, input: Record<string, unknown>): Promise<{ id: string; databaseId: number }> {
  const { createCocktail } = await graphql(
    `
      mutation ($input: CocktailInput!) {
        createCocktail(input: $input) {
          __typename
          ... on CocktailPayload {
            cocktail {
              id
              databaseId
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { input },
    token,
  );
  if (createCocktail.__typename !== 'CocktailPayload') throw new Error(`Creating a cocktail failed: ${createCocktail.message}`);
  return createCocktail.cocktail;
}

/**
 * Starts the page signed in as `token`: what the app's sign-in leaves in local storage (the token and the
 * member, startup-check.ts sessionEntries), there before any script runs.
 */
export async function signInPage(page: Page, token: string): Promise<void> {
  const data: unknown = await graphql(SessionViewerQuery.params.text ?? '', {}, token);
  const viewer = viewerFromResponse({ data });
  if (!viewer) throw new Error('signInPage: the token signs nobody in');
  await page.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    sessionEntries(token, viewer),
  );
}
