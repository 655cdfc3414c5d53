// The product's own icon set (spec section 2, /icons): line drawings on a 24px grid with round joins,
// like lucide's, so they sit beside lucide icons; liquids are a translucent fill of the same colour.
// icon-192x192 is the app icon itself (the logo mark on its tile), as in the web manifest.
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { APP_ICON_COLORS, APP_ICON_MARK, appIconMarkTransform } from './app-icon';

export const PRODUCT_ICON_NAMES = [
  'cocktail-shaker',
  'negroni-glass',
  'stirring-spoon',
  'bar-location-pin',
  'negroni-rocks',
  'jigger-tool',
  'liquid-hourglass',
  'icon-192x192',
] as const;

export type ProductIconName = (typeof PRODUCT_ICON_NAMES)[number];

export type IconProps = Omit<ComponentProps<'svg'>, 'children'> & { title?: string };

/** A liquid: the outline colour, translucent, no stroke. */
const liquid = { fill: 'currentColor', fillOpacity: 0.22, stroke: 'none' } as const;

function LineIcon({ className, title, strokeWidth = 1.75, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      className={cn('size-6 shrink-0', className)}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

export function CocktailShakerIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M7.55 13.5h8.9l-.7 6.6a1 1 0 0 1-1 .9h-5.5a1 1 0 0 1-1-.9z" {...liquid} />
      <path d="M10.25 4.5V3.2a1.2 1.2 0 0 1 1.2-1.2h1.1a1.2 1.2 0 0 1 1.2 1.2v1.3" />
      <path d="M8.5 4.5h7l1 3.5h-9z" />
      <path d="M7 8h10l-1.15 12.2a1.9 1.9 0 0 1-1.9 1.8h-3.9a1.9 1.9 0 0 1-1.9-1.8z" />
      <path d="M7.5 13.5h9" />
    </LineIcon>
  );
}

export function NegroniGlassIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5.2 9h13.6c-.9 2.4-3.6 4.2-6.8 4.2S6.1 11.4 5.2 9z" {...liquid} />
      <path d="M4.5 7h15c0 4.1-3.4 7-7.5 7s-7.5-2.9-7.5-7z" />
      <path d="M12 14v6.5M8.5 21h7" />
      <path d="M15.5 7c.3-1.9 1.6-3.4 3.5-4" />
    </LineIcon>
  );
}

export function StirringSpoonIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <ellipse cx="6.4" cy="17.6" rx="2.4" ry="3.6" transform="rotate(45 6.4 17.6)" {...liquid} />
      <ellipse cx="6.4" cy="17.6" rx="2.4" ry="3.6" transform="rotate(45 6.4 17.6)" />
      <path d="M19 5 8.6 15.4" />
      <path d="M15.6 7.4l1 1M13.4 9.6l1 1M11.2 11.8l1 1" />
      <circle cx="20.3" cy="3.7" r="1.4" />
    </LineIcon>
  );
}

export function BarLocationPinIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 22s7-6.1 7-12a7 7 0 1 0-14 0c0 5.9 7 12 7 12z" />
      <path d="M9.9 8.2h4.2L12 10.6z" {...liquid} />
      <path d="M8.8 7h6.4L12 10.8zM12 10.8v2.7M10.4 13.5h3.2" />
    </LineIcon>
  );
}

export function NegroniRocksIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5.65 11h12.7l-.8 8.2a1 1 0 0 1-1 .8H7.45a1 1 0 0 1-1-.8z" {...liquid} />
      <path d="M5 6h14l-1.25 13.3a2 2 0 0 1-2 1.7h-7.5a2 2 0 0 1-2-1.7z" />
      <rect x="8.3" y="12" width="4.6" height="4.6" rx="1" transform="rotate(-12 10.6 14.3)" />
      <path d="M12.4 6a3.4 3.4 0 0 1 6.8 0" />
      <path d="M13.6 6a2.2 2.2 0 0 1 4.4 0z" {...liquid} />
    </LineIcon>
  );
}

export function JiggerToolIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M7.9 5.5h8.2l-2.45 5h-3.3z" {...liquid} />
      <path d="M6.5 3h11L14 11.2h-4z" />
      <path d="M10 12.8h4l3 8.2H7z" />
    </LineIcon>
  );
}

export function LiquidHourglassIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M8.6 20.5v-1.3c0-1.5 2-2.7 3.4-3.2 1.4.5 3.4 1.7 3.4 3.2v1.3z" {...liquid} />
      <path d="M9.4 7.6h5.2C13.9 8.7 12 10 12 10s-1.9-1.3-2.6-2.4z" {...liquid} />
      <path d="M6 3h12M6 21h12" />
      <path d="M7.5 3v2.6c0 2.6 4.5 4.4 4.5 6.4s-4.5 3.8-4.5 6.4V21M16.5 3v2.6c0 2.6-4.5 4.4-4.5 6.4s4.5 3.8 4.5 6.4V21" />
      <path d="M12 12.8v1.6" />
    </LineIcon>
  );
}

/** The app icon (the manifest's 192px icon): the logo mark on its dark tile. */
export function AppIcon({ className, title, ...props }: IconProps) {
  const m = APP_ICON_MARK;
  const { tile, glass, drink } = APP_ICON_COLORS;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 192 192"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      className={cn('size-6 shrink-0', className)}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <rect width="192" height="192" rx="42" fill={tile} />
      <g transform={appIconMarkTransform(192, 0.66)} fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d={m.bottle.d} stroke={glass} strokeWidth={m.bottle.strokeWidth} />
        <path d={m.pour.d} stroke={drink} strokeWidth={m.pour.strokeWidth} />
        <path d={m.drink.d} fill={drink} />
        <path d={m.coupe.d} stroke={glass} strokeWidth={m.coupe.strokeWidth} />
      </g>
    </svg>
  );
}

const ICONS: Record<ProductIconName, (props: IconProps) => ReactNode> = {
  'cocktail-shaker': CocktailShakerIcon,
  'negroni-glass': NegroniGlassIcon,
  'stirring-spoon': StirringSpoonIcon,
  'bar-location-pin': BarLocationPinIcon,
  'negroni-rocks': NegroniRocksIcon,
  'jigger-tool': JiggerToolIcon,
  'liquid-hourglass': LiquidHourglassIcon,
  'icon-192x192': AppIcon,
};

export function isProductIconName(name: string): name is ProductIconName {
  return Object.hasOwn(ICONS, name);
}

/** An icon of the set by name; an unknown name draws nothing. */
export function ProductIcon({ name, ...props }: IconProps & { name: string }) {
  if (!isProductIconName(name)) return null;
  const Icon = ICONS[name];
  return <Icon {...props} />;
}
