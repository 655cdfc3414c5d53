// Offline tests' helpers: waiting for the service worker, and reading what the app saved on the device.
import { expect, type Page } from '@playwright/test';

/** The service worker has saved the app shell and controls the page (offline reloads need it). */
export async function shellSaved(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** The operations whose answers this browser keeps (the IndexedDB index of web/src/relay/saved-answers.ts). */
export function savedOperations(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('repour-saved-answers');
        open.onupgradeneeded = () => open.result.createObjectStore('answers');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('answers').objectStore('answers').get('index');
          read.onsuccess = () => {
            db.close();
            const entries = (read.result as { entries?: Record<string, unknown> } | undefined)?.entries ?? {};
            resolve(Object.keys(entries).map((key) => key.split(':')[0]));
          };
        };
      }),
  );
}

/**
 * Waits until the answer to `operation` is saved on the device. The write follows the answer's arrival,
 * so a page load started before then (page.goto) can cut it short, which a member moving within the
 * app never does: tests wait for it before they navigate.
 */
export async function answerSaved(page: Page, operation: string) {
  await expect.poll(() => savedOperations(page)).toContain(operation);
}
