// A published menu's public address (/menus/{id}, decision 0077): opens without an account, prints as a
// menu (one column, prices aligned, no buttons), and carries the QR code that brings a guest here.
import { CircleAlertIcon, PencilIcon, PrinterIcon, StoreIcon } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MENU_MESSAGES } from '@common/menu-limits';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { requestErrorText } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import type { MenuPageQuery as MenuPageQueryType } from './__generated__/MenuPageQuery.graphql';
import { MenuQrCode } from './MenuQrCode';
import { MenuView } from './MenuView';

const MenuPageQuery = graphql`
  query MenuPageQuery($databaseId: Int!) {
    menu(databaseId: $databaseId) {
      databaseId
      name
      published
      viewerIsOwner
      owner {
        databaseId
        displayName
      }
      venue {
        name
        city
      }
      ...MenuView_menu
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  return loadRouteQuery<MenuPageQueryType>('menu', MenuPageQuery, { databaseId: Number.isSafeInteger(id) && id > 0 ? id : 0 });
}

export default function MenuPage() {
  const queryRef = useLoaderData() as PreloadedQuery<MenuPageQueryType>;
  return (
    <div className="flex flex-col gap-4 px-4 py-6 print:p-0">
      <ErrorBoundary resetKey={queryRef} fallback={(error) => <MenuError message={requestErrorText(error, MENU_MESSAGES.loadFailed)} />}>
        <Suspense fallback={<MenuLoading />}>
          <PublicMenu queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function PublicMenu({ queryRef }: { queryRef: PreloadedQuery<MenuPageQueryType> }) {
  const { menu } = usePreloadedQuery<MenuPageQueryType>(MenuPageQuery, queryRef);
  if (!menu) return <MenuError message={MENU_MESSAGES.notFound} />;
  const place = menu.venue ? [menu.venue.name, menu.venue.city].filter(Boolean).join(' · ') : menu.owner.displayName;
  const url = `${window.location.origin}/menus/${menu.databaseId}`;
  return (
    <>
      <title>{`${menu.name} · ${place} · Repour`}</title>
      <header className="flex flex-col gap-1 text-center">
        <Link
          to={`/profile/${menu.owner.databaseId}`}
          className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline print:text-black print:no-underline"
        >
          <StoreIcon className="size-4 shrink-0 print:hidden" aria-hidden="true" />
          {place}
        </Link>
        <h1 className="font-display text-3xl font-semibold">{menu.name}</h1>
        {!menu.published ? <p className="text-sm text-muted-foreground print:hidden">{MENU_MESSAGES.draft}</p> : null}
      </header>
      <div className="flex flex-wrap justify-center gap-2 print:hidden">
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          Print
        </Button>
        {menu.viewerIsOwner ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/profile/menus/${menu.databaseId}`}>
              <PencilIcon aria-hidden="true" />
              Edit menu
            </Link>
          </Button>
        ) : null}
      </div>
      <MenuView menu={menu} />
      <figure className="mx-auto mt-4 flex w-40 flex-col items-center gap-2 break-inside-avoid print:w-32">
        <MenuQrCode url={url} label={`QR code of this menu's address, ${url}`} className="w-full rounded-md border print:border-0" />
        <figcaption className="text-center text-xs text-muted-foreground print:text-black">Scan for this menu</figcaption>
      </figure>
    </>
  );
}

function MenuLoading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton className="mx-auto h-8 w-48" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}

function MenuError({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-14 text-center">
      <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
      <p role="alert" className="text-destructive">
        {message}
      </p>
      <Button asChild variant="outline">
        <Link to="/">Back to Repour</Link>
      </Button>
    </div>
  );
}
