import { SlidersHorizontalIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { chipKey, FILTER_SECTIONS } from '@common/cocktail-filters';
import { ChipToggle } from '@/components/ui/chip-toggle';
import { Link } from 'react-router-dom';
import { SHELF_FILTER_LABELS, SHELF_FILTERS, type ShelfFilter } from '@common/shelf';

interface CocktailFilterSheetProps {
  /** The chips in force ("eras:Classic", ...). */
  applied: readonly string[];
  /** The shelf filter in force ("Can make now", "Missing one"), if any. */
  shelf?: ShelfFilter | null;
  onApply(keys: string[], shelf: ShelfFilter | null): void;
}

/** The Filter button and its bottom sheet "Filter Cocktails": chips to tick, Clear and Apply. */
export function CocktailFilterSheet({ applied, shelf = null, onApply }: CocktailFilterSheetProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Set<string>>(() => new Set(applied));
  const [shelfDraft, setShelfDraft] = useState<ShelfFilter | null>(shelf);
  const active = applied.length + (shelf ? 1 : 0);

  const openChange = (next: boolean) => {
    // Each opening starts from the filters in force; closing without Apply discards the draft.
    if (next) {
      setDraft(new Set(applied));
      setShelfDraft(shelf);
    }
    setOpen(next);
  };

  const toggle = (key: string, on: boolean) => {
    setDraft((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const apply = () => {
    onApply([...draft], shelfDraft);
    setOpen(false);
  };

  return (
    <Sheet open={open} onOpenChange={openChange}>
      <SheetTrigger asChild>
        <Button variant="outline" size="icon" className="relative shrink-0" aria-label={active ? `Filter, ${active} active` : 'Filter'}>
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
      </SheetTrigger>
      <SheetContent aria-describedby="cocktail-filter-description">
        <SheetHeader>
          <SheetTitle>Filter Cocktails</SheetTitle>
          <SheetDescription id="cocktail-filter-description">Show cocktails that match every group you tick.</SheetDescription>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-5 pb-4">
          {/* My Bar (issue 41): what the member's shelf makes; the list then shows only that (decision 0076). */}
          <fieldset className="flex flex-col gap-2.5">
            <legend className="mb-2.5 text-xs font-semibold tracking-[0.08em] text-muted-foreground uppercase">My Bar</legend>
            <div className="flex flex-wrap items-center gap-2">
              {SHELF_FILTERS.map((filter) => (
                <ChipToggle key={filter} checked={shelfDraft === filter} onCheckedChange={(on) => setShelfDraft(on ? filter : null)}>
                  {SHELF_FILTER_LABELS[filter]}
                </ChipToggle>
              ))}
              <Link to="/my-bar" className="ml-auto text-sm font-medium text-primary underline-offset-4 hover:underline">
                Edit My Bar
              </Link>
            </div>
            {shelfDraft ? (
              <p className="text-xs text-muted-foreground">Shows what your shelf makes; the other filters and the search wait.</p>
            ) : null}
          </fieldset>
          {FILTER_SECTIONS.map((section) => (
            <fieldset key={section.group} className="flex flex-col gap-2.5">
              <legend className="mb-2.5 text-xs font-semibold tracking-[0.08em] text-muted-foreground uppercase">{section.title}</legend>
              <div className="flex flex-wrap gap-2">
                {section.chips.map((chip) => {
                  const key = chipKey(chip);
                  const checked = draft.has(key);
                  return (
                    <ChipToggle key={key} checked={checked} onCheckedChange={(on) => toggle(key, on)}>
                      {chip.label}
                    </ChipToggle>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </SheetBody>
        <SheetFooter>
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => {
              setDraft(new Set());
              setShelfDraft(null);
            }}
            disabled={draft.size === 0 && !shelfDraft}
          >
            Clear
          </Button>
          <Button className="flex-1" onClick={apply}>
            Apply
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
