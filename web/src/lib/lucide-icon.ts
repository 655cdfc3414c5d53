// lucide-react's icons, drawn by a lighter component. lucide-react 1.x rebuilds every icon's attributes on
// each render (its class names, aliases, stroke width, a context lookup): on /cocktails its 300 icons were
// a sixth of the time rendering 100 cards took. Each of its icon modules makes its component with
// `createLucideIcon(iconData)`; scripts/vite-lucide-icon.ts points that import here, so every
// `import { XIcon } from 'lucide-react'` keeps its name, its props and lucide's markup (lucide-icon.test.tsx
// renders both for the props the app passes) and builds what does not change once per icon.
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** What an icon module of lucide-react passes (its `__iconData`). */
interface IconData {
  name?: string;
  node: Array<[string, Record<string, string>]>;
  aliases?: unknown[];
  size?: number;
  width?: number;
  height?: number;
}

export interface LucideIconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  children?: ReactNode;
}

/** As lucide: an icon that names itself (an aria-* prop, a role or a title) is not hidden from assistive technology. */
function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const prop in props) if ((prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null) return true;
  return false;
}

/** Class names once each, in order, as lucide's mergeClasses. */
function mergeClasses(...classes: Array<string | undefined>): string {
  const tokens = new Set<string>();
  for (const names of classes) if (names) for (const token of names.split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

export default function createLucideIcon(icon: IconData) {
  const paths = icon.node.map(([tag, attributes]) => createElement(tag, attributes));
  const aliases = (icon.aliases ?? []).filter((alias): alias is string => typeof alias === 'string' && alias.trim() !== '');
  const ownClasses = mergeClasses('lucide', icon.name ? `lucide-${icon.name}` : undefined, ...aliases.map((alias) => `lucide-${alias}`));
  const viewBox = `0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}`;
  const Icon = forwardRef<SVGSVGElement, LucideIconProps>(function Icon(
    { color, size, width, height, strokeWidth, className, children, ...rest },
    ref,
  ) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? mergeClasses(ownClasses, className) : ownClasses,
        ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...paths,
      children,
    );
  });
  return Icon;
}
