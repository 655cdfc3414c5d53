import { CircleAlertIcon, LockKeyholeIcon } from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, SPECIALTY_PRESETS } from '@common/constants';
import { isHiringAccount, PEOPLE_TEXTS, WORK_ROLE_LABELS, WORK_ROLES, type WorkRole } from '@common/hiring';
import { sessionStore } from '@/app/session/session-store';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { CityFilter } from '@/components/CityFilter';
import { PageHeader } from '@/components/PageHeader';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { requestErrorText } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import type { PeoplePageQuery as PeoplePageQueryType } from './__generated__/PeoplePageQuery.graphql';
import { PEOPLE_PAGE_SIZE, PeopleResults } from './PeopleResults';

const PeoplePageQuery = graphql`
  query PeoplePageQuery($city: String, $role: WorkRole, $specialty: String, $first: Int!) {
    ...PeopleResults_query @arguments(city: $city, role: $role, specialty: $specialty, first: $first)
  }
`;

interface Filters {
  city: string | null;
  role: WorkRole | null;
  specialty: string | null;
}

/** The filters of a URL (?city=&role=&specialty=); a role or specialty that is not one of the lists is none. */
function filtersOf(params: URLSearchParams): Filters {
  const role = params.get('role');
  const specialty = params.get('specialty');
  return {
    city: params.get('city')?.trim() || null,
    role: (WORK_ROLES as readonly string[]).includes(role ?? '') ? (role as WorkRole) : null,
    specialty: SPECIALTY_PRESETS.find((preset) => preset === specialty) ?? null,
  };
}

/**
 * Starts the search of the URL's filters; none for an account that may not search (the page says why).
 * Who is signed in decides, so it waits for the sign-in check.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await sessionStore.start();
  if (!isHiringAccount(sessionStore.getSnapshot().viewer)) return null;
  return loadRouteQuery<PeoplePageQueryType>('people', PeoplePageQuery, {
    ...filtersOf(new URL(request.url).searchParams),
    first: PEOPLE_PAGE_SIZE,
  });
}

const ANY = 'any';

/** Find People (decision 0051): venue and brand accounts search members open to work by city, role and specialty. */
export default function PeoplePage() {
  const queryRef = useLoaderData() as PreloadedQuery<PeoplePageQueryType> | null;
  return (
    <div className="pb-8">
      <title>{`${PEOPLE_TEXTS.title} · Repour`}</title>
      <PageHeader title={PEOPLE_TEXTS.title} description={queryRef ? PEOPLE_TEXTS.intro : undefined} back="history" />
      {queryRef ? <People queryRef={queryRef} /> : <NotForThisAccount />}
    </div>
  );
}

function People({ queryRef }: { queryRef: PreloadedQuery<PeoplePageQueryType> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const filters = filtersOf(searchParams);
  const [city, setCity] = useState(filters.city ?? '');
  const ids = { city: useId(), role: useId(), specialty: useId() };

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
    if (merged.specialty) params.specialty = merged.specialty;
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

  const anyFilter = Boolean(filters.city || filters.role || filters.specialty);
  const clear = () => {
    setCity('');
    setSearchParams({}, { preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-4 px-4">
      <section aria-label="Filters" className="flex flex-col gap-2.5 rounded-2xl border bg-card p-3 shadow-xs">
        <CityFilter
          id={ids.city}
          value={city}
          onChange={setCity}
          onApply={(picked) => apply({ city: picked })}
          placeholder={PEOPLE_TEXTS.anyCity}
        />
        <div className="grid grid-cols-2 gap-2">
          <Select value={filters.role ?? ANY} onValueChange={(value) => apply({ role: value === ANY ? null : (value as WorkRole) })}>
            <SelectTrigger id={ids.role} aria-label="Role" className="min-w-0">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{PEOPLE_TEXTS.anyRole}</SelectItem>
              {WORK_ROLES.map((role) => (
                <SelectItem key={role} value={role}>
                  {WORK_ROLE_LABELS[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={filters.specialty ?? ANY} onValueChange={(value) => apply({ specialty: value === ANY ? null : value })}>
            <SelectTrigger id={ids.specialty} aria-label="Specialty" className="min-w-0">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{PEOPLE_TEXTS.anySpecialty}</SelectItem>
              {SPECIALTY_PRESETS.map((preset) => (
                <SelectItem key={preset} value={preset}>
                  {preset}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </section>

      <ErrorBoundary resetKey={queryRef} fallback={(error) => <LoadFailed error={error} />}>
        <Suspense fallback={<Finding />}>
          <Results queryRef={queryRef} onClear={anyFilter ? clear : undefined} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function Results({ queryRef, onClear }: { queryRef: PreloadedQuery<PeoplePageQueryType>; onClear?(): void }) {
  const data = usePreloadedQuery<PeoplePageQueryType>(PeoplePageQuery, queryRef);
  return <PeopleResults query={data} onClear={onClear} />;
}

/** Barflies and bartenders: what the page is for, and who may use it (the server refuses them the same way). */
function NotForThisAccount() {
  return (
    <div role="status" className="mx-4 flex flex-col items-center gap-2 rounded-2xl border border-dashed px-6 py-12 text-center">
      <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground" aria-hidden="true">
        <LockKeyholeIcon className="size-6" />
      </div>
      <h2 className="font-display text-xl font-semibold">{PEOPLE_TEXTS.forbiddenTitle}</h2>
      <p className="max-w-xs text-sm text-muted-foreground">{PEOPLE_TEXTS.searchForbidden}</p>
    </div>
  );
}

function LoadFailed({ error }: { error: Error }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
      <p className="text-destructive">{requestErrorText(error, PEOPLE_TEXTS.loadFailed)}</p>
    </div>
  );
}

function Finding() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Spinner className="size-4" />
        {PEOPLE_TEXTS.loading}
      </p>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border bg-card p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-12 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}
