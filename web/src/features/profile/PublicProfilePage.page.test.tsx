// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@common/profile';
import { renderPage } from '@/testing/render-page';
import * as PublicProfilePage from './PublicProfilePage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

/** Ana, a bartender in Milan, as anyone sees her. */
const ana = {
  databaseId: 5,
  profileType: 'bartender',
  firstName: 'Ana',
  lastName: 'Rossi',
  displayName: 'Ana Rossi',
  username: 'anarossi',
  avatarUrl: null,
  location: 'Milan, Italy',
  createdAt: '2025-03-14T10:00:00.000Z',
  isVerified: false,
  badges: [],
  specialties: [],
  bio: null,
  cocktailCount: 0,
  connectionCounts: { followers: 0, following: 0 },
  openToWork: null,
  currentPositions: [],
  venue: null,
  events: [],
};

// Opened directly (a shared link in a fresh tab), the app has no page before this one: a step back would
// leave it for the browser's blank page.
describe('a public profile opened directly', () => {
  it("leads Back to the app's home", async () => {
    await renderPage(PublicProfilePage, { path: '/profile/5', route: '/profile/:id', resolvers: { User: () => ana } });
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });

  it("of no member takes Go back to the app's home", async () => {
    const page = await renderPage(PublicProfilePage, {
      path: '/profile/999',
      route: '/profile/:id',
      resolvers: { Query: () => ({ user: null }) },
    });
    expect(screen.getByRole('alert').textContent).toBe(PROFILE_MESSAGES.notFound);
    await page.user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(page.url()).toBe('/');
  });
});
