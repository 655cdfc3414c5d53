// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FEED_TEXT } from '@common/feed';
import { renderPage } from '@/testing/render-page';
import * as FeedPage from './FeedPage';
import FeedPageQuery from './__generated__/FeedPageQuery.graphql';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));
// The "N new" pill's live subscription: the test environment's network has no subscriptions.
vi.mock('./NewItemsPill', () => ({ NewItemsPill: () => null }));

const viewer = { __typename: 'User', id: 'VXNlcjo1', databaseId: 5, followingCount: 2 };
const bo = {
  id: 'VXNlcjo5',
  databaseId: 9,
  displayName: 'Bo Ito',
  firstName: 'Bo',
  username: 'boito',
  avatarUrl: null,
  profileType: 'bartender',
};
const cy = {
  id: 'VXNlcjoxMQ==',
  databaseId: 11,
  displayName: 'Cy Park',
  firstName: 'Cy',
  username: 'cypark',
  avatarUrl: null,
  profileType: 'bartender',
};

/** A verified position of `actor`: an item with no cocktail, which the feed never groups. */
const positionOf = (actor: typeof bo, databaseId: number, organizationName: string) => ({
  id: `RmVlZEl0ZW06${databaseId}`,
  databaseId,
  kind: 'position_verified',
  createdAt: '2025-06-01T10:00:00.000Z',
  actor,
  cocktail: null,
  repour: null,
  review: null,
  checkIn: null,
  workEntry: { position: 'Head bartender', organizationName },
  achievement: null,
  venueAward: null,
  event: null,
  gig: null,
});

/** The viewer's feed (through the route's query and the list's own refetch) holding `items`. */
const feedOf = (items: object[]) => ({
  Query: () => ({ viewer, node: viewer }),
  FeedConnection: () => ({
    edges: items.map((node, index) => ({ cursor: `c${index}`, node })),
    pageInfo: { hasNextPage: false, endCursor: null },
  }),
});

const boAtTidePool = positionOf(bo, 1, 'Tide Pool');
const cyAtHarbour = positionOf(cy, 2, 'Harbour Bar');
const bothMembers = feedOf([boAtTidePool, cyAtHarbour]);

const feed = () => screen.getByRole('list', { name: FEED_TEXT.listLabel });

describe('the home feed', () => {
  it('brings a muted member’s items back when Undo unmutes them', async () => {
    const page = await renderPage(FeedPage, { path: '/', resolvers: bothMembers });
    expect(within(feed()).getByText('Bo Ito')).toBeTruthy();

    await page.user.click(screen.getByRole('button', { name: FEED_TEXT.itemMenu('Bo Ito') }));
    await page.user.click(await screen.findByRole('menuitem', { name: FEED_TEXT.mute('Bo Ito') }));
    await page.answer({
      ...bothMembers,
      Mutation: () => ({ muteMember: { __typename: 'MuteMemberPayload', user: { ...bo, viewerHasMuted: true }, viewer } }),
    });
    await waitFor(() => expect(within(feed()).queryByText('Bo Ito')).toBeNull());
    expect(within(feed()).getByText('Cy Park')).toBeTruthy();

    await page.user.click(await screen.findByRole('button', { name: FEED_TEXT.undo }));
    expect(page.pending().map((operation) => operation.name)).toEqual(['UnmuteMemberMutation']);
    // Unmuted: the feed is asked again from the top, and Bo's items are in it.
    await page.answer({
      ...bothMembers,
      Mutation: () => ({ unmuteMember: { __typename: 'UnmuteMemberPayload', user: { ...bo, viewerHasMuted: false } } }),
    });
    expect(page.sent().at(-1)).toEqual({ name: 'FeedListPaginationQuery', variables: { first: 20, after: null, id: viewer.id } });
    await waitFor(() => expect(within(feed()).getByText('Bo Ito')).toBeTruthy());
    expect(await screen.findByText(FEED_TEXT.unmutedToast('Bo Ito'))).toBeTruthy();
  });
});

describe('people to follow', () => {
  it('shows them to a member who follows nobody, asked for in a request of their own', async () => {
    const newcomer = { ...viewer, followingCount: 0, peopleToFollow: [bo, cy] };
    const page = await renderPage(FeedPage, {
      path: '/',
      resolvers: { ...feedOf([]), Query: () => ({ viewer: newcomer, node: newcomer }) },
    });
    const people = await screen.findByRole('list', { name: FEED_TEXT.suggestionsTitle });
    expect(within(people).getByText('Bo Ito')).toBeTruthy();
    expect(within(people).getByText('Cy Park')).toBeTruthy();
    expect(page.sent().map((operation) => operation.name)).toContain('PeopleToFollowQuery');
  });

  it('never asks for them for a member who follows someone', async () => {
    const page = await renderPage(FeedPage, { path: '/', resolvers: bothMembers });
    expect(within(feed()).getByText('Bo Ito')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: FEED_TEXT.suggestionsTitle })).toBeNull();
    expect(page.sent().map((operation) => operation.name)).not.toContain('PeopleToFollowQuery');
    // Nor does the screen's own request name them: the server never works them out for this member.
    expect(FeedPageQuery.params.text).not.toContain('peopleToFollow');
  });
});
