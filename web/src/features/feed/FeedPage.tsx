import { ChevronRightIcon, NewspaperIcon, RefreshCwIcon } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { EventsEntryLink } from '@/components/events/EventsEntryLink';
import { ProductIcon } from '@/components/icons/ProductIcon';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loadRouteQuery } from '@/relay/route-query';
import { FEED_TEXT } from '@common/feed';
import { FEED_LIMIT } from '../../../../common/constants';
import { WEEKLY_TOP10_FEED_SIZE, WEEKLY_TOP10_PATH, WEEKLY_TOP10_TEXT } from '@common/weekly-top10';
import { FEED_LOAD_FAILED } from './feed-text';
import { FeedList } from './FeedList';
import { PeopleToFollow } from './PeopleToFollow';
import { LatestCocktailCard } from './LatestCocktailCard';
import { WeeklyTop10List } from './WeeklyTop10List';
import type { FeedPageQuery as FeedPageQueryType } from './__generated__/FeedPageQuery.graphql';

const FeedPageQuery = graphql`
  query FeedPageQuery($first: Int!, $top10First: Int!) {
    viewer {
      followingCount
      ...FeedList_user
    }
    latestCocktails(first: $first) {
      edges {
        node {
          id
          ...LatestCocktailCard_cocktail
        }
      }
    }
    weeklyTop10(first: $top10First) {
      ...WeeklyTop10List_list
    }
  }
`;

export function loader({ request }: LoaderFunctionArgs) {
  // "/" and "/feed" are two routes on this page: each keeps its own query reference.
  const routeKey = new URL(request.url).pathname === '/' ? 'home' : 'feed';
  return loadRouteQuery<FeedPageQueryType>(routeKey, FeedPageQuery, { first: FEED_LIMIT, top10First: WEEKLY_TOP10_FEED_SIZE });
}

/**
 * The home feed (decision 0073, retiring the spec's "Coming soon" placeholder): what the members the
 * viewer follows did, newest first, with people to follow while they follow nobody; then the first places
 * of the Weekly Top 10 (decision 0049), and the spec's 20 loaded cocktails, shown as "Latest cocktails".
 */
export default function FeedPage() {
  const queryRef = useLoaderData() as PreloadedQuery<FeedPageQueryType>;
  return (
    <div className="px-4 pt-6 pb-8">
      <title>Home · Repour</title>
      <h1 id="feed-title" className="font-display text-3xl font-semibold tracking-tight">
        {FEED_TEXT.title}
      </h1>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button asChild variant="outline" className="h-auto flex-col gap-2 rounded-2xl px-3 py-4">
          <Link to="/cocktails">
            <ProductIcon name="negroni-glass" className="size-6 text-primary" />
            <span>Browse cocktails</span>
          </Link>
        </Button>
        <Button asChild variant="outline" className="h-auto flex-col gap-2 rounded-2xl px-3 py-4">
          <Link to="/create">
            <ProductIcon name="cocktail-shaker" className="size-6 text-primary" />
            <span>Create a cocktail</span>
          </Link>
        </Button>
      </div>

      {/* Issue 24: the Events screen, reached from here and from search rather than a fifth tab. */}
      <EventsEntryLink className="mt-3" />

      {/* One query feeds the page: when it fails, the latest cocktails' section says so once, with Retry. */}
      <ErrorBoundary resetKey={queryRef} fallback={() => null}>
        <Suspense fallback={<FeedLoading />}>
          <Feed queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>

      <section aria-labelledby="top10-title" className="mt-8">
        <div className="mb-3 flex items-end justify-between gap-3">
          <div>
            <h2 id="top10-title" className="font-display text-xl font-semibold tracking-tight">
              {WEEKLY_TOP10_TEXT.title}
            </h2>
            <p className="text-xs text-muted-foreground">{WEEKLY_TOP10_TEXT.window}</p>
          </div>
          <Button asChild variant="link" size="sm" className="-mr-2 px-2">
            <Link to={WEEKLY_TOP10_PATH} aria-label={WEEKLY_TOP10_TEXT.seeAllLabel}>
              {WEEKLY_TOP10_TEXT.seeAll}
              <ChevronRightIcon className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ErrorBoundary resetKey={queryRef} fallback={() => <Top10Error />}>
          <Suspense fallback={<Top10Loading />}>
            <Top10 queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </section>

      <section aria-labelledby="latest-title" className="mt-8">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="latest-title" className="font-display text-xl font-semibold tracking-tight">
            Latest cocktails
          </h2>
          <Button asChild variant="link" size="sm" className="-mr-2 px-2">
            <Link to="/cocktails">
              See all
              <ChevronRightIcon className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ErrorBoundary resetKey={queryRef} fallback={() => <LatestError />}>
          <Suspense fallback={<LatestLoading />}>
            <LatestCocktails queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </section>
    </div>
  );
}

function LatestCocktails({ queryRef }: { queryRef: PreloadedQuery<FeedPageQueryType> }) {
  const { latestCocktails } = usePreloadedQuery<FeedPageQueryType>(FeedPageQuery, queryRef);
  if (latestCocktails.edges.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center">
        <ProductIcon name="cocktail-shaker" className="size-10 text-muted-foreground" strokeWidth={1.5} />
        <p className="font-medium">No cocktails yet</p>
        <Button asChild size="sm">
          <Link to="/create">Create the first one</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3" aria-label="Latest cocktails">
      {latestCocktails.edges.map(({ node }) => (
        <li key={node.id} className="flex">
          <LatestCocktailCard cocktail={node} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What the people the member follows did (FeedList); with nobody followed yet, people to follow first,
 * so a new member's feed is never empty (the Weekly Top 10 and the latest cocktails follow, as before).
 */
function Feed({ queryRef }: { queryRef: PreloadedQuery<FeedPageQueryType> }) {
  const { viewer } = usePreloadedQuery<FeedPageQueryType>(FeedPageQuery, queryRef);
  if (!viewer) return null;
  return (
    <>
      {/* Asked for only here: a member who follows someone is never sent the suggestions. */}
      {viewer.followingCount === 0 ? <PeopleToFollow /> : null}
      <section aria-labelledby="your-feed-title" className="mt-6">
        <h2 id="your-feed-title" className="sr-only">
          {FEED_TEXT.listLabel}
        </h2>
        <FeedList
          user={viewer}
          empty={
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-8 text-center">
              <NewspaperIcon className="size-9 text-muted-foreground" strokeWidth={1.5} aria-hidden="true" />
              <div>
                <p className="font-medium">{FEED_TEXT.emptyTitle}</p>
                <p className="mt-1 text-sm text-muted-foreground">{FEED_TEXT.emptyText}</p>
              </div>
            </div>
          }
        />
      </section>
    </>
  );
}

function FeedLoading() {
  return (
    <div className="mt-8 flex flex-col gap-3" aria-busy="true" aria-label={FEED_TEXT.loading}>
      {Array.from({ length: 2 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border bg-card p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ))}
    </div>
  );
}

function Top10({ queryRef }: { queryRef: PreloadedQuery<FeedPageQueryType> }) {
  const { weeklyTop10 } = usePreloadedQuery<FeedPageQueryType>(FeedPageQuery, queryRef);
  return <WeeklyTop10List list={weeklyTop10} size="compact" />;
}

function Top10Loading() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" aria-label={WEEKLY_TOP10_TEXT.loading}>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-2xl border bg-card p-2.5">
          <Skeleton className="size-7 rounded-full" />
          <Skeleton className="size-11 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Top10Error() {
  return (
    <p role="alert" className="rounded-2xl border border-dashed px-6 py-6 text-center text-sm text-destructive">
      {WEEKLY_TOP10_TEXT.failed}
    </p>
  );
}

function LatestLoading() {
  return (
    <div className="grid grid-cols-2 gap-3" aria-busy="true" aria-label="Loading latest cocktails">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border bg-card">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

function LatestError() {
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-8 text-center">
      <p role="alert" className="text-sm text-destructive">
        {FEED_LOAD_FAILED}
      </p>
      <Button variant="outline" size="sm" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
        <RefreshCwIcon className="size-4" aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
