import { ChevronRightIcon, NewspaperIcon, RefreshCwIcon } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { EventsEntryLink } from '@/components/events/EventsEntryLink';
import { ProductIcon } from '@/components/icons/ProductIcon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loadRouteQuery } from '@/relay/route-query';
import { FOLLOWED_REPOURS } from '@common/repours';
import { FEED_LIMIT } from '../../../../common/constants';
import { WEEKLY_TOP10_FEED_SIZE, WEEKLY_TOP10_PATH, WEEKLY_TOP10_TEXT } from '@common/weekly-top10';
import { FEED_LOAD_FAILED } from './feed-text';
import { FollowedRepours } from './FollowedRepours';
import { LatestCocktailCard } from './LatestCocktailCard';
import { WeeklyTop10List } from './WeeklyTop10List';
import type { FeedPageQuery as FeedPageQueryType } from './__generated__/FeedPageQuery.graphql';

const FeedPageQuery = graphql`
  query FeedPageQuery($first: Int!, $top10First: Int!) {
    viewer {
      ...FollowedRepours_user
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
 * The feed is a placeholder (spec section 2): a static "Social Feed" coming-soon message, kept. Under it,
 * the first places of the Weekly Top 10 (decision 0049), the re-pours of the members the viewer follows
 * (decision 0047); and the spec's feed loads 20 cocktails and shows none: we show them, as "Latest cocktails".
 */
export default function FeedPage() {
  const queryRef = useLoaderData() as PreloadedQuery<FeedPageQueryType>;
  return (
    <div className="px-4 pt-6 pb-8">
      <title>Home · Repour</title>
      <section
        aria-labelledby="feed-title"
        className="relative overflow-hidden rounded-3xl border bg-card px-6 pt-10 pb-8 text-center shadow-sm"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-48 bg-[radial-gradient(ellipse_at_top,var(--primary)_0%,transparent_70%)] opacity-[0.1] dark:opacity-[0.16]"
        />
        <div className="relative flex flex-col items-center">
          <div className="flex size-18 items-center justify-center rounded-2xl border border-primary/25 bg-background shadow-md shadow-primary/10">
            <NewspaperIcon className="size-9 text-primary" strokeWidth={1.7} aria-hidden="true" />
          </div>
          <Badge variant="secondary" className="mt-6 px-3 py-1 text-[0.6875rem] font-semibold tracking-[0.14em] uppercase">
            Coming soon
          </Badge>
          <h1 id="feed-title" className="mt-3 font-display text-3xl font-semibold tracking-tight">
            Social Feed
          </h1>
          <p className="mt-3 max-w-[19rem] text-[0.9375rem] leading-relaxed text-muted-foreground">
            New cocktails, repours and news from the bartenders, venues and brands you follow will gather here.
          </p>
        </div>
      </section>

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

      {/* One query feeds both sections: when it fails, the latest cocktails' section says so once, with Retry. */}
      <ErrorBoundary resetKey={queryRef} fallback={() => null}>
        <section aria-labelledby="followed-repours-title" className="mt-8">
          <h2 id="followed-repours-title" className="mb-3 font-display text-xl font-semibold tracking-tight">
            {FOLLOWED_REPOURS.title}
          </h2>
          <Suspense fallback={<RepoursLoading />}>
            <RepoursFromFollowed queryRef={queryRef} />
          </Suspense>
        </section>
      </ErrorBoundary>

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

function RepoursFromFollowed({ queryRef }: { queryRef: PreloadedQuery<FeedPageQueryType> }) {
  const { viewer } = usePreloadedQuery<FeedPageQueryType>(FeedPageQuery, queryRef);
  return viewer ? <FollowedRepours user={viewer} /> : null;
}

function RepoursLoading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label={FOLLOWED_REPOURS.loading}>
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
