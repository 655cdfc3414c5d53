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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { chipKey, COCKTAIL_SORT_LABELS, COCKTAIL_SORTS, type CocktailSort, FILTER_SECTIONS } from '@common/cocktail-filters';
import { ChipToggle } from '@/components/ui/chip-toggle';

interface CocktailFilterSheetProps {
  /** The chips in force ("eras:Classic", ...). */
  applied: readonly string[];
  /** The list's order in force. */
  sort: CocktailSort;
  onApply(keys: string[], sort: CocktailSort): void;
}

/** The Filter button and its bottom sheet "Filter Cocktails": the order, chips to tick, Clear and Apply. */
export function CocktailFilterSheet({ applied, sort, onApply }: CocktailFilterSheetProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Set<string>>(() => new Set(applied));
  const [draftSort, setDraftSort] = useState<CocktailSort>(sort);

  const openChange = (next: boolean) => {
    // Each opening starts from the filters and order in force; closing without Apply discards the draft.
    if (next) {
      setDraft(new Set(applied));
      setDraftSort(sort);
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
    onApply([...draft], draftSort);
    setOpen(false);
  };

  return (
    <Sheet open={open} onOpenChange={openChange}>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="relative shrink-0"
          aria-label={applied.length ? `Filter, ${applied.length} active` : 'Filter'}
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
      </SheetTrigger>
      <SheetContent aria-describedby="cocktail-filter-description">
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
            }}
            disabled={draft.size === 0 && draftSort === 'name'}
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
