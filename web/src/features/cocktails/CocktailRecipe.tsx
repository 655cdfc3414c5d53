import { RotateCcwIcon } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { cn } from '@/lib/utils';
import { SCALE_PRESETS } from '@common/constants';
import {
  authorDisplayUnit,
  factorForLineAmount,
  factorForTotalVolume,
  factorFromInput,
  formatPlain,
  formatScale,
  sanitizeAmountInput,
  scaleLine,
  totalVolume,
  typedTotalText,
  type DisplayUnit,
  type RecipeLine,
} from '@common/scaling';
import { CocktailStrength } from './CocktailStrength';
import type { CocktailRecipe_cocktail$key } from './__generated__/CocktailRecipe_cocktail.graphql';

interface AmountBoxProps {
  /** The amount as shown while not being edited. */
  value: string;
  /** Which typing rule applies: digits only for ml, one decimal point otherwise. */
  kind: DisplayUnit | 'own-unit';
  label: string;
  /** Applies a typed amount; what it ignores simply goes back to the shown value. */
  onCommit(text: string): void;
  className?: string;
}

/** An amount the member may retype: applied on Enter or on leaving the box. */
function AmountBox({ value, kind, label, onCommit, className }: AmountBoxProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  return (
    <Input
      aria-label={label}
      inputMode={kind === 'ml' ? 'numeric' : 'decimal'}
      value={draft ?? value}
      onFocus={(event) => {
        setDraft(value);
        event.target.select();
      }}
      onChange={(event) => setDraft(sanitizeAmountInput(event.target.value, kind))}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
          event.currentTarget.blur();
        } else if (event.key === 'Escape') {
          setDraft(null);
          event.currentTarget.blur();
        }
      }}
      className={cn('h-10 w-16 px-2 text-right tabular-nums', className)}
    />
  );
}

/**
 * The Scale Recipe and Ingredients cards: one factor scales every line (presets, a custom factor, a
 * typed amount or a typed total volume), shown in ml or oz (spec sections 2, 4 and 5).
 */
export function CocktailRecipe({ cocktail }: { cocktail: CocktailRecipe_cocktail$key }) {
  const data = useFragment(
    graphql`
      fragment CocktailRecipe_cocktail on Cocktail {
        method
        ingredients {
          amount
          unit
          brand
          note
          optional
          ingredient {
            name
            abv
          }
        }
      }
    `,
    cocktail,
  );
  const lines: RecipeLine[] = data.ingredients.map((line) => ({ amount: line.amount ?? null, unit: line.unit }));
  const [factor, setFactor] = useState(1);
  // The recipe opens as its author wrote it (decision 0037); the toggle converts from there.
  const [display, setDisplay] = useState<DisplayUnit>(() => authorDisplayUnit(lines));
  const [custom, setCustom] = useState('');
  const total = totalVolume(lines, factor, display);
  // A typed total stays as typed while it is what scales the recipe (decision 0067); any other change
  // of factor or unit shows the lines' sum again.
  const [typedTotal, setTypedTotal] = useState<{ text: string; factor: number; display: DisplayUnit } | null>(null);
  const totalText = typedTotal && typedTotal.factor === factor && typedTotal.display === display ? typedTotal.text : total?.text;
  const applyTotal = (text: string) => {
    const next = factorForTotalVolume(lines, factor, text, display);
    const kept = typedTotalText(text, display);
    if (next === null || kept === null) return;
    setFactor(next);
    setTypedTotal({ text: kept, factor: next, display });
  };
  const applyFactor = (next: number | null) => {
    if (next !== null) setFactor(next);
  };

  return (
    <>
      <Card className="gap-4">
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle>Scale Recipe</CardTitle>
          <p
            className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground tabular-nums"
            aria-live="polite"
          >
            <span className="sr-only">Scale </span>×{formatScale(factor)}
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <div className="grid grid-cols-4 gap-2">
            {/* "multiple" keeps each preset a pressed button (a single group's items are radios); a tap on
                another preset picks it, a tap on the one in force leaves it. */}
            <ToggleGroup
              type="multiple"
              value={SCALE_PRESETS.filter((preset) => preset === factor).map(String)}
              onValueChange={(values) => {
                const picked = values.map(Number).find((value) => value !== factor);
                if (picked !== undefined) setFactor(picked);
              }}
              className="col-span-3 grid grid-cols-3"
            >
              {SCALE_PRESETS.map((preset) => (
                <ToggleGroupItem key={preset} value={String(preset)} className="px-0 tabular-nums">
                  ×{formatPlain(preset)}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
            <Button variant="ghost" className="px-0" onClick={() => setFactor(1)} disabled={factor === 1}>
              <RotateCcwIcon className="size-4" aria-hidden="true" />
              Reset
            </Button>
          </div>
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const next = factorFromInput(custom);
              if (next !== null) {
                setFactor(next);
                setCustom('');
              }
            }}
          >
            <Input
              aria-label="Custom multiplier"
              inputMode="decimal"
              placeholder="Custom, e.g. 1.5"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="secondary" disabled={custom.trim() === ''}>
              Apply
            </Button>
          </form>
        </CardContent>
      </Card>

      <Card className="gap-3">
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle>Ingredients</CardTitle>
          <ToggleGroup
            type="single"
            value={display}
            onValueChange={(value) => {
              if (value === 'ml' || value === 'oz') setDisplay(value);
            }}
            aria-label="Units"
          >
            <ToggleGroupItem value="ml" size="sm" className="w-12">
              ml
            </ToggleGroupItem>
            <ToggleGroupItem value="oz" size="sm" className="w-12">
              oz
            </ToggleGroupItem>
          </ToggleGroup>
        </CardHeader>
        {/* One grid for every line and the total, so amounts, units and names line up whatever the
            longest unit ("barspoon") of this recipe. */}
        <CardContent className="grid grid-cols-[auto_auto_minmax(0,1fr)] gap-x-2">
          <ul className="col-span-3 grid grid-cols-subgrid divide-y">
            {data.ingredients.map((line, index) => {
              const scaled = scaleLine(lines[index], factor, display);
              return (
                <li key={index} className="col-span-3 grid min-h-13 grid-cols-subgrid items-center px-2 py-1.5">
                  {scaled.behaviour === 'fixed' ? (
                    <span className="col-span-2 text-sm text-muted-foreground">{scaled.word}</span>
                  ) : (
                    <>
                      <AmountBox
                        value={scaled.text}
                        kind={scaled.behaviour === 'volume' ? display : 'own-unit'}
                        label={scaled.unit ? `Amount of ${line.ingredient.name} in ${scaled.unit}` : `Amount of ${line.ingredient.name}`}
                        onCommit={(text) => applyFactor(factorForLineAmount(lines[index], factor, text, display))}
                      />
                      <span className="text-sm text-muted-foreground">{scaled.word}</span>
                    </>
                  )}{' '}
                  <span className="min-w-0 pl-1">
                    <span className="font-medium">{line.ingredient.name}</span>
                    {line.brand ? <span className="text-muted-foreground"> · {line.brand}</span> : null}
                    {line.optional ? <span className="text-muted-foreground"> (optional)</span> : null}
                    {line.note ? <span className="block text-xs text-muted-foreground">{line.note}</span> : null}
                  </span>
                </li>
              );
            })}
          </ul>
          {total ? (
            <div className="col-span-3 mt-2 grid grid-cols-subgrid items-center rounded-xl bg-muted/60 px-2 py-2.5">
              <AmountBox
                value={totalText ?? total.text}
                kind={display}
                label={`Total Volume in ${display}`}
                onCommit={applyTotal}
                className="bg-card font-semibold"
              />
              <span className="text-sm text-muted-foreground">{display}</span>
              <span className="pl-1 font-semibold">Total Volume</span>
            </div>
          ) : null}
          <CocktailStrength
            lines={data.ingredients.map((line, index) => ({ ...lines[index], abv: line.ingredient.abv ?? null }))}
            method={data.method ?? null}
            factor={factor}
            display={display}
          />
        </CardContent>
      </Card>
    </>
  );
}
