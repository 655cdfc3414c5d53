import { RefreshCwIcon } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loadRouteQuery } from '@/relay/route-query';
import { updatedAgo, WEEKLY_TOP10_SIZE, WEEKLY_TOP10_TEXT } from '@common/weekly-top10';
import { WeeklyTop10List } from './WeeklyTop10List';
import type { WeeklyTop10PageQuery as WeeklyTop10PageQueryType } from './__generated__/WeeklyTop10PageQuery.graphql';

const WeeklyTop10PageQuery = graphql`
  query WeeklyTop10PageQuery($first: Int!) {
    weeklyTop10(first: $first) {
      computedAt
      ...WeeklyTop10List_list
    }
  }
`;

export function loader() {
  // The list moves every few minutes: a visit shows what is stored at once and asks for the latest.
  return loadRouteQuery<WeeklyTop10PageQueryType>(
    'top10',
    WeeklyTop10PageQuery,
    { first: WEEKLY_TOP10_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
}

/** The Weekly Top 10 (decision 0049): the ten cocktails with the most likes and repours in the last 7 days. */
export default function WeeklyTop10Page() {
  const queryRef = useLoaderData() as PreloadedQuery<WeeklyTop10PageQueryType>;
  return (
    <div className="pb-8">
      <title>{`${WEEKLY_TOP10_TEXT.title} · Repour`}</title>
      <PageHeader title={WEEKLY_TOP10_TEXT.title} description={WEEKLY_TOP10_TEXT.window} back="history" backFallback="/feed" />
      <ErrorBoundary resetKey={queryRef} fallback={() => <WeeklyTop10Error />}>
        <Suspense fallback={<WeeklyTop10Loading />}>
          <WeeklyTop10 queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function WeeklyTop10({ queryRef }: { queryRef: PreloadedQuery<WeeklyTop10PageQueryType> }) {
  const { weeklyTop10 } = usePreloadedQuery<WeeklyTop10PageQueryType>(WeeklyTop10PageQuery, queryRef);
  return (
    <div className="flex flex-col gap-4">
      <p className="px-4 text-xs leading-relaxed text-muted-foreground">
        {WEEKLY_TOP10_TEXT.explainer}
        {weeklyTop10.computedAt ? ` ${updatedAgo(new Date(weeklyTop10.computedAt))}.` : null}
      </p>
      <div className="px-4">
        <WeeklyTop10List list={weeklyTop10} size="full" />
      </div>
    </div>
  );
}

function WeeklyTop10Loading() {
  return (
    <div className="flex flex-col gap-2.5 px-4" aria-busy="true" aria-label={WEEKLY_TOP10_TEXT.loading}>
      <Skeleton className="mb-1.5 h-3 w-4/5" />
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-2xl border bg-card p-3">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="size-14 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

function WeeklyTop10Error() {
  const revalidator = useRevalidator();
  return (
    <div className="mx-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center">
      <p role="alert" className="text-sm text-destructive">
        {WEEKLY_TOP10_TEXT.failed}
      </p>
      <Button variant="outline" size="sm" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
        <RefreshCwIcon className="size-4" aria-hidden="true" />
        {WEEKLY_TOP10_TEXT.retry}
      </Button>
    </div>
  );
}
