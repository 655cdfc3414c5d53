// Picking a photo on the create screen as a member does: a tap on Take Photo or Choose from Gallery
// opens the device's file chooser (the file inputs behind the buttons are hidden, from sight and from
// the accessibility tree).
import type { FileChooser, Page } from '@playwright/test';
import { closeToasts } from './toasts';

export async function pickPhoto(
  page: Page,
  button: 'Take Photo' | 'Choose from Gallery',
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  // A toast (a refused photo's) sits above the save bar, over the photo buttons: a member closes it first.
  await closeToasts(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}
