import { SearchXIcon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { PEOPLE_TEXTS } from '@common/hiring';
import { LoadMoreSentinel } from '@/components/LoadMoreSentinel';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { PeopleResults_query$key } from './__generated__/PeopleResults_query.graphql';
import type { PeopleResultsPaginationQuery } from './__generated__/PeopleResultsPaginationQuery.graphql';
import { PersonOpenToWorkCard } from './PersonOpenToWorkCard';

export const PEOPLE_PAGE_SIZE = 20;

/** The members open to work that match, verified first, a page at a time as the member scrolls. */
export function PeopleResults({ query, onClear }: { query: PeopleResults_query$key; onClear?(): void }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PeopleResultsPaginationQuery, PeopleResults_query$key>(
    graphql`
      fragment PeopleResults_query on Query
      @refetchable(queryName: "PeopleResultsPaginationQuery")
      @argumentDefinitions(
        city: { type: "String" }
        role: { type: "WorkRole" }
        specialty: { type: "String" }
        first: { type: "Int!" }
        after: { type: "String" }
      ) {
        peopleOpenToWork(city: $city, role: $role, specialty: $specialty, first: $first, after: $after)
          @connection(key: "PeopleResults_peopleOpenToWork", filters: ["city", "role", "specialty"]) {
          edges {
            node {
              id
              ...PersonOpenToWorkCard_user
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.peopleOpenToWork?.edges ?? [];
  // Refused (an account whose type changed since the page opened): the server's reason, not "no one".
  if (!data.peopleOpenToWork) {
    return (
      <p role="alert" className="px-6 py-12 text-center text-sm text-muted-foreground">
        {PEOPLE_TEXTS.searchForbidden}
      </p>
    );
  }

  const loadMore = () => {
    // Never more than one page on its way.
    if (!hasNext || isLoadingNext) return;
    loadNext(PEOPLE_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) toast.error(PEOPLE_TEXTS.loadMoreFailed);
      },
    });
  };

  if (edges.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 px-6 py-14 text-center">
        <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
          <SearchXIcon className="size-7" />
        </div>
        <h2 className="font-display text-xl font-semibold">{PEOPLE_TEXTS.empty}</h2>
        <p className="max-w-xs text-sm text-muted-foreground">{PEOPLE_TEXTS.emptyHint}</p>
        {onClear ? (
          <Button variant="outline" className="mt-2" onClick={onClear}>
            {PEOPLE_TEXTS.clearFilters}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="People open to work" className="flex flex-col gap-3">
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <PersonOpenToWorkCard user={edge.node} />
          </li>
        ))}
      </ul>
      <LoadMoreSentinel onVisible={loadMore} active={hasNext && !isLoadingNext} />
      {isLoadingNext ? (
        <p role="status" className="flex items-center justify-center gap-2 py-3 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {PEOPLE_TEXTS.loading}
        </p>
      ) : hasNext ? (
        <Button variant="ghost" className="w-full text-muted-foreground" onClick={loadMore}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
