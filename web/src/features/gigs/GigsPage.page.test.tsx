// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@common/constants';
import { renderPage } from '@/testing/render-page';
import * as GigsPage from './GigsPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

/** Open gigs, each in Lisbon. */
const lisbonGigs = {
  Gig: () => ({ title: 'Weekend bartender', role: 'bartender', startsOn: '2026-12-12', city: 'Lisbon, Portugal', isOpen: true }),
};

const pause = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));

describe('the gigs page', () => {
  it('puts the city of the address in the box on Back, and leaves the address as Back left it', async () => {
    const page = await renderPage(GigsPage, { path: '/gigs', resolvers: lisbonGigs });
    const city = screen.getByRole('combobox', { name: 'City' });
    await page.user.type(city, 'Lisbon');
    await waitFor(() => expect(page.url()).toBe('/gigs?city=Lisbon'));
    await page.answer();

    await page.navigate(-1);
    await page.answer();
    await waitFor(() => expect((city as HTMLInputElement).value).toBe(''));
    // The box's old text is not applied again once its pause is over: Back stays done.
    await pause();
    expect(page.url()).toBe('/gigs');

    await page.navigate(1);
    await page.answer();
    await waitFor(() => expect((city as HTMLInputElement).value).toBe('Lisbon'));
    await pause();
    expect(page.url()).toBe('/gigs?city=Lisbon');
  });
});
