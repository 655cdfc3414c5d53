// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import * as OwnProfilePage from './OwnProfilePage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

/** Ana, signed in: a verified OG bartender in Milan with two cocktails. */
function ana(profileType: string) {
  return {
    databaseId: 5,
    profileType,
    isAdmin: false,
    firstName: 'Ana',
    lastName: 'Rossi',
    displayName: 'Ana Rossi',
    username: 'anarossi',
    avatarUrl: null,
    location: 'Milan, Italy',
    createdAt: '2025-03-14T10:00:00.000Z',
    isVerified: true,
    badges: ['og'],
    specialties: ['Amari', 'Stirred'],
    bio: 'Head bartender, bitter drinks.',
    cocktailCount: 2,
    totalRepours: 14,
    weeklyTop10Hits: 3,
    connectionCounts: { followers: 128, following: 40 },
    openToWork: null,
    currentPositions: [],
  };
}

/** Opens /profile for an account of this type (the loader reads it from the stored session, userData). */
function openProfile(profileType: string) {
  localStorage.setItem('userData', JSON.stringify({ profile_type: profileType, is_admin: false }));
  return renderPage(OwnProfilePage, { path: '/profile', resolvers: { User: () => ana(profileType) } });
}

describe('the own profile page', () => {
  it('shows the member their name, handle, badge, place and when they joined', async () => {
    await openProfile('bartender');
    expect(screen.getByRole('heading', { name: /^Ana Rossi/ })).toBeTruthy();
    expect(screen.getByText('@anarossi')).toBeTruthy();
    expect(screen.getByText('OG Crew')).toBeTruthy();
    expect(screen.getByText('Milan, Italy')).toBeTruthy();
    expect(screen.getByText('Joined Mar 14, 2025')).toBeTruthy();
    expect(screen.getByText('Head bartender, bitter drinks.')).toBeTruthy();
  });

  it('shows their counts, followers and following leading to their connections', async () => {
    await openProfile('bartender');
    expect(screen.getByRole('link', { name: /128\s*Followers/ })).toHaveProperty('pathname', '/profile/5/connections/followers');
    expect(screen.getByRole('link', { name: /40\s*Following/ })).toHaveProperty('pathname', '/profile/5/connections/following');
    expect(screen.getByText('Total Re-pours').previousSibling?.textContent).toBe('14');
    expect(screen.getByText('Weekly Top 10 Hits').previousSibling?.textContent).toBe('3');
  });

  it('gives a bartender the Cocktails, Work and Tagged tabs', async () => {
    const page = await openProfile('bartender');
    expect(page.sent()[0].variables).toEqual({ bartender: true, barfly: false, bar: false, brand: false, events: false, admin: false });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cocktails', 'Work', 'Tagged']);
  });

  it('gives a bar the Info, Events and Team tabs', async () => {
    const page = await openProfile('bar');
    expect(page.sent()[0].variables).toEqual({ bartender: false, barfly: false, bar: true, brand: false, events: true, admin: false });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Info', 'Events', 'Team']);
  });

  // The installed app has no address bar: this card is the admin's way to the report queue.
  it('gives an admin a card with the open reports counted, which opens the reports screen on a tap', async () => {
    localStorage.setItem('userData', JSON.stringify({ profile_type: 'admin', is_admin: true }));
    const page = await renderPage(OwnProfilePage, {
      path: '/profile',
      resolvers: { User: () => ({ ...ana('admin'), isAdmin: true }), CocktailReportCounts: () => ({ open: 3 }) },
    });
    const reports = screen.getByRole('link', { name: /^Reports/ });
    expect(reports.textContent).toBe('Reports3 open reports · suggested corrections to recipes');
    await page.user.click(reports);
    expect(page.url()).toBe('/admin/reports');
  });
});
