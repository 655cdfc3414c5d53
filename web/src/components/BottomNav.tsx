import { CirclePlusIcon, CircleUserRoundIcon, HouseIcon, SearchIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NegroniGlassIcon, type IconProps } from '@/components/icons/ProductIcon';
import { activeTabFor, BOTTOM_NAV_ITEMS, type BottomNavTab } from '@/lib/bottom-nav';
import { cn } from '@/lib/utils';

const icons: Record<BottomNavTab, LucideIcon | ((props: IconProps) => ReactNode)> = {
  feed: HouseIcon,
  create: CirclePlusIcon,
  // The database tab wears the product's own glass.
  cocktails: NegroniGlassIcon,
  profile: CircleUserRoundIcon,
  search: SearchIcon,
};

/** The tab bar at the bottom of member screens (in the app shell, for members only). */
export function BottomNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const active = activeTabFor(pathname);
  return (
    <nav
      aria-label="Main"
      data-bottom-bar
      className={cn('fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-lg', className)}
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch">
        {BOTTOM_NAV_ITEMS.filter((item) => !item.hidden).map((item) => {
          const Icon = icons[item.tab];
          const isActive = active === item.tab;
          return (
            <li key={item.tab} className="flex flex-1">
              <Link
                to={item.to}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'group flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium tracking-wide transition-colors outline-none focus-visible:bg-accent',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn('flex h-7 w-14 items-center justify-center rounded-full transition-colors', isActive && 'bg-primary/14')}
                >
                  <Icon className="size-5.5" strokeWidth={isActive ? 2.4 : 1.9} aria-hidden="true" />
                </span>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
