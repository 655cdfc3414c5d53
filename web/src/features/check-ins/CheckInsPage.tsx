// The member's own check-ins (/profile/check-ins): where and when, and what they drank, newest first, a
// page at a time, each removable (decision 46's list, reached from the Cocktail Journey's figures).
// Only the member reads them: the server answers null for anyone else.
import { CircleAlertIcon, MapPinCheckIcon, MartiniIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router-dom';
import { CHECK_INS_PAGE, CHECK_INS_PAGE_SIZE } from '@common/check-ins';
import { placeLine } from '@common/work-history';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LoadMoreSentinel } from '@/components/LoadMoreSentinel';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDateTime } from '@/lib/dates';
import { requestErrorText } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import type { CheckInsPage_user$key } from './__generated__/CheckInsPage_user.graphql';
import type { CheckInsPagePaginationQuery } from './__generated__/CheckInsPagePaginationQuery.graphql';
import type { CheckInsPageQuery as CheckInsPageQueryType } from './__generated__/CheckInsPageQuery.graphql';
import { useDeleteCheckInMutation } from './DeleteCheckInMutation';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

const CheckInsPageQuery = graphql`
  query CheckInsPageQuery($first: Int!) {
    viewer {
      journey {
        barsVisited
        checkIns
      }
      ...CheckInsPage_user @arguments(first: $first)
    }
  }
`;

export function loader() {
  // Check-ins made elsewhere since the last visit show at once: the stored page shows, then the server's.
  return loadRouteQuery<CheckInsPageQueryType>(
    'check-ins',
    CheckInsPageQuery,
    { first: CHECK_INS_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
}

export default function CheckInsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<CheckInsPageQueryType>;
  return (
    <div className="pb-8">
      <title>{`${CHECK_INS_PAGE.title} · Repour`}</title>
      <ErrorBoundary
        resetKey={queryRef}
        fallback={(error) => <CheckInsError message={requestErrorText(error, CHECK_INS_PAGE.loadFailed)} />}
      >
        <Suspense fallback={<CheckInsLoading />}>
          <CheckIns queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function CheckIns({ queryRef }: { queryRef: PreloadedQuery<CheckInsPageQueryType> }) {
  const { viewer } = usePreloadedQuery<CheckInsPageQueryType>(CheckInsPageQuery, queryRef);
  if (!viewer) return <CheckInsError message={CHECK_INS_PAGE.loadFailed} />;
  const journey = viewer.journey;
  return (
    <>
      <PageHeader
        title={CHECK_INS_PAGE.title}
        back="/profile"
        description={
          journey ? <span data-testid="check-ins-summary">{CHECK_INS_PAGE.summary(journey.checkIns, journey.barsVisited)}</span> : null
        }
      />
      <CheckInList user={viewer} />
    </>
  );
}

function CheckInList({ user }: { user: CheckInsPage_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CheckInsPagePaginationQuery, CheckInsPage_user$key>(
    graphql`
      fragment CheckInsPage_user on User
      @refetchable(queryName: "CheckInsPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        checkIns(first: $first, after: $after) @connection(key: "CheckInsPage_checkIns") {
          __id
          edges {
            node {
              id
              createdAt
              venue {
                name
                city
                country
              }
              cocktail {
                databaseId
                name
              }
            }
          }
        }
      }
    `,
    user,
  );
  const [remove, isRemoving] = useDeleteCheckInMutation();
  const [pending, setPending] = useState<{ id: string; index: number; venue: string; when: string } | null>(null);
  // Where the check-in just removed was: its Remove button is gone, so the focus goes to the one now there.
  const removedAt = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const findBars = useRef<HTMLAnchorElement>(null);
  const connection = data.checkIns;
  const checkIns = connection?.edges.map((edge) => edge.node) ?? [];

  const loadMoreCheckIns = () => loadMore({ hasNext, isLoadingNext, loadNext }, CHECK_INS_PAGE_SIZE, loadMoreFailed('check-ins'));

  const confirmation = (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && !isRemoving && setPending(null)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const index = removedAt.current;
          removedAt.current = null;
          // Cancelled: the dialog gives the focus back to the Remove button that opened it.
          if (index === null) return;
          event.preventDefault();
          const buttons = list.current?.querySelectorAll<HTMLElement>('[data-remove-check-in]') ?? [];
          (buttons[Math.min(index, buttons.length - 1)] ?? findBars.current)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{CHECK_INS_PAGE.confirmTitle}</DialogTitle>
          <DialogDescription>{pending ? CHECK_INS_PAGE.confirmText(pending.venue, pending.when) : null}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setPending(null)} disabled={isRemoving}>
            {CHECK_INS_PAGE.cancel}
          </Button>
          <Button
            variant="destructive"
            disabled={isRemoving}
            onClick={() =>
              pending &&
              connection &&
              remove(pending.id, connection.__id, () => {
                removedAt.current = pending.index;
                setPending(null);
              })
            }
          >
            {isRemoving ? CHECK_INS_PAGE.removing : CHECK_INS_PAGE.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );

  // One confirmation for both, so removing the last check-in does not make it anew.
  if (!connection || checkIns.length === 0) {
    return (
      <>
        <div className="flex flex-col items-center px-6 pt-12 pb-10 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
            <MapPinCheckIcon className="size-7" aria-hidden="true" />
          </div>
          <h2 className="mt-4 text-lg font-semibold">{CHECK_INS_PAGE.emptyTitle}</h2>
          <p className="mt-1 max-w-xs text-sm text-muted-foreground">{CHECK_INS_PAGE.emptyText}</p>
          <Button asChild variant="outline" className="mt-5">
            <Link ref={findBars} to="/search">
              <SearchIcon />
              {CHECK_INS_PAGE.findBars}
            </Link>
          </Button>
        </div>
        {confirmation}
      </>
    );
  }

  return (
    <>
      <div className="flex flex-col gap-3 px-4">
        <ul ref={list} className="flex flex-col gap-2.5" aria-label={CHECK_INS_PAGE.title}>
          {checkIns.map((checkIn, index) => {
            const when = formatShortDateTime(checkIn.createdAt as string);
            return (
              <li key={checkIn.id} className="flex items-start gap-3 rounded-2xl border bg-card p-3 pr-1.5 shadow-xs">
                <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary">
                  <MapPinCheckIcon className="size-5" aria-hidden="true" />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <h2 className="text-[0.9375rem] leading-snug font-semibold [overflow-wrap:anywhere]">{checkIn.venue.name}</h2>
                  <p className="truncate text-xs text-muted-foreground">{placeLine(checkIn.venue.city, checkIn.venue.country)}</p>
                  {checkIn.cocktail ? (
                    <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm">
                      <MartiniIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      <Link
                        to={`/cocktails/${checkIn.cocktail.databaseId}`}
                        className="truncate font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {checkIn.cocktail.name}
                      </Link>
                    </p>
                  ) : null}
                  <p className="mt-1 text-xs text-muted-foreground tabular-nums">
                    <time dateTime={checkIn.createdAt as string}>{when}</time>
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="shrink-0 text-muted-foreground hover:text-destructive"
                  aria-label={CHECK_INS_PAGE.remove(checkIn.venue.name)}
                  data-remove-check-in
                  onClick={() => setPending({ id: checkIn.id, index, venue: checkIn.venue.name, when })}
                >
                  <Trash2Icon />
                </Button>
              </li>
            );
          })}
        </ul>
        <LoadMoreSentinel onVisible={loadMoreCheckIns} active={hasNext && !isLoadingNext} />
        {isLoadingNext ? (
          <p role="status" className="flex items-center justify-center gap-2 py-3 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {CHECK_INS_PAGE.loadingMore}
          </p>
        ) : hasNext ? (
          <Button variant="ghost" className="w-full text-muted-foreground" onClick={loadMoreCheckIns}>
            {CHECK_INS_PAGE.loadMore}
          </Button>
        ) : null}
      </div>
      {confirmation}
    </>
  );
}

function CheckInsLoading() {
  return (
    <div aria-busy="true">
      <PageHeader title={CHECK_INS_PAGE.title} back="/profile" />
      <div className="flex flex-col gap-2.5 px-4">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {CHECK_INS_PAGE.loading}
        </p>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="flex gap-3 rounded-2xl border bg-card p-3">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2 pt-1">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-3 w-2/5" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function CheckInsError({ message }: { message: string }) {
  return (
    <div>
      <PageHeader title={CHECK_INS_PAGE.title} back="/profile" />
      <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
        <p role="alert" className="text-destructive">
          {message}
        </p>
      </div>
    </div>
  );
}
