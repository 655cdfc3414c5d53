// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKENS_PER_MEMBER_MAX } from '@common/access-tokens';
import { ACCOUNT_CAPS } from '@common/account-caps';
import { renderPage } from '@/testing/render-page';
import * as AccessTokensPage from './AccessTokensPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

const tokens = (count: number) => ({
  AccessTokenConnection: () => ({
    edges: Array.from({ length: count }, (_, index) => ({
      cursor: `cursor-${index}`,
      node: { id: btoa(`AccessToken:${index + 1}`), name: `Script ${index + 1}` },
    })),
    pageInfo: { hasNextPage: false, endCursor: null },
  }),
});

describe('the access tokens page', () => {
  it('says why Create token is off at the cap, and names the remedy', async () => {
    await renderPage(AccessTokensPage, { path: '/settings/tokens', resolvers: tokens(ACCESS_TOKENS_PER_MEMBER_MAX) });
    const create = await screen.findByRole('button', { name: 'Create token' });
    expect(create).toHaveProperty('disabled', true);
    expect(document.getElementById(create.getAttribute('aria-describedby') ?? '')?.textContent).toBe(ACCOUNT_CAPS.accessTokens.message);
  });

  it('says nothing of the cap below it', async () => {
    await renderPage(AccessTokensPage, { path: '/settings/tokens', resolvers: tokens(ACCESS_TOKENS_PER_MEMBER_MAX - 1) });
    const create = await screen.findByRole('button', { name: 'Create token' });
    expect(create).toHaveProperty('disabled', false);
    expect(screen.queryByText(ACCOUNT_CAPS.accessTokens.message)).toBeNull();
  });
});
