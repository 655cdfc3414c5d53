import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { chipKey, COCKTAIL_SORT_LABELS, COCKTAIL_SORTS, type CocktailSort, FILTER_SECTIONS } from '@common/cocktail-filters';
import { ChipToggle } from '@/components/ui/chip-toggle';

interface CocktailFilterPanelProps {
  /** The chips in force ("eras:Classic", ...). */
  applied: readonly string[];
  /** The list's order in force. */
  sort: CocktailSort;
  onApply(keys: string[], sort: CocktailSort): void;
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
export function CocktailFilterPanel({ applied, sort, onApply, open, onOpenChange, returnFocus }: CocktailFilterPanelProps) {
  const [draft, setDraft] = useState<Set<string>>(() => new Set(applied));
  const [draftSort, setDraftSort] = useState<CocktailSort>(sort);

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
