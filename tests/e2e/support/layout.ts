// What a phone's width does to text: measured in the page, so a test fails where a person would see
// the text cut.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

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

/**
 * What does not fit a phone's width on the page as it is now, one sentence each:
 * - the page scrolls sideways, or a visible element or run of text reaches past the viewport's left or
 *   right edge (content of a container that scrolls sideways on purpose, overflow-x auto or scroll, is
 *   left out: it is meant to be swiped; so are visually hidden (sr-only) elements);
 * - text cut on one line: an element holding text that is wider than its box while its overflow is
 *   hidden or clipped and no ellipsis says that there is more;
 * - text cut by a line clamp (the ellipsis shows) where neither the element nor an ancestor gives the
 *   whole text by a `title` or `aria-label`, nor a link leads to it.
 * Only the outermost element of a nest that overflows is named, so one cause is one finding.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // The phone's width as the test sets it: on a mobile viewport the browser widens the layout viewport
  // (innerWidth) to fit content wider than the screen, which would hide what is to be found.
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('layoutProblems needs a page with a fixed viewport size');
  return page.evaluate((width) => {
    const problems: string[] = [];
    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (element: Element) => {
      let found = styles.get(element);
      if (!found) styles.set(element, (found = getComputedStyle(element)));
      return found;
    };
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 4).join(' ');
      const label = element.getAttribute('aria-label') ?? element.getAttribute('data-slot') ?? element.getAttribute('data-testid');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}${label ? ` [${label}]` : ''}>${
        text ? ` "${text.length > 50 ? `${text.slice(0, 50)}…` : text}"` : ''
      }`;
    };
    /** Visually hidden the sr-only way: clipped away, or a box of a pixel or less that hides its overflow. */
    const srOnly = (element: Element) => {
      const s = style(element);
      if (s.clip !== 'auto' && /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(s.clip)) return true;
      if (/inset\(50%\)/.test(s.clipPath)) return true;
      const box = element.getBoundingClientRect();
      return box.width <= 1 && box.height <= 1 && s.overflow !== 'visible';
    };
    const scrollsSideways = (element: Element) => /auto|scroll/.test(style(element).overflowX);
    const clipsSideways = (element: Element) => /hidden|clip/.test(style(element).overflowX);
    const hiddenFrom = new Map<Element, boolean>();
    /** Left out of the check: inside a sideways scroller, visually hidden, or not rendered. */
    const exempt = (element: Element): boolean => {
      const known = hiddenFrom.get(element);
      if (known !== undefined) return known;
      const parent = element.parentElement;
      const result =
        element !== document.body &&
        element !== document.documentElement &&
        (srOnly(element) ||
          !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
          (parent !== null && parent !== document.body && (scrollsSideways(parent) || exempt(parent))));
      hiddenFrom.set(element, result);
      return result;
    };
    /** The horizontal span of `box` that its clipping ancestors let show. */
    const shown = (element: Element, box: { left: number; right: number }) => {
      let { left, right } = box;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (clipsSideways(node)) {
          const clip = node.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
      }
      return { left, right };
    };
    const REPLACED = new Set([
      'IMG',
      'SVG',
      'svg',
      'VIDEO',
      'CANVAS',
      'INPUT',
      'SELECT',
      'TEXTAREA',
      'BUTTON',
      'IFRAME',
      'HR',
      'PROGRESS',
      'METER',
    ]);
    /** Whether the element's own box shows: a replaced element or control, a background, a border or a shadow. */
    const paints = (element: Element) => {
      if (REPLACED.has(element.tagName)) return true;
      const s = style(element);
      if (s.backgroundImage !== 'none' || s.boxShadow !== 'none') return true;
      if (!/^(transparent|rgba\(0, 0, 0, 0\))$/.test(s.backgroundColor)) return true;
      return (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) => parseFloat(s[`border${side}Width`]) > 0 && s[`border${side}Style`] !== 'none' && s[`border${side}Style`] !== 'hidden',
      );
    };
    const pastEdge = (span: { left: number; right: number }) => span.right > span.left && (span.right > width + 1 || span.left < -1);

    const scrolling = document.scrollingElement ?? document.documentElement;
    if (scrolling.scrollWidth > width) problems.push(`the page scrolls sideways: ${scrolling.scrollWidth}px wide in a ${width}px viewport`);

    const overflowing = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      if (exempt(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A box that paints nothing of its own (a wrapper, a toaster's list) is seen only through its content.
      let span = paints(element) ? shown(element, box) : { left: 0, right: 0 };
      let what = 'reaches';
      if (!pastEdge(span)) {
        // Its own text, spilling out of its box.
        const range = document.createRange();
        let left = Infinity;
        let right = -Infinity;
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            left = Math.min(left, rect.left);
            right = Math.max(right, rect.right);
          }
        }
        if (left === Infinity) continue;
        span = shown(element, { left, right });
        // Its own overflow: hidden cuts what passes its box (with an ellipsis, `truncate`).
        if (clipsSideways(element)) span = { left: Math.max(span.left, box.left), right: Math.min(span.right, box.right) };
        what = 'has text that reaches';
        if (!pastEdge(span)) continue;
      }
      overflowing.add(element);
      let ancestor = element.parentElement;
      while (ancestor && !overflowing.has(ancestor)) ancestor = ancestor.parentElement;
      if (ancestor) continue;
      const edge =
        span.right > width + 1
          ? `${Math.round(span.right - width)}px past the right edge`
          : `${Math.round(-span.left)}px past the left edge`;
      problems.push(`${describe(element)} ${what} ${edge}`);
    }

    for (const element of document.body.querySelectorAll('*')) {
      if (exempt(element) || !(element.textContent ?? '').trim()) continue;
      const s = style(element);
      const clamped = s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '';
      if (clamped) {
        if (element.scrollHeight <= element.clientHeight + 1) continue;
        const named = element.closest('[title], [aria-label], a[href]');
        if (!named)
          problems.push(`${describe(element)} is cut by a ${s.webkitLineClamp}-line clamp with no title, label or link to the whole text`);
        continue;
      }
      if (!clipsSideways(element) || s.textOverflow === 'ellipsis') continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      // Text must be what is wider: a box that hides an image's or a rounded child's overflow is fine.
      const box = element.getBoundingClientRect();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let cut = false;
      for (let node = walker.nextNode(); node && !cut; node = walker.nextNode()) {
        if (!node.textContent?.trim() || exempt(node.parentElement!)) continue;
        range.selectNodeContents(node);
        cut = [...range.getClientRects()].some((rect) => rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1));
      }
      if (!cut) continue;
      problems.push(`${describe(element)} has its text cut: ${element.scrollWidth}px of text in a ${element.clientWidth}px box`);
    }
    return problems;
  }, viewport.width);
}

/**
 * One look at `element`: if it is not wholly on screen, scrolls it to the centre and returns null; else
 * its top, once no card of the cocktail list on screen is still its name alone (CocktailCard draws the
 * cards near the screen whole, which moves what is below them) and it stays put over two frames; else null.
 */
function settledTop(element: Element): Promise<number | null> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const onScreen = (node: Element) => {
    const { top, bottom } = node.getBoundingClientRect();
    return { partly: bottom > 0 && top < window.innerHeight, wholly: top >= 0 && bottom <= window.innerHeight };
  };
  if (!onScreen(element).wholly) {
    element.scrollIntoView({ block: 'center' });
    return Promise.resolve(null);
  }
  const before = element.getBoundingClientRect().top;
  return frame()
    .then(frame)
    .then(() => {
      const lightOnScreen = [...document.querySelectorAll('[data-light]')].some((card) => onScreen(card).partly);
      return !lightOnScreen && onScreen(element).wholly && element.getBoundingClientRect().top === before ? before : null;
    });
}

/**
 * Brings `element` wholly onto the screen and waits for the page to settle around it, as a member's eye
 * would before a tap: Playwright's own wait for a still target can pass between its look and its tap
 * while the cards above are still being drawn whole. Returns the element's settled top.
 */
export async function settleOnScreen(element: Locator): Promise<number> {
  let top: number | null = null;
  await expect
    .poll(async () => {
      top = await element.evaluate(settledTop);
      return top;
    })
    .not.toBeNull();
  return top!;
}
