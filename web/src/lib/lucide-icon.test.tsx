// The lighter icon component draws what lucide-react's own draws, for the props the app passes: if a
// lucide upgrade changes its markup, this fails and web/src/lib/lucide-icon.ts follows it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createLucideIcon as lucideCreate } from 'lucide-react';
// @ts-expect-error lucide-react publishes no types for its icon modules' data
import { __iconData as repeat } from 'lucide-react/dist/esm/icons/repeat-2.mjs';
// @ts-expect-error as above
import { __iconData as wine } from 'lucide-react/dist/esm/icons/wine.mjs';
import createLucideIcon from './lucide-icon';

const propsTheAppPasses: Array<Record<string, unknown>> = [
  {},
  { 'aria-hidden': 'true' },
  { className: 'size-4' },
  { className: 'size-4 lucide', 'aria-hidden': true },
  { className: 'size-4', strokeWidth: 2.5 },
  { role: 'img', 'aria-label': 'Verified' },
  { title: 'Wine' },
  { size: 16, color: 'red' },
];

describe('lucide icons drawn by the lighter component', () => {
  for (const data of [wine, repeat]) {
    const Theirs = lucideCreate(data);
    const Ours = createLucideIcon(data);
    for (const props of propsTheAppPasses) {
      it(`${data.name} with ${JSON.stringify(props)} is lucide's markup`, () => {
        expect(renderToStaticMarkup(createElement(Ours, props))).toBe(renderToStaticMarkup(createElement(Theirs, props)));
      });
    }
  }
});
