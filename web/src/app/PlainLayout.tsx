import { Outlet } from 'react-router-dom';

/** Screens outside the app shell (sign-in, invite, icons, about): just the page, centred. */
export function PlainLayout() {
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-lg flex-col">
      <Outlet />
    </main>
  );
}
