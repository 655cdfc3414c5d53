// What a phone's width does to text: measured in the page, so a test fails where a person would see
// the text cut.
import type { Locator } from '@playwright/test';

/** How many pixels a text box's placeholder is wider than the room the box gives it (0 or less: it fits). */
export async function placeholderOverflow(box: Locator): Promise<number> {
  return box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const placeholder = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width - room;
  });
}

/** Whether an element's text is cut: wider or taller than its box shows, or drawn on more than one line when `oneLine`. */
export async function isCut(element: Locator, options: { oneLine?: boolean } = {}): Promise<boolean> {
  return element.evaluate((node, oneLine) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return node.scrollWidth > node.clientWidth + 1 || (oneLine && lines.size > 1);
  }, options.oneLine ?? false);
}
