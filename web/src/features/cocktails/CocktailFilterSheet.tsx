import { SlidersHorizontalIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CocktailSort } from '@common/cocktail-filters';

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
  onApply(keys: string[], sort: CocktailSort): void;
}

/** The Filter button and its bottom sheet "Filter Cocktails" (CocktailFilterPanel). */
export function CocktailFilterSheet({ applied, sort, onApply }: CocktailFilterSheetProps) {
  const [open, setOpen] = useState(false);
  // Each opening mounts the panel anew, so its draft starts from the filters in force.
  const [openings, setOpenings] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="icon"
        className="relative shrink-0"
        aria-label={applied.length ? `Filter, ${applied.length} active` : 'Filter'}
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
        {applied.length ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground tabular-nums ring-2 ring-background"
          >
            {applied.length}
          </span>
        ) : null}
      </Button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <CocktailFilterPanel
            key={openings}
            applied={applied}
            sort={sort}
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
