// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MENU_MESSAGES } from '@common/menus';
import { renderPage } from '@/testing/render-page';
import * as MenusPage from './MenusPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

describe('the menus page', () => {
  it('tells a bartender that menus are for bars and brands, and leads them back to their profile', async () => {
    await renderPage(MenusPage, { path: '/profile/menus', resolvers: { User: () => ({ profileType: 'bartender' }) } });

    expect(screen.getByText(MENU_MESSAGES.accountsOnly)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your menus' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveProperty('pathname', '/profile');
  });
});
