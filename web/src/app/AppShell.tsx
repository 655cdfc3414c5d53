import { LogOutIcon } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { BottomNav } from '@/components/BottomNav';
import { Wordmark } from '@/components/Logo';
import { NotificationBell } from '@/components/NotificationBell';
import { SavedCopyNote } from '@/components/SavedCopyNote';
import { ThemeMenu } from '@/components/theme/ThemeMenu';
import { Button } from '@/components/ui/button';
import { isBottomNavHidden } from '@/lib/bottom-nav';
import { cn } from '@/lib/utils';
import { HOME_PATH, INVITE_PATH, LOGIN_PATH } from './routing/route-table';
import { useSession } from './session/useSession';

/**
 * The app's layout: a top bar, the page, and for members the bottom tab bar. Members' top bar has home,
 * the notifications bell (decision 0048), theme and log out; visitors (on public profiles and connections) get "Sign In" and "Join" there
 * instead, and no tab bar, whose tabs would all lead to the sign-in screen (decision 0039).
 */
export function AppShell() {
  const { pathname } = useLocation();
  const { status, viewer, signOut } = useSession();
  const signedIn = status === 'authenticated';
  const showNav = signedIn && !isBottomNavHidden(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/95 pt-[env(safe-area-inset-top)] backdrop-blur-lg">
        <div className="mx-auto flex h-14 max-w-lg items-center justify-between pr-2 pl-4">
          <Link
            to={signedIn ? HOME_PATH : LOGIN_PATH}
            aria-label="Repour home"
            className="-ml-1 flex h-11 items-center rounded-lg px-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Wordmark />
          </Link>
          {signedIn ? (
            <div className="flex items-center">
              {viewer ? <NotificationBell key={viewer.id} viewerId={viewer.id} /> : null}
              <ThemeMenu />
              <Button variant="ghost" size="icon" aria-label="Log out" onClick={() => void signOut()}>
                <LogOutIcon />
              </Button>
            </div>
          ) : (
            <nav aria-label="Main" className="flex items-center gap-1">
              <ThemeMenu />
              <Button variant="ghost" size="sm" asChild>
                <Link to={LOGIN_PATH}>Sign In</Link>
              </Button>
              <Button size="sm" asChild>
                <Link to={INVITE_PATH}>Join</Link>
              </Button>
            </nav>
          )}
        </div>
      </header>
      <main id="main" className={cn('mx-auto w-full max-w-lg flex-1', showNav && 'pb-[calc(4rem+env(safe-area-inset-bottom))]')}>
        <SavedCopyNote />
        <Outlet />
      </main>
      {showNav ? <BottomNav /> : null}
    </div>
  );
}
