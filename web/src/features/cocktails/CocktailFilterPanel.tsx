import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { chipKey, COCKTAIL_SORT_LABELS, COCKTAIL_SORTS, type CocktailSort, FILTER_SECTIONS } from '@common/cocktail-filters';
import { ChipToggle } from '@/components/ui/chip-toggle';
import { Link } from 'react-router-dom';
import { SHELF_FILTER_LABELS, SHELF_FILTERS, type ShelfFilter } from '@common/shelf';
import type { FilterChoice } from './CocktailFilterSheet';

interface CocktailFilterPanelProps {
  /** The chips in force ("eras:Classic", ...). */
  applied: readonly string[];
  /** The list's order in force. */
  sort: CocktailSort;
  /** The shelf filter in force, if any. */
  shelf: ShelfFilter | null;
  onApply(choice: FilterChoice): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes when the sheet closes (its button: the sheet has no trigger of its own). */
  returnFocus(): void;
}

/**
 * The bottom sheet "Filter Cocktails": the order, chips to tick, Clear and Apply. Loaded by CocktailFilterSheet's
 * button on its first tap, and mounted anew at each opening: the draft starts from the filters in force,
 * and closing without Apply discards it.
 */
export function CocktailFilterPanel({ applied, sort, shelf, onApply, open, onOpenChange, returnFocus }: CocktailFilterPanelProps) {
  const [draft, setDraft] = useState<Set<string>>(() => new Set(applied));
  const [draftSort, setDraftSort] = useState<CocktailSort>(sort);
  const [shelfDraft, setShelfDraft] = useState<ShelfFilter | null>(shelf);

  const toggle = (key: string, on: boolean) => {
    setDraft((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const apply = () => {
    onApply({ filters: [...draft], sort: draftSort, shelf: shelfDraft });
    onOpenChange(false);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby="cocktail-filter-description"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Filter Cocktails</SheetTitle>
          <SheetDescription id="cocktail-filter-description">Show cocktails that match every group you tick.</SheetDescription>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-5 pb-4">
          <div className="flex flex-col gap-2.5">
            <label htmlFor="cocktail-sort" className="text-xs font-semibold tracking-[0.08em] text-muted-foreground uppercase">
              Sort by
            </label>
            <Select value={draftSort} onValueChange={(value) => setDraftSort(value as CocktailSort)}>
              <SelectTrigger id="cocktail-sort" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {COCKTAIL_SORTS.map((option) => (
                  <SelectItem key={option} value={option}>
                    {COCKTAIL_SORT_LABELS[option]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {/* My Bar (issue 41): what the member's shelf makes, among what the other filters keep (decision 0076). */}
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
              <p className="text-xs text-muted-foreground">
                Shows what your shelf makes, alphabetically, with the filters below and the search.
              </p>
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
              setDraftSort('name');
              setShelfDraft(null);
            }}
            disabled={draft.size === 0 && draftSort === 'name' && !shelfDraft}
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
