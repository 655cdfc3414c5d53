// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_MESSAGES, ACCESS_TOKENS_PER_MEMBER_MAX } from '@common/access-tokens';
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

  it('drops a revoked token from the list and keeps the others', async () => {
    const page = await renderPage(AccessTokensPage, { path: '/settings/tokens', resolvers: tokens(3) });
    await page.user.click(screen.getByRole('button', { name: 'Revoke Script 2' }));
    await page.answer({
      Mutation: () => ({
        revokeAccessToken: { __typename: 'RevokeAccessTokenPayload', revokedAccessTokenId: btoa('AccessToken:2') },
      }),
    });
    expect(await screen.findByText(ACCESS_TOKEN_MESSAGES.revoked)).toBeTruthy();
    // The page itself, still shown (a null edge once took it down to the error screen).
    const list = screen.getByRole('region', { name: 'Your tokens' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => within(row).getByRole('button').getAttribute('aria-label')),
    ).toEqual(['Revoke Script 1', 'Revoke Script 3']);
  });
});
