// Arranging profiles over GraphQL, the way any client would: profile details, work history, venues,
// awards, events, campaigns. Each helper fails loudly when the server refuses.
import { tokenForAdmin } from './admin';
import type { Locator } from '@playwright/test';
import { graphql } from './api';

let adminSession: Promise<string> | undefined;
/** One admin session per worker (signing in each time would trip the per-address sign-in limit). */
function adminToken(): Promise<string> {
  adminSession ??= tokenForAdmin();
  return adminSession;
}

async function mutate(field: string, query: string, variables: Record<string, unknown>, token: string) {
  const data = await graphql(query, variables, token);
  const result = data[field];
  if (!result.__typename.endsWith('Payload')) throw new Error(`${field} refused: ${result.message}`);
  return result;
}

const ERRORS = `... on Error { message }`;

export function updateProfile(token: string, input: Record<string, unknown>) {
  return mutate(
    'updateProfile',
    `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ${ERRORS} } }`,
    { input },
    token,
  );
}

/** A bar account that lists its venue; the admin confirms it unless `confirm` is false. Returns the venue's global id. */
export async function listVenue(
  token: string,
  venue: { name: string; city: string; country?: string; state?: string },
  confirm = true,
): Promise<string> {
  const listed = await mutate(
    'listVenue',
    `mutation($input: ListVenueInput!) { listVenue(input: $input) { __typename ... on VenueClaimPayload { venueClaim { id venue { id } } } ${ERRORS} } }`,
    { input: venue },
    token,
  );
  if (confirm) {
    await mutate(
      'decideVenueClaim',
      `mutation($id: ID!) { decideVenueClaim(input: { id: $id, approve: true }) { __typename ${ERRORS} } }`,
      { id: listed.venueClaim.id },
      await adminToken(),
    );
  }
  return listed.venueClaim.venue.id;
}

export async function addWorkEntry(
  token: string,
  entry: Record<string, unknown>,
  requestVerification = false,
): Promise<{ entryId: string; requestId: string | null }> {
  const added = await mutate(
    'addWorkEntry',
    `mutation($input: AddWorkEntryInput!) { addWorkEntry(input: $input) { __typename ... on AddWorkEntryPayload { workEntry { id } verificationRequest { id } } ${ERRORS} } }`,
    { input: { entry, requestVerification } },
    token,
  );
  return { entryId: added.workEntry.id, requestId: added.verificationRequest?.id ?? null };
}

export function decideVerification(token: string, requestId: string, decision: 'verified' | 'denied') {
  return mutate(
    'decideVerification',
    `mutation($id: ID!, $decision: VerificationDecision!) { decideVerification(input: { requestId: $id, decision: $decision }) { __typename ${ERRORS} } }`,
    { id: requestId, decision },
    token,
  );
}

export function addAchievement(token: string, input: Record<string, unknown>) {
  return mutate(
    'addAchievement',
    `mutation($input: AddAchievementInput!) { addAchievement(input: $input) { __typename ${ERRORS} } }`,
    { input },
    token,
  );
}

export function createEvent(token: string, input: { name: string; date: string; time?: string; city?: string }) {
  return mutate('createEvent', `mutation($input: EventInput!) { createEvent(input: $input) { __typename ${ERRORS} } }`, { input }, token);
}

export async function addPartnerVenue(token: string, venueName: string) {
  const { venueSearch } = await graphql(
    `
      query ($text: String!) {
        venueSearch(text: $text, first: 1) {
          edges {
            node {
              id
            }
          }
        }
      }
    `,
    { text: venueName },
  );
  return mutate(
    'addPartnerVenue',
    `mutation($venue: ID!) { addPartnerVenue(input: { venue: $venue }) { __typename ${ERRORS} } }`,
    { venue: venueSearch.edges[0].node.id },
    token,
  );
}

/** A date `days` from today, as the event form sends it. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Picks a month in a MonthField ("2024-02": February, 2024) the way a member does: the month from
 * its list, the year typed.
 */
export async function pickMonth(scope: Locator, label: string, month: string) {
  const [year, monthNumber] = month.split('-');
  const name = new Date(Date.UTC(2000, Number(monthNumber) - 1, 1)).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
  await scope.getByRole('combobox', { name: `${label} month` }).click();
  await scope.page().getByRole('option', { name, exact: true }).click();
  await scope.getByRole('textbox', { name: `${label} year` }).fill(year!);
}
