// Toasts sit at the bottom of the screen for their 4 s, above the tab bar or a sticky save bar, so they may
// cover the control a member taps next (decision 0067); sonner keeps one while a pointer rests on it, and
// Playwright's pointer stays where it last clicked. A member closes them with their X first.
import { expect, type Page } from '@playwright/test';

/** Closes every toast showing with its close button and waits until none is left on the screen. */
export async function closeToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLElement>('[data-sonner-toast] [data-close-button]')) close.click();
  });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

/**
 * Waits until the toast outlet has loaded. It loads after the first screen, once the phone is idle
 * (App.tsx), and a test that cuts the network before then would find no outlet to say what failed: its
 * chunk cannot load offline without the service worker, which the suite blocks.
 */
export async function toastOutletLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(1);
}
