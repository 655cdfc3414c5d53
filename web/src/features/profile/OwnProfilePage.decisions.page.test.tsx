// @vitest-environment jsdom
// What a venue and an admin decide from /profile: the Team tab's requests, the admins' Verification
// Requests and Venue Claims (their totals, pages, and what leaves them after a decision or a refusal).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VENUE_MESSAGES } from '@common/venue-accounts';
import { WORK_MESSAGES } from '@common/work-history';
import { renderPage } from '@/testing/render-page';
import * as OwnProfilePage from './OwnProfilePage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

/** The signed-in account: a bar, or an admin. */
function account(profileType: string, isAdmin: boolean) {
  return {
    __typename: 'User',
    id: 'User:5',
    databaseId: 5,
    profileType,
    isAdmin,
    firstName: 'Ana',
    lastName: 'Rossi',
    displayName: 'Ana Rossi',
    username: 'anarossi',
    avatarUrl: null,
    location: 'Austin, TX',
    createdAt: '2025-03-14T10:00:00.000Z',
    isVerified: true,
    badges: [],
    specialties: [],
    bio: 'Behind the bar.',
    cocktailCount: 2,
    connectionCounts: { followers: 1, following: 1 },
    openToWork: null,
    currentPositions: [],
  };
}

/** Answers as `account` signs in: the signed-in member is the viewer (and the node a refetch reads); other members are as each answer gives them. */
function signedIn(profileType: string, isAdmin: boolean, resolvers: Record<string, (context: { name?: string | null }) => unknown>) {
  const viewer = ({ name }: { name?: string | null }) => (name === 'viewer' || name === 'node' ? account(profileType, isAdmin) : undefined);
  return { User: viewer, Node: viewer, ...resolvers };
}

function openProfile(profileType: string, isAdmin: boolean, resolvers: Record<string, () => unknown>, path = '/profile') {
  localStorage.setItem('userData', JSON.stringify({ profile_type: profileType, is_admin: isAdmin }));
  return renderPage(OwnProfilePage, { path, route: '/profile', resolvers: signedIn(profileType, isAdmin, resolvers) });
}

/** Requests `from` to `from + count - 1` of `total` waiting; `next` says whether more come after them. */
function requests(from: number, count: number, total: number, next: boolean) {
  const edges = Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return {
      cursor: `request-${number}`,
      node: {
        id: `VerificationRequest:${number}`,
        organizationName: `Hidden Bar ${number}`,
        position: 'Head Bartender',
        city: 'Austin',
        country: 'USA',
        startDate: '2023-05',
        endDate: null,
        isCurrent: true,
        createdAt: '2026-03-10T12:00:00.000Z',
        requester: { id: `User:${100 + number}`, databaseId: 100 + number, displayName: `Member ${number}` },
      },
    };
  });
  return { totalCount: total, edges, pageInfo: { hasNextPage: next, endCursor: edges.at(-1)?.cursor ?? null } };
}

/** Claims `from` to `from + count - 1` of `total` waiting. */
function claims(from: number, count: number, total: number, next: boolean) {
  const edges = Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return {
      cursor: `claim-${number}`,
      node: {
        id: `VenueClaim:${number}`,
        message: null,
        listedByClaimant: false,
        createdAt: '2026-03-10T12:00:00.000Z',
        venue: { id: `Venue:${number}`, name: `Venue ${number}`, city: 'Austin', country: 'USA', owner: null },
        claimant: { id: `User:${200 + number}`, databaseId: 200 + number, displayName: `Claimant ${number}` },
      },
    };
  });
  return { totalCount: total, edges, pageInfo: { hasNextPage: next, endCursor: edges.at(-1)?.cursor ?? null } };
}

const requestsList = () => screen.queryByRole('list', { name: 'Verification requests' });
const claimsList = () => screen.queryByRole('list', { name: 'Venue claims' });
const itemsOf = (list: HTMLElement | null) => (list ? within(list).getAllByRole('listitem') : []);
/** The Show more of a card, found from a text inside it. */
const showMoreBeside = (text: string) => within(screen.getByText(text).parentElement!).getByRole('button', { name: 'Show more' });

describe("the admins' verification requests", () => {
  it('say how many wait, show the oldest 20, and the next ones on Show more', async () => {
    const page = await openProfile('bartender', true, {
      VerificationRequestConnection: () => requests(1, 20, 23, true),
      VenueClaimConnection: () => claims(1, 0, 0, false),
    });
    expect(page.sent()[0].variables).toMatchObject({ admin: true });
    expect(screen.getByText('23 requests waiting')).toBeTruthy();
    expect(itemsOf(requestsList())).toHaveLength(20);
    expect(within(itemsOf(requestsList())[0]).getByText('Head Bartender at Hidden Bar 1')).toBeTruthy();

    await page.user.click(showMoreBeside('23 requests waiting'));
    expect(page.pending()).toEqual([
      { name: 'AdminVerificationRequestsCardPaginationQuery', variables: { first: 20, after: 'request-20' } },
    ]);
    await page.answer({ VerificationRequestConnection: () => requests(21, 3, 23, false) });
    expect(itemsOf(requestsList())).toHaveLength(23);
    expect(screen.queryByText('No requests waiting')).toBeNull();
    expect(within(screen.getByText('23 requests waiting').parentElement!).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('lose a decided request and count it off; once the loaded ones are all decided, the next ones show', async () => {
    const page = await openProfile('bartender', true, {
      VerificationRequestConnection: () => requests(1, 2, 9, true),
      VenueClaimConnection: () => claims(1, 0, 0, false),
    });
    expect(screen.getByText('9 requests waiting')).toBeTruthy();

    await page.user.click(screen.getByRole('button', { name: 'Verify Member 1' }));
    expect(page.pending()).toEqual([
      { name: 'AdminDecideVerificationMutation', variables: { input: { requestId: 'VerificationRequest:1', decision: 'verified' } } },
    ]);
    await page.answer({
      Mutation: () => ({
        decideVerification: {
          __typename: 'DecideVerificationPayload',
          verificationRequest: { id: 'VerificationRequest:1', status: 'verified' },
          workEntry: { id: 'WorkEntry:1', verificationStatus: 'verified' },
        },
      }),
    });
    expect(await screen.findByText('8 requests waiting')).toBeTruthy();
    expect(itemsOf(requestsList()).map((item) => within(item).getByRole('link').textContent)).toEqual(['Member 2']);

    await page.user.click(screen.getByRole('button', { name: 'Deny Member 2' }));
    const sentBefore = page.sent().length;
    await page.answer({
      Mutation: () => ({
        decideVerification: {
          __typename: 'DecideVerificationPayload',
          verificationRequest: { id: 'VerificationRequest:2', status: 'denied' },
          workEntry: { id: 'WorkEntry:2', verificationStatus: 'denied' },
        },
      }),
      VerificationRequestConnection: () => requests(3, 7, 7, false),
    });
    // The page emptied while 7 waited: the next ones were asked for, and show.
    expect(page.sent().slice(sentBefore)).toEqual([
      { name: 'AdminVerificationRequestsCardPaginationQuery', variables: { first: 20, after: 'request-2' } },
    ]);
    expect(itemsOf(requestsList())).toHaveLength(7);
    expect(within(itemsOf(requestsList())[0]).getByRole('link').textContent).toBe('Member 3');
    expect(screen.getByText('7 requests waiting')).toBeTruthy();
    expect(screen.queryByText('No requests waiting')).toBeNull();
  });

  it('lose a request the member withdrew, saying so, and keep one a refusal leaves waiting', async () => {
    const page = await openProfile('bartender', true, {
      VerificationRequestConnection: () => requests(1, 2, 2, false),
      VenueClaimConnection: () => claims(1, 0, 0, false),
    });
    await page.user.click(screen.getByRole('button', { name: 'Verify Member 1' }));
    await page.answer({
      Mutation: () => ({
        decideVerification: {
          __typename: 'ValidationError',
          code: 'NOT_PENDING',
          message: WORK_MESSAGES.withdrawn,
          fields: [{ path: 'requestId', message: WORK_MESSAGES.withdrawn }],
        },
      }),
    });
    expect(await screen.findByText('The member withdrew this request')).toBeTruthy();
    expect(screen.getByText('1 request waiting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify Member 1' })).toBeNull();

    await page.user.click(screen.getByRole('button', { name: 'Verify Member 2' }));
    await page.answer({
      Mutation: () => ({
        decideVerification: { __typename: 'ValidationError', code: 'BAD_USER_INPUT', message: 'Not a VerificationRequest id', fields: [] },
      }),
    });
    expect(await screen.findByText('Not a VerificationRequest id')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verify Member 2' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('1 request waiting')).toBeTruthy();
  });
});

describe("the admins' venue claims", () => {
  it('say how many wait, page on Show more, and lose a claim withdrawn meanwhile, saying so', async () => {
    const page = await openProfile('bartender', true, {
      VerificationRequestConnection: () => requests(1, 0, 0, false),
      VenueClaimConnection: () => claims(1, 20, 21, true),
    });
    expect(screen.getByText('No requests waiting')).toBeTruthy();
    expect(screen.getByText('21 claims waiting')).toBeTruthy();
    await page.user.click(showMoreBeside('21 claims waiting'));
    expect(page.pending()).toEqual([{ name: 'AdminVenueClaimsCardPaginationQuery', variables: { first: 20, after: 'claim-20' } }]);
    await page.answer({ VenueClaimConnection: () => claims(21, 1, 21, false) });
    expect(itemsOf(claimsList())).toHaveLength(21);

    await page.user.click(screen.getByRole('button', { name: 'Approve Venue 21' }));
    expect(page.pending()).toEqual([{ name: 'DecideVenueClaimMutation', variables: { input: { id: 'VenueClaim:21', approve: true } } }]);
    await page.answer({
      Mutation: () => ({
        decideVenueClaim: {
          __typename: 'ValidationError',
          code: 'NOT_PENDING',
          message: VENUE_MESSAGES.claimWithdrawn,
          fields: [{ path: 'claimId', message: VENUE_MESSAGES.claimWithdrawn }],
        },
      }),
    });
    expect(await screen.findByText('This claim was withdrawn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve Venue 21' })).toBeNull();
    expect(screen.getByText('20 claims waiting')).toBeTruthy();

    // The claimant came to speak for another venue: the claim still waits, and stays.
    await page.user.click(screen.getByRole('button', { name: 'Approve Venue 1' }));
    await page.answer({
      Mutation: () => ({
        decideVenueClaim: {
          __typename: 'ValidationError',
          code: 'BAD_USER_INPUT',
          message: VENUE_MESSAGES.alreadyOwnsVenue,
          fields: [{ path: 'claimId', message: VENUE_MESSAGES.alreadyOwnsVenue }],
        },
      }),
    });
    expect(await screen.findByText(VENUE_MESSAGES.alreadyOwnsVenue)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Approve Venue 1' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('20 claims waiting')).toBeTruthy();
  });
});

/** A team member's entry as the bar's Team tab reads it. */
function teamEntry(overrides: Record<string, unknown> = {}) {
  return {
    id: 'WorkEntry:7',
    position: 'Head Bartender',
    organizationName: 'The Dead Rabbit',
    city: 'New York',
    region: 'NY',
    country: 'USA',
    current: true,
    startDate: '2023-05',
    endDate: null,
    verificationStatus: 'pending',
    user: { id: 'User:70', databaseId: 70, username: 'sly', firstName: 'Sly', lastName: 'Pour', displayName: 'Sly Pour', avatarUrl: null },
    openVerificationRequests: [{ id: 'VerificationRequest:7', viewerCanDecide: true }],
    ...overrides,
  };
}

describe("a bar's Team tab", () => {
  it('shows where each member says they work, and reads the team again when the member withdrew the request', async () => {
    const venue = (entry: ReturnType<typeof teamEntry>) => ({
      Venue: () => ({ id: 'Venue:3', name: 'Audit Bar', isVerified: true, team: [entry] }),
    });
    const page = await openProfile('bar', false, venue(teamEntry()), '/profile?tab=team');
    const member = screen.getByRole('link', { name: 'Sly Pour' }).closest('li')!;
    expect(within(member).getByText('Head Bartender at The Dead Rabbit')).toBeTruthy();
    expect(within(member).getByText('New York, NY, USA · May 2023 – Present')).toBeTruthy();

    await page.user.click(within(member).getByRole('button', { name: 'Verify Sly Pour' }));
    const sentBefore = page.sent().length;
    // The member had changed the entry meanwhile: a new position, the request withdrawn.
    await page.answer(
      signedIn('bar', false, {
        Mutation: () => ({
          decideVerification: {
            __typename: 'ValidationError',
            code: 'NOT_PENDING',
            message: WORK_MESSAGES.withdrawn,
            fields: [{ path: 'requestId', message: WORK_MESSAGES.withdrawn }],
          },
        }),
        ...venue(teamEntry({ position: 'Bar Director', verificationStatus: 'unverified', openVerificationRequests: [] })),
      }),
    );
    expect(await screen.findByText('The member withdrew this request')).toBeTruthy();
    expect(page.sent().slice(sentBefore)).toEqual([{ name: 'TeamTabRefetchQuery', variables: { id: 'User:5' } }]);
    const changed = screen.getByRole('link', { name: 'Sly Pour' }).closest('li')!;
    expect(within(changed).getByText('Bar Director at The Dead Rabbit')).toBeTruthy();
    expect(within(changed).queryByRole('button', { name: 'Verify Sly Pour' })).toBeNull();
  });
});
