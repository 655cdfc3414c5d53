import { PlusIcon, SearchXIcon } from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@common/constants';
import { canPostGigs, GIG_MESSAGES, GIGS_PAGE_SIZE } from '@common/gigs';
import { WORK_ROLE_LABELS, WORK_ROLES, type WorkRole } from '@common/hiring';
import { sessionStore } from '@/app/session/session-store';
import { useSession } from '@/app/session/useSession';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { CityFilter } from '@/components/CityFilter';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { loadRouteQuery } from '@/relay/route-query';
import type { GigsPage_query$key } from './__generated__/GigsPage_query.graphql';
import type { GigsPagePaginationQuery } from './__generated__/GigsPagePaginationQuery.graphql';
import type { GigsPageQuery as GigsPageQueryType } from './__generated__/GigsPageQuery.graphql';
import { ForYouGigs } from './ForYouGigs';
import { GigList } from './GigList';
import { YourGigs } from './YourGigs';
import { listedGigs } from '@/lib/listed-gigs';

const GigsPageQuery = graphql`
  query GigsPageQuery($city: String, $role: WorkRole, $first: Int!, $poster: Boolean!) {
    ...YourGigs_query @include(if: $poster) @alias
    ...ForYouGigs_query
    ...GigsPage_query @arguments(city: $city, role: $role, first: $first)
  }
`;

interface Filters {
  city: string | null;
  role: WorkRole | null;
}

function filtersOf(params: URLSearchParams): Filters {
  const role = params.get('role');
  return {
    city: params.get('city')?.trim() || null,
    role: (WORK_ROLES as readonly string[]).includes(role ?? '') ? (role as WorkRole) : null,
  };
}

/** Starts the URL's list, and a venue's or brand's own gigs: who is signed in decides, so it waits for the sign-in check. */
export async function loader({ request }: LoaderFunctionArgs) {
  await sessionStore.start();
  return loadRouteQuery<GigsPageQueryType>(
    'gigs',
    GigsPageQuery,
    {
      ...filtersOf(new URL(request.url).searchParams),
      first: GIGS_PAGE_SIZE,
      poster: canPostGigs(sessionStore.getSnapshot().viewer),
    },
    // Others post and close gigs meanwhile: show what the store has, then the server's list.
    { fetchPolicy: 'store-and-network' },
  );
}

const ANY = 'any';

/**
 * Gigs (decision 0055): open shifts and jobs, the ones for the member first (a venue's or brand's own
 * gigs, open and closed, for them), then all of them filtered by city and role.
 */
export default function GigsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<GigsPageQueryType>;
  const { viewer } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const filters = filtersOf(searchParams);
  const [city, setCity] = useState(filters.city ?? '');
  const ids = { city: useId(), role: useId() };

  // URL -> box: back and forward put their city in the box.
  const [syncedLocation, setSyncedLocation] = useState(location.key);
  if (location.key !== syncedLocation) {
    setSyncedLocation(location.key);
    if (navigationType === 'POP') setCity(filters.city ?? '');
  }

  const apply = (next: Partial<Filters>) => {
    const merged = { ...filters, ...next };
    const params: Record<string, string> = {};
    if (merged.city) params.city = merged.city;
    if (merged.role) params.role = merged.role;
    setSearchParams(params, { preventScrollReset: true });
  };

  // Box -> URL once typing pauses, as the search screen does.
  useEffect(() => {
    if (city.trim() === (filters.city ?? '')) return;
    const timer = window.setTimeout(() => apply({ city: city.trim() || null }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // apply reads the current filters; only the typed city starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [city, filters.city]);

  const anyFilter = Boolean(filters.city || filters.role);
  const clear = () => {
    setCity('');
    setSearchParams({}, { preventScrollReset: true });
  };

  return (
    <div className="pb-8">
      <title>{`${GIG_MESSAGES.title} · Repour`}</title>
      <PageHeader
        title={GIG_MESSAGES.title}
        description={GIG_MESSAGES.intro}
        back="history"
        actions={
          canPostGigs(viewer) ? (
            <Button asChild size="sm">
              <Link to="/gigs/new">
                <PlusIcon />
                {GIG_MESSAGES.post}
              </Link>
            </Button>
          ) : null
        }
      />
      {/* One wait for the whole screen: the lists above the filters take their height once their gigs are
          in, so the filters show then too rather than being pushed down. A filter changed later keeps
          the screen as it is while the new list loads (the router renders in a transition). */}
      <Suspense fallback={<Loading />}>
        <div className="flex flex-col gap-4 px-4">
          <ErrorBoundary resetKey={queryRef} fallback={() => <LoadFailed />}>
            <Firsts queryRef={queryRef} />
          </ErrorBoundary>
          <h2 className="font-display text-lg font-semibold">{GIG_MESSAGES.allGigs}</h2>
          <section aria-label="Filters" className="flex flex-col gap-2.5 rounded-2xl border bg-card p-3 shadow-xs">
            <CityFilter
              id={ids.city}
              value={city}
              onChange={setCity}
              onApply={(picked) => apply({ city: picked })}
              placeholder={GIG_MESSAGES.anyCity}
            />
            <Select value={filters.role ?? ANY} onValueChange={(value) => apply({ role: value === ANY ? null : (value as WorkRole) })}>
              <SelectTrigger id={ids.role} aria-label="Role">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>{GIG_MESSAGES.anyRole}</SelectItem>
                {WORK_ROLES.map((role) => (
                  <SelectItem key={role} value={role}>
                    {WORK_ROLE_LABELS[role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </section>
          <ErrorBoundary resetKey={queryRef} fallback={() => <LoadFailed />}>
            <AllGigs queryRef={queryRef} onClear={anyFilter ? clear : undefined} />
          </ErrorBoundary>
        </div>
      </Suspense>
    </div>
  );
}

/** The lists above all open gigs: a poster's own gigs, a member's gigs for them (each shows only when it applies). */
function Firsts({ queryRef }: { queryRef: PreloadedQuery<GigsPageQueryType> }) {
  const data = usePreloadedQuery<GigsPageQueryType>(GigsPageQuery, queryRef);
  return (
    <>
      {data.YourGigs_query ? <YourGigs query={data.YourGigs_query} /> : null}
      <ForYouGigs query={data} />
    </>
  );
}

function AllGigs({ queryRef, onClear }: { queryRef: PreloadedQuery<GigsPageQueryType>; onClear?(): void }) {
  const query = usePreloadedQuery<GigsPageQueryType>(GigsPageQuery, queryRef);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<GigsPagePaginationQuery, GigsPage_query$key>(
    graphql`
      fragment GigsPage_query on Query
      @refetchable(queryName: "GigsPagePaginationQuery")
      @argumentDefinitions(city: { type: "String" }, role: { type: "WorkRole" }, first: { type: "Int!" }, after: { type: "String" }) {
        gigs(city: $city, role: $role, first: $first, after: $after) @connection(key: "GigsPage_gigs", filters: ["city", "role"]) {
          edges {
            node {
              id
              isOpen
              ...GigCard_gig
            }
          }
        }
      }
    `,
    query,
  );
  const edges = listedGigs(data.gigs.edges);
  if (edges.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
          <SearchXIcon className="size-7" />
        </div>
        <h3 className="font-display text-xl font-semibold">{GIG_MESSAGES.empty}</h3>
        <p className="max-w-xs text-sm text-muted-foreground">{GIG_MESSAGES.emptyHint}</p>
        {onClear ? (
          <Button variant="outline" className="mt-2" onClick={onClear}>
            {GIG_MESSAGES.clearFilters}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <GigList gigs={edges} pager={{ hasNext, isLoadingNext, loadNext }} label={GIG_MESSAGES.allGigs} />
    </div>
  );
}

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 px-4 py-4 text-sm font-medium text-muted-foreground">
      <Spinner className="size-4" />
      {GIG_MESSAGES.loading}
    </p>
  );
}

function LoadFailed() {
  return (
    <p role="alert" className="py-8 text-center text-destructive">
      {GIG_MESSAGES.loadFailed}
    </p>
  );
}
