// WCAG AA colour checks of what a screen shows, run in the page: axe-core's colour-contrast and
// link-in-text-block rules, in small, since axe-core is not among the project's packages. Text is
// checked against the backgrounds of its ancestors, composited on a canvas as the browser paints them;
// text over an image or a gradient is skipped (axe reports it as "needs review" too).
import type { Page } from '@playwright/test';

export interface ContrastFailure {
  rule: 'color-contrast' | 'link-in-text-block';
  text: string;
  ratio: number;
  needed: number;
  foreground: string;
  background: string;
}

/** Every text on screen (inside `scope`) below 4.5:1 (3:1 when large), and every in-text link that only its colour sets apart. */
export async function contrastFailures(page: Page, scope = 'body'): Promise<ContrastFailure[]> {
  return page.evaluate((scopeSelector) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    type Rgb = [number, number, number];

    /** Paints `layers` bottom first (each a CSS colour, with its own alpha) and reads the pixel. */
    const composite = (layers: string[], opacityOfLast = 1): Rgb => {
      context.globalAlpha = 1;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 1, 1);
      layers.forEach((layer, index) => {
        context.globalAlpha = index === layers.length - 1 ? opacityOfLast : 1;
        context.fillStyle = layer;
        context.fillRect(0, 0, 1, 1);
      });
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const alphaOf = (css: string) => {
      context.clearRect(0, 0, 1, 1);
      context.globalAlpha = 1;
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return context.getImageData(0, 0, 1, 1).data[3] / 255;
    };
    const luminance = ([r, g, b]: Rgb) => {
      const linear = (value: number) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const ratioOf = (a: Rgb, b: Rgb) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
    };
    const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;

    /** The backgrounds behind `element`, bottom first; null over an image or a gradient. */
    const backdrop = (element: Element): string[] | null => {
      const layers: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        if (alphaOf(style.backgroundColor) > 0) layers.unshift(style.backgroundColor);
        if (alphaOf(style.backgroundColor) >= 1) return layers;
      }
      return layers;
    };
    const opacityOf = (element: Element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      return opacity;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };

    const failures: ContrastFailure[] = [];
    const root = document.querySelector(scopeSelector) ?? document.body;
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const text = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!text || !shown(element)) continue;
      if (element.closest(':disabled, [aria-disabled="true"]')) continue;
      const layers = backdrop(element);
      if (!layers) continue;
      const style = getComputedStyle(element);
      const background = composite(layers);
      const foreground = composite([...layers, style.color], opacityOf(element) * alphaOf(style.color));
      const size = parseFloat(style.fontSize);
      const needed = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
      const ratio = ratioOf(foreground, background);
      if (ratio < needed)
        failures.push({
          rule: 'color-contrast',
          text: text.slice(0, 60),
          ratio,
          needed,
          foreground: hex(foreground),
          background: hex(background),
        });
    }

    // A link in a sentence needs more than its colour: an underline, or 3:1 against the words around it.
    for (const link of root.querySelectorAll('p a')) {
      if (!shown(link)) continue;
      const block = link.closest('p')!;
      const around = (block.textContent ?? '').replace(link.textContent ?? '', '').trim();
      if (!around || getComputedStyle(link).textDecorationLine.includes('underline')) continue;
      const layers = backdrop(block) ?? [];
      const linkColour = composite([...layers, getComputedStyle(link).color]);
      const textColour = composite([...layers, getComputedStyle(block).color]);
      const ratio = ratioOf(linkColour, textColour);
      if (ratio < 3)
        failures.push({
          rule: 'link-in-text-block',
          text: (link.textContent ?? '').trim().slice(0, 60),
          ratio,
          needed: 3,
          foreground: hex(linkColour),
          background: hex(textColour),
        });
    }
    return failures;
  }, scope);
}
