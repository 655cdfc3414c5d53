import { CircleAlertIcon } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { GraphQLResponseError } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import { LIST_PAGE_SIZE } from '../../../../common/constants';
import type { CocktailListPageQuery as CocktailListPageQueryType } from './__generated__/CocktailListPageQuery.graphql';
import { CocktailList } from './CocktailList';
import { errorText, LIST_LOAD_FAILED, LOADING_COCKTAILS } from './cocktail-text';

const CocktailListPageQuery = graphql`
  query CocktailListPageQuery($first: Int!, $filter: CocktailFilter) {
    ...CocktailList_query @arguments(first: $first, filter: $filter)
  }
`;

export function loader() {
  return loadRouteQuery<CocktailListPageQueryType>('cocktails', CocktailListPageQuery, { first: LIST_PAGE_SIZE, filter: null });
}

/** The cocktail database (spec section 2, /cocktails). The search box and filters slot in above the list. */
export default function CocktailListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<CocktailListPageQueryType>;
  return (
    <div>
      <title>Cocktail Database · Repour</title>
      <PageHeader title="Cocktail Database" />
      <ErrorBoundary resetKey={queryRef} fallback={(error) => <ListError error={error} />}>
        <Suspense fallback={<ListLoading />}>
          <CocktailListResults queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function CocktailListResults({ queryRef }: { queryRef: PreloadedQuery<CocktailListPageQueryType> }) {
  const data = usePreloadedQuery<CocktailListPageQueryType>(CocktailListPageQuery, queryRef);
  return <CocktailList query={data} />;
}

function ListLoading() {
  return (
    <div className="flex flex-col gap-3 px-4" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {LOADING_COCKTAILS}
      </p>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border bg-card p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ))}
    </div>
  );
}

function ListError({ error }: { error: Error }) {
  const revalidator = useRevalidator();
  // Server messages (a rate limit, say) are meant for people; a dropped connection is not.
  const message = error instanceof GraphQLResponseError ? error.message : LIST_LOAD_FAILED;
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
      <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
      <p role="alert" className="text-destructive">
        {errorText(message)}
      </p>
      <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
        Retry
      </Button>
    </div>
  );
}
