// @vitest-environment jsdom
// A bar's Events tab on its own profile: the Add and Edit dialogs (decision 0053).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { earliestUpcomingDate } from '@common/events';
import { renderPage } from '@/testing/render-page';
import * as OwnProfilePage from './OwnProfilePage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** A bar in Wellington that has listed its venue in Berlin, and an event it added in Paris before that. */
const bar = {
  databaseId: 7,
  profileType: 'bar',
  isAdmin: false,
  firstName: 'Kiri',
  lastName: null,
  displayName: 'Kiri Bar',
  username: 'kiribar',
  avatarUrl: null,
  location: 'Wellington, New Zealand',
  createdAt: '2025-03-14T10:00:00.000Z',
  isVerified: false,
  badges: [],
  specialties: [],
  bio: null,
  cocktailCount: 0,
  connectionCounts: { followers: 0, following: 0 },
  openToWork: null,
  currentPositions: [],
  venue: { name: 'Berlin Bar', city: 'Berlin' },
  events: [{ id: btoa('Event:1'), name: 'Pastis Night', date: nextWeek, time: null, city: 'Paris', venue: null }],
};

async function openEvents() {
  localStorage.setItem('userData', JSON.stringify({ profile_type: 'bar', is_admin: false }));
  const page = await renderPage(OwnProfilePage, { path: '/profile', resolvers: { User: () => bar } });
  await page.user.click(screen.getByRole('tab', { name: 'Events' }));
  return page;
}

describe("a bar's events on its own profile", () => {
  it("edits an event saved before the venue was listed in the event's own city, which Save sends back", async () => {
    const page = await openEvents();
    await page.user.click(screen.getByRole('button', { name: 'Manage' }));
    await page.user.click(screen.getByRole('button', { name: 'Edit Pastis Night' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).queryByText(/Berlin/)).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: /City/ })).toHaveProperty('value', 'Paris');

    const name = within(dialog).getByRole('textbox', { name: 'Event name' });
    await page.user.clear(name);
    await page.user.type(name, 'Pastis Evening');
    await page.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(page.pending().find((operation) => operation.name === 'UpdateEventMutation')?.variables).toEqual({
      input: { id: btoa('Event:1'), event: { name: 'Pastis Evening', date: nextWeek, time: null, city: 'Paris' } },
    });
  });

  it("adds a new event at the bar's venue, from the first day that has not passed", async () => {
    const page = await openEvents();
    await page.user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Event' });
    expect(within(dialog).getByText('At Berlin Bar, Berlin')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: /City/ })).toBeNull();
    expect(within(dialog).getByLabelText('Date')).toHaveProperty('min', earliestUpcomingDate());
  });
});
