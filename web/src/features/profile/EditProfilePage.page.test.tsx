// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_TO_WORK_MESSAGES } from '@common/open-to-work';
import { NetworkFailureError } from '@/relay/fetch-graphql';
import { renderPage } from '@/testing/render-page';
import * as EditProfilePage from './EditProfilePage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

/** Robin, a bartender shown as open to work in London. */
const robin = {
  User: () => ({
    profileType: 'bartender',
    isAdmin: false,
    firstName: 'Robin',
    lastName: 'Marsh',
    location: 'London, United Kingdom',
    workEntryCount: 0,
    openToWork: { roles: ['bartender'], cities: ['London, United Kingdom'], note: null },
  }),
};

async function switchOff() {
  const page = await renderPage(EditProfilePage, { path: '/edit-profile', resolvers: robin });
  const open = screen.getByRole('switch', { name: OPEN_TO_WORK_MESSAGES.label });
  expect(open.getAttribute('aria-checked')).toBe('true');
  await page.user.click(open);
  // Off at once, while the request is on its way.
  expect(open.getAttribute('aria-checked')).toBe('false');
  expect(page.pending()).toEqual([{ name: 'SetOpenToWorkMutation', variables: { input: { open: false } } }]);
  return { page, open };
}

describe('Open to work on the edit profile page', () => {
  it('puts the switch back on when switching off gets no answer: the server still shows the member', async () => {
    const { page, open } = await switchOff();
    page.failOne(new NetworkFailureError(new TypeError('Failed to fetch')));
    expect(await screen.findByText(OPEN_TO_WORK_MESSAGES.saveFailed)).toBeTruthy();
    expect(open.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('form', { name: 'Open to work details' })).toBeTruthy();
  });

  it('puts the switch back on when the server refuses to switch it off', async () => {
    const { page, open } = await switchOff();
    await page.answer({
      Mutation: () => ({
        setOpenToWork: { __typename: 'NotAuthorizedError', message: 'Sign in to change open to work.', code: 'UNAUTHENTICATED' },
      }),
    });
    expect(await screen.findByText('Sign in to change open to work.')).toBeTruthy();
    expect(open.getAttribute('aria-checked')).toBe('true');
  });

  it('leaves the switch off once the server has switched it off', async () => {
    const { page, open } = await switchOff();
    await page.answer({
      ...robin,
      Mutation: () => ({ setOpenToWork: { __typename: 'SetOpenToWorkPayload' } }),
      User: () => ({ ...robin.User(), openToWork: null }),
    });
    expect(await screen.findByText(OPEN_TO_WORK_MESSAGES.nowClosed)).toBeTruthy();
    expect(open.getAttribute('aria-checked')).toBe('false');
  });
});
