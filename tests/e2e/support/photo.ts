// Picking a photo on the create screen as a member does: a tap on Take Photo or Choose from Gallery
// opens the device's file chooser (the file inputs behind the buttons are hidden, from sight and from
// the accessibility tree).
import { expect, type FileChooser, type Page } from '@playwright/test';

export async function pickPhoto(
  page: Page,
  button: 'Take Photo' | 'Choose from Gallery',
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  // A toast (a refused photo's) sits above the save bar, over the photo buttons, for its 4 s: a member
  // taps once it has gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}
