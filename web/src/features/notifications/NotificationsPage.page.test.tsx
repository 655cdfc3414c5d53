// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { MockResolverContext } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import * as NotificationsPage from './NotificationsPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

const ana = { databaseId: 5, displayName: 'Ana Rossi', firstName: 'Ana', username: 'anarossi', avatarUrl: null };
const ben = { databaseId: 6, displayName: 'Ben Okafor', firstName: 'Ben', username: 'benokafor', avatarUrl: null };
const none = { cocktail: null, review: null, verificationRequest: null, gig: null };

/** The inbox: Ana's new follow (unread) and Ben's like of the Negroni (read). */
const inbox = {
  // The viewer; the actors are users too, and take the values written in their notification.
  User: (context: MockResolverContext) =>
    context.name === 'actor'
      ? undefined
      : {
          unreadNotificationsCount: 1,
          notifications: {
            edges: [
              { node: { ...none, kind: 'follow', unread: true, notifiedAt: '2026-11-29T18:00:00.000Z', actor: ana } },
              {
                node: {
                  ...none,
                  kind: 'like',
                  unread: false,
                  notifiedAt: '2026-11-27T09:30:00.000Z',
                  actor: ben,
                  cocktail: { databaseId: 12, name: 'Negroni', photoUrl: null },
                },
              },
            ],
            pageInfo: { hasNextPage: false, endCursor: null },
          },
        },
};

function openInbox() {
  return renderPage(NotificationsPage, { path: '/notifications', resolvers: inbox });
}

describe('the notifications page', () => {
  it('lists who did what, newest first, with the unread one marked', async () => {
    await openInbox();
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Unread: Ana Rossi started following you',
      'Ben Okafor liked your cocktail Negroni',
    ]);
  });

  it('marks all as read: sends the mutation, the marks and the button go', async () => {
    const page = await openInbox();
    await page.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(page.pending()).toEqual([{ name: 'MarkAllNotificationsReadMutation', variables: {} }]);
    // At once, before the answer.
    expect(screen.queryByText(/Unread/)).toBeNull();

    await page.answer({
      MarkAllNotificationsReadResult: () => ({ __typename: 'MarkAllNotificationsReadPayload', markedCount: 1 }),
      User: () => ({ unreadNotificationsCount: 0 }),
    });
    expect(screen.queryByText(/Unread/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
