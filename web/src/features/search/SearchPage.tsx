import { PlusIcon, SearchIcon, SearchXIcon, XIcon } from 'lucide-react';
import { type ReactNode, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { EventsEntryLink } from '@/components/events/EventsEntryLink';
import { PageHeader } from '@/components/PageHeader';
import { GigsLink } from '@/components/gigs/GigsLink';
import { FindPeopleLink } from '@/components/open-to-work/FindPeopleLink';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { environment } from '@/relay/environment';
import { SEARCH_DEBOUNCE_MS } from '@common/constants';
import { searchQueryText } from '@common/search-text';
import type { SearchPageQuery as SearchPageQueryType } from './__generated__/SearchPageQuery.graphql';
import { SearchCocktailResults } from './SearchCocktailResults';
import { SearchIngredientResults } from './SearchIngredientResults';
import { SearchPeopleResults } from './SearchPeopleResults';
import { SearchVenueResults } from './SearchVenueResults';
import {
  countText,
  foundText,
  NO_RESULTS,
  NO_RESULTS_HINT,
  SEARCH_EVERYTHING,
  SEARCH_EVERYTHING_HINT,
  SEARCH_PLACEHOLDER,
  SEARCH_TABS,
  SEARCH_TITLE,
  type SearchTab,
  SEARCHING,
  seeAllText,
} from './search-text';

/** Results a kind shows at first and per "Show more". */
const PAGE_SIZE = 20;
/** Cards of each kind on the All tab. */
const ALL_TAB_PREVIEW = 3;

const SearchPageQuery = graphql`
  query SearchPageQuery($query: String!, $first: Int!) {
    search(query: $query) {
      totalCount
      totalCountIsExact
      cocktailCount: cocktails(first: 0) {
        totalCount
        totalCountIsExact
      }
      ingredientCount: ingredients(first: 0) {
        totalCount
        totalCountIsExact
      }
      peopleCount: people(first: 0) {
        totalCount
        totalCountIsExact
      }
      venueCount: venues(first: 0) {
        totalCount
        totalCountIsExact
      }
    }
    ...SearchCocktailResults_query @arguments(query: $query, first: $first)
    ...SearchIngredientResults_query @arguments(query: $query, first: $first)
    ...SearchPeopleResults_query @arguments(query: $query, first: $first)
    ...SearchVenueResults_query @arguments(query: $query, first: $first)
  }
`;

type SearchQueryRef = PreloadedQuery<SearchPageQueryType>;

// The screen keeps showing the previous results while the next ones load (and when they fail), so a
// few references stay retained; older ones are released.
const retained: SearchQueryRef[] = [];

/** Runs the search of ?q= before the page renders; nothing for text under 2 characters. */
export function loader({ request }: LoaderFunctionArgs): SearchQueryRef | null {
  const text = new URL(request.url).searchParams.get('q') ?? '';
  if (searchQueryText(text) === null) return null;
  const reference = loadQuery<SearchPageQueryType>(
    environment,
    SearchPageQuery,
    { query: text.trim(), first: PAGE_SIZE },
    {
      fetchPolicy: 'store-or-network',
    },
  );
  retained.push(reference);
  while (retained.length > 3) retained.shift()!.dispose();
  return reference;
}

/** Marks the URL changes the search box makes, so only other changes (back, forward, links) refill the box. */
interface SearchLocationState {
  fromSearchBox?: boolean;
}

/** Search cocktails, ingredients, people and venues (spec section 2, /search?q=). */
export default function SearchPage() {
  const queryRef = useLoaderData() as SearchQueryRef | null;
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlText = searchParams.get('q') ?? '';
  const [text, setText] = useState(urlText);
  const [tab, setTab] = useState<SearchTab>('all');
  const [shown, setShown] = useState<SearchQueryRef | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // URL -> box: back and forward (and links to /search?q=) put their query in the box.
  const [syncedLocation, setSyncedLocation] = useState(location.key);
  if (location.key !== syncedLocation) {
    setSyncedLocation(location.key);
    if (navigationType === 'POP' || !(location.state as SearchLocationState | null)?.fromSearchBox) setText(urlText);
  }

  // Box -> URL: once the text has been left unchanged for 300 ms; each search is a history entry.
  useEffect(() => {
    if (text === urlText) return;
    const timer = window.setTimeout(() => {
      setSearchParams(text ? { q: text } : {}, { preventScrollReset: true, state: { fromSearchBox: true } satisfies SearchLocationState });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, urlText, setSearchParams]);

  // The last results stay on screen until the next ones are ready.
  const deferredRef = useDeferredValue(queryRef);
  const searchable = searchQueryText(text) !== null;
  const pending = deferredRef !== queryRef || searchQueryText(text) !== searchQueryText(urlText);

  let body: ReactNode;
  if (!searchable) {
    body = (
      <>
        <Prompt icon={<SearchIcon />} title={SEARCH_EVERYTHING} hint={SEARCH_EVERYTHING_HINT} />
        {/* Issue 24: the Events screen, one tap from search rather than a fifth tab. */}
        <EventsEntryLink />
      </>
    );
  } else if (!deferredRef) {
    body = <Searching />;
  } else {
    const fallbackRef = shown !== deferredRef ? shown : null;
    body = (
      // Search failures are only logged (the boundary logs them); the results stay as they were.
      <ErrorBoundary
        resetKey={deferredRef}
        fallback={() =>
          fallbackRef ? <SearchResults queryRef={fallbackRef} pending={false} tab={tab} onTabChange={setTab} onShown={() => {}} /> : null
        }
      >
        <Suspense fallback={<Searching />}>
          <SearchResults queryRef={deferredRef} pending={pending} tab={tab} onTabChange={setTab} onShown={setShown} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  return (
    <div className="pb-6">
      <title>Search · Repour</title>
      <PageHeader
        title={SEARCH_TITLE}
        actions={
          <Button asChild size="sm">
            <Link to="/create">
              <PlusIcon /> Create
            </Link>
          </Button>
        }
      />
      <div className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-30 bg-background/95 px-4 pt-1 pb-3 backdrop-blur-lg">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            ref={inputRef}
            type="search"
            aria-label={SEARCH_TITLE}
            placeholder={SEARCH_PLACEHOLDER}
            autoFocus
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            // The clear button takes the right end only once there is text: the placeholder gets the width.
            className={cn(
              inputClassName,
              'h-12 pl-10 text-ellipsis placeholder:text-[0.9375rem] [&::-webkit-search-cancel-button]:hidden',
              text ? 'pr-11' : 'pr-3',
            )}
          />
          {text ? (
            <Button
              variant="ghost"
              size="icon-sm"
              className="absolute top-1/2 right-1 -translate-y-1/2 text-muted-foreground"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                inputRef.current?.focus();
              }}
            >
              <XIcon />
            </Button>
          ) : null}
        </form>
      </div>
      <div className="px-4">
        {/* Venue and brand accounts: the way to people open to work (decision 0051). */}
        {searchable ? null : <FindPeopleLink className="mb-2" />}
        {searchable ? null : <GigsLink className="mb-2" />}
        {body}
      </div>
    </div>
  );
}

interface SearchResultsProps {
  queryRef: SearchQueryRef;
  /** The box holds a newer query than these results. */
  pending: boolean;
  tab: SearchTab;
  onTabChange(tab: SearchTab): void;
  onShown(queryRef: SearchQueryRef): void;
}

function SearchResults({ queryRef, pending, tab, onTabChange, onShown }: SearchResultsProps) {
  const data = usePreloadedQuery<SearchPageQueryType>(SearchPageQuery, queryRef);
  useEffect(() => onShown(queryRef), [onShown, queryRef]);
  const { search } = data;
  const counts: Record<SearchTab, { totalCount: number; totalCountIsExact: boolean }> = {
    all: search,
    cocktails: search.cocktailCount,
    ingredients: search.ingredientCount,
    people: search.peopleCount,
    venues: search.venueCount,
  };
  const lists: Record<Exclude<SearchTab, 'all'>, (limit?: number) => ReactNode> = {
    cocktails: (limit) => <SearchCocktailResults query={data} limit={limit} pageSize={PAGE_SIZE} />,
    ingredients: (limit) => <SearchIngredientResults query={data} limit={limit} pageSize={PAGE_SIZE} />,
    people: (limit) => <SearchPeopleResults query={data} limit={limit} pageSize={PAGE_SIZE} />,
    venues: (limit) => <SearchVenueResults query={data} limit={limit} pageSize={PAGE_SIZE} />,
  };
  const kinds = SEARCH_TABS.filter((kind): kind is Exclude<(typeof SEARCH_TABS)[number], { value: 'all' }> => kind.value !== 'all');

  // Nothing found: the empty state alone, not "Found 0 results" above it.
  if (search.totalCount === 0 && !pending) return <NoResults announce />;

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="flex min-h-5 items-center gap-2 text-sm font-medium text-muted-foreground">
        {pending ? <Spinner className="size-4" /> : null}
        {pending ? SEARCHING : foundText(search.totalCount, search.totalCountIsExact)}
      </p>
      {search.totalCount === 0 ? null : (
        <Tabs
          value={tab}
          onValueChange={(value) => onTabChange(value as SearchTab)}
          className={cn('transition-opacity', pending && 'opacity-60')}
        >
          <ScrollingTabsList active={tab}>
            {SEARCH_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value} className="group h-auto min-h-12 flex-col gap-0.5 px-1 py-1.5 leading-tight">
                {label}
                <span className="rounded-full bg-foreground/8 px-1.5 text-[0.6875rem] leading-4 tabular-nums group-data-[state=active]:bg-primary/15">
                  {countText(counts[value].totalCount, counts[value].totalCountIsExact)}
                </span>
              </TabsTrigger>
            ))}
          </ScrollingTabsList>
          <TabsContent value="all" className="flex flex-col gap-6 pt-1">
            {kinds
              .filter(({ value }) => counts[value].totalCount > 0)
              .map(({ value, label }) => (
                <section key={value} aria-labelledby={`search-all-${value}`} className="flex flex-col gap-3">
                  <h2 id={`search-all-${value}`} className="font-display text-lg font-semibold">
                    {label}
                  </h2>
                  {lists[value](ALL_TAB_PREVIEW)}
                  {counts[value].totalCount > ALL_TAB_PREVIEW ? (
                    <Button
                      variant="outline"
                      className="w-full"
                      onClick={() => {
                        onTabChange(value);
                        window.scrollTo({ top: 0 });
                      }}
                    >
                      {seeAllText(counts[value].totalCount, counts[value].totalCountIsExact, label)}
                    </Button>
                  ) : null}
                </section>
              ))}
          </TabsContent>
          {kinds.map(({ value }) => (
            <TabsContent key={value} value={value} className="pt-1">
              {counts[value].totalCount > 0 ? lists[value]() : <NoResults />}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}

/**
 * The five tabs, each count under its label, fit a 390px phone side by side (decision 41). On a
 * narrower screen the list scrolls sideways, fades at an edge with more beyond it, and brings the
 * selected tab into view (also when "See all" selects it).
 */
function ScrollingTabsList({ active, children }: { active: SearchTab; children: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const before = list.scrollLeft > 2;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 2;
      setMore((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    const observer = new ResizeObserver(update);
    observer.observe(list);
    list.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', update);
    };
  }, []);

  useEffect(() => {
    listRef.current?.querySelector('[data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [active]);

  const fade = `linear-gradient(to right, ${more.before ? 'transparent, black 2rem' : 'black'}, ${more.after ? 'black calc(100% - 2rem), transparent' : 'black'})`;
  return (
    <TabsList ref={listRef} className="w-full justify-start [scrollbar-width:none]" style={{ maskImage: fade, WebkitMaskImage: fade }}>
      {children}
    </TabsList>
  );
}

function Prompt({ icon, title, hint, announce = false }: { icon: ReactNode; title: string; hint: string; announce?: boolean }) {
  return (
    <div role={announce ? 'status' : undefined} className="flex flex-col items-center gap-2 px-6 py-16 text-center">
      <div
        className="mb-2 flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-7"
        aria-hidden="true"
      >
        {icon}
      </div>
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      <p className="max-w-xs text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}

/** "No Results Found"; `announce` when it takes the place of the result line (nothing found at all). */
function NoResults({ announce = false }: { announce?: boolean }) {
  return <Prompt icon={<SearchXIcon />} title={NO_RESULTS} hint={NO_RESULTS_HINT} announce={announce} />;
}

function Searching() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p role="status" className="flex min-h-5 items-center gap-2 text-sm font-medium text-muted-foreground">
        <Spinner className="size-4" />
        {SEARCHING}
      </p>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border bg-card p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}
