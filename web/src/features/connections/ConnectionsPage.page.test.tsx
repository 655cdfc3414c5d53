// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_MESSAGES } from '@common/connections';
import { renderPage } from '@/testing/render-page';
import * as ConnectionsPage from './ConnectionsPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

const route = '/profile/:userId/connections/:type';

describe('the connections page', () => {
  it("answers a list that does not exist with the app's not-found screen, asking nothing of the server", async () => {
    const page = await renderPage(ConnectionsPage, { path: '/profile/5/connections/bogus', route });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(screen.queryByText('Followers')).toBeNull();
    expect(screen.queryByText(CONNECTION_MESSAGES.failed)).toBeNull();
    expect(page.sent()).toEqual([]);
  });
});
