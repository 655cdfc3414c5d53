// What the cocktail list keeps in session storage (spec sections 2 and 3): its active filters and search
// text, and, when a card is opened, the scroll position and how many cocktails were loaded, so coming back
// from a cocktail shows the same list at the same place.
import { COCKTAIL_SORTS, filterFromChips, knownChipKeys, type CocktailFilterValue, type CocktailSort } from '@common/cocktail-filters';
import { SEARCH_MIN_LENGTH } from '@common/constants';
import { SHELF_FILTERS, type ShelfFilter } from '@common/shelf';

export const LIST_STATE_KEY = 'cocktailListState';

export interface CocktailListState {
  /** Ticked filter chips ("eras:Classic", "spirits:gin"). */
  filters: string[];
  search: string;
  /** The list's order (the filter sheet's "Sort by"); name when absent. */
  sort?: CocktailSort;
  /** "Can make now" or "Missing one" (the filter sheet's My Bar section): the list of what the shelf makes. */
  shelf?: ShelfFilter | null;
  /** Set when a card is opened, cleared once restored. */
  scrollY?: number;
  loadedCount?: number;
  /** The opened card (its cocktail's database id) and how far below the viewport's top it was. */
  openedId?: number;
  openedTop?: number;
}

const EMPTY: CocktailListState = { filters: [], search: '' };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A kept sort the list knows, else undefined (the list's own order). */
function sortOf(value: unknown): CocktailSort | undefined {
  return COCKTAIL_SORTS.find((sort) => sort === value && sort !== 'name');
}

/** The connection's sort for the kept state: null for the list's own (alphabetical) order. */
export function connectionSort(state: Pick<CocktailListState, 'sort'>): CocktailSort | null {
  return state.sort && state.sort !== 'name' ? state.sort : null;
}

export function readListState(storage: Storage | null = browserStorage()): CocktailListState {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LIST_STATE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    const value = parsed as Record<string, unknown>;
    const number = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : undefined);
    const sort = sortOf(value.sort);
    const shelf = SHELF_FILTERS.find((filter) => filter === value.shelf);
    return {
      filters: Array.isArray(value.filters) ? knownChipKeys(value.filters.filter((key): key is string => typeof key === 'string')) : [],
      search: typeof value.search === 'string' ? value.search.slice(0, 200) : '',
      // The list's own order and no shelf filter are kept as nothing.
      ...(sort ? { sort } : {}),
      ...(shelf ? { shelf } : {}),
      scrollY: number(value.scrollY),
      loadedCount: number(value.loadedCount),
      openedId: number(value.openedId),
      openedTop: typeof value.openedTop === 'number' && Number.isFinite(value.openedTop) ? value.openedTop : undefined,
    };
  } catch {
    return EMPTY;
  }
}

export function writeListState(state: CocktailListState, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(LIST_STATE_KEY, JSON.stringify(state));
  } catch {
    // storage full or blocked: the list simply starts afresh next time
  }
}

export function updateListState(change: Partial<CocktailListState>, storage: Storage | null = browserStorage()): CocktailListState {
  const next = { ...readListState(storage), ...change };
  writeListState(next, storage);
  return next;
}

/** The connection's filter for the ticked chips and the search text (searched from 2 characters). */
export function connectionFilter(state: Pick<CocktailListState, 'filters' | 'search'>): (CocktailFilterValue & { search?: string }) | null {
  const chips = filterFromChips(state.filters);
  const search = state.search.trim();
  if (search.length < SEARCH_MIN_LENGTH) return chips;
  return { ...(chips ?? {}), search };
}
