import { SlidersHorizontalIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CocktailSort } from '@common/cocktail-filters';
import type { ShelfFilter } from '@common/shelf';

// The sheet (vaul, Radix's dialog, the chips: about 20 KiB gzip) loads on the first tap of Filter, not
// with the list's first screen (decision 0080); pointing at or focusing the button starts the download.
const loadPanel = () => import('./CocktailFilterPanel');
const preload = () => void loadPanel().catch(() => undefined);
const CocktailFilterPanel = lazy(() => loadPanel().then((module) => ({ default: module.CocktailFilterPanel })));

interface CocktailFilterSheetProps {
  /** The chips in force ("eras:Classic", ...). */
  applied: readonly string[];
  /** The list's order in force. */
  sort: CocktailSort;
  /** The shelf filter in force ("Can make now", "Missing one"), if any. */
  shelf: ShelfFilter | null;
  onApply(choice: FilterChoice): void;
}

/** What the sheet applies: the chips, the order and the shelf filter. */
export interface FilterChoice {
  filters: string[];
  sort: CocktailSort;
  shelf: ShelfFilter | null;
}

/** The Filter button and its bottom sheet "Filter Cocktails" (CocktailFilterPanel). */
export function CocktailFilterSheet({ applied, sort, shelf, onApply }: CocktailFilterSheetProps) {
  const [open, setOpen] = useState(false);
  // Each opening mounts the panel anew, so its draft starts from the filters in force.
  const [openings, setOpenings] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const active = applied.length + (shelf ? 1 : 0);

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="icon"
        className="relative shrink-0"
        aria-label={active ? `Filter, ${active} active` : 'Filter'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        {active ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground tabular-nums ring-2 ring-background"
          >
            {active}
          </span>
        ) : null}
      </Button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <CocktailFilterPanel
            key={openings}
            applied={applied}
            sort={sort}
            shelf={shelf}
            onApply={onApply}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
