// @vitest-environment jsdom
// The work-history form of Edit Profile: a position picked at a listed venue names it as the listing
// does, as the server stores it, and its place is not typed over.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import * as EditProfilePage from './EditProfilePage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

const sam = {
  User: () => ({ profileType: 'bartender', isAdmin: false, firstName: 'Sam', lastName: 'Pour', workEntries: [], openToWork: null }),
};

const auditBar = { id: 'Venue:3', name: 'Audit Bar', city: 'Austin', state: 'TX', country: 'USA', isVerified: true };

describe('adding a position at a listed venue', () => {
  it("takes the venue's name and place, which can then not be typed over", async () => {
    const page = await renderPage(EditProfilePage, { path: '/edit-profile', resolvers: sam });
    await page.user.click(screen.getByRole('button', { name: 'Add Work Experience' }));
    const form = screen.getByRole('form', { name: 'Add Work Experience' });
    await page.user.type(within(form).getByLabelText('City'), 'New York');
    await page.user.type(within(form).getByLabelText('State or region'), 'NY');

    await page.user.type(within(form).getByLabelText('Organization name'), 'Audit');
    await waitFor(() => expect(page.pending().map((operation) => operation.name)).toEqual(['VenueSearchFieldQuery']));
    await page.answer({ VenueSearchConnection: () => ({ edges: [{ node: auditBar }] }) });
    await page.user.click(await screen.findByRole('option', { name: /Audit Bar/ }));

    const city = within(form).getByLabelText<HTMLInputElement>('City');
    const region = within(form).getByLabelText<HTMLInputElement>('State or region');
    expect([within(form).getByLabelText<HTMLInputElement>('Organization name').value, city.value, region.value]).toEqual([
      'Audit Bar',
      'Austin',
      'TX',
    ]);
    expect(
      within(form).getByText('Linked to Audit Bar: its account can verify this. Its name and place come from its listing.'),
    ).toBeTruthy();
    expect([city.readOnly, region.readOnly, within(form).getByLabelText<HTMLInputElement>('Country').readOnly]).toEqual([true, true, true]);
    await page.user.type(city, 'New York');
    expect(city.value).toBe('Austin');
  });
});
