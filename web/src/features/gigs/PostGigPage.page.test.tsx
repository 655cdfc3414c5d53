// @vitest-environment jsdom
// Signing in clears what the device saved (IndexedDB, which jsdom lacks).
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GIG_MESSAGES } from '@common/gigs';
import { sessionStore } from '@/app/session/session-store';
import { renderPage } from '@/testing/render-page';
import * as PostGigPage from './PostGigPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

describe('the post a gig page', () => {
  it('tells a bartender that only venues and brands post gigs, and leads them to the gigs', async () => {
    await sessionStore.start();
    sessionStore.signIn('a-token', {
      id: 'User:9',
      databaseId: 9,
      username: 'jo.shaker',
      firstName: 'Jo',
      lastName: 'Shaker',
      avatarUrl: null,
      profileType: 'bartender',
      isAdmin: false,
    });
    await renderPage(PostGigPage, { path: '/gigs/new' });

    expect(screen.getByRole('alert').textContent).toBe(GIG_MESSAGES.postersOnly);
    expect(screen.queryByRole('button', { name: GIG_MESSAGES.post })).toBeNull();
    expect(screen.getByRole('link', { name: GIG_MESSAGES.seeAllGigs })).toHaveProperty('pathname', '/gigs');
  });
});
