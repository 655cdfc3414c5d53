// Radix selects, as a person on a phone uses them.
import { expect, type Locator, type Page } from './test';

/**
 * Picks an option of a Radix select by the trigger's label, and waits until the trigger shows it. A tap
 * that lands while the list is still positioning itself (it scrolls to the selected item as it opens)
 * can leave the list open with nothing chosen, as a person's tap can; the person taps again, and so
 * does this.
 */
export async function choose(scope: Page | Locator, label: string, option: string, page: Page): Promise<void> {
  const trigger = scope.getByLabel(label, { exact: true });
  await expect(async () => {
    // Its own list, by the trigger's state: another list (an ingredient's suggestions) may be open too.
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
    await expect(trigger).toContainText(option.replace(/ \(default\)$/, ''), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
