import type { Page } from '@playwright/test';

/** Starts the page signed in: the token is in localStorage (authToken) before the app's first script runs. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
}
