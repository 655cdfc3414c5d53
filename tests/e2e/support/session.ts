import type { Page } from '@playwright/test';

/**
 * Starts the page with a token alone in localStorage (authToken) and no member: what a device holds that
 * an older version of the app signed in, or one given a token the server never issued. A test signing a
 * member in as the app does uses signInPage (support/api.ts), which stores the member too.
 */
export async function storeTokenAlone(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
}
