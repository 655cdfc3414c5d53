// The sections of a cocktail form, shared by the Create Cocktail screen and the Edit Cocktail dialog.
// Each edits part of one CocktailFormState and shows the messages of the fields it holds.
import { PlusIcon, Trash2Icon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { amountStep, COCKTAIL_MESSAGES } from '@common/cocktail-rules';
import {
  CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS,
  CLASSIC_ERAS,
  COCKTAIL_CATEGORIES,
  COCKTAIL_UNITS,
  GARNISH_SUGGESTION_MIN_CHARS,
  GLASSWARE,
  INGREDIENT_SUGGESTION_MIN_CHARS,
  VENUE_SEARCH_MIN_CHARS,
  YEAR_MAX,
  YEAR_MIN,
} from '@common/constants';
import {
  brandSuggestions,
  garnishSuggestions,
  ingredientNameSuggestions,
  venueSuggestions,
  type VenueSuggestion,
} from './CocktailFormLookups';
import { Field, FieldMessage } from '@/components/ui/field';
import { newRow, withIAmCreator, type CocktailFormState, type IngredientRow } from './form-state';
import { Combobox } from '@/components/ui/combobox';
import { ChipToggle } from '@/components/ui/chip-toggle';

export type FormErrors = Record<string, string>;

interface SectionProps {
  state: CocktailFormState;
  onChange(next: CocktailFormState): void;
  errors: FormErrors;
  /** Prefix of element ids, so two forms on one page do not clash. */
  idPrefix: string;
}

export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

function invalid(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

// ---------------------------------------------------------------------------

export function AttributionSection({ state, onChange, errors, idPrefix }: SectionProps) {
  const set = (patch: Partial<CocktailFormState>) => onChange({ ...state, ...patch });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <FormSection title="Creator Attribution">
      <Label
        htmlFor={id('i-am-creator')}
        className="min-h-11 cursor-pointer gap-3 rounded-xl border border-input bg-muted/40 px-3.5 font-medium"
      >
        <Checkbox
          id={id('i-am-creator')}
          checked={state.iAmCreator}
          onCheckedChange={(checked) => onChange(withIAmCreator(state, checked === true))}
        />
        I am the creator
      </Label>
      {!state.iAmCreator ? (
        <>
          <Field id={id('original-creator')} label="Original creator" optional error={errors['attribution.originalCreatorName']}>
            <Input
              id={id('original-creator')}
              value={state.originalCreator}
              onChange={(event) => set({ originalCreator: event.target.value })}
              autoComplete="off"
            />
          </Field>
          <Field id={id('source-link')} label="Source link" optional error={errors['attribution.sourceUrl']}>
            <Input
              id={id('source-link')}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={state.sourceUrl}
              onChange={(event) => set({ sourceUrl: event.target.value })}
              {...invalid(id('source-link'), errors['attribution.sourceUrl'])}
            />
          </Field>
        </>
      ) : null}
      <Field id={id('year')} label="Year" optional error={errors['attribution.year']}>
        <Input
          id={id('year')}
          type="number"
          inputMode="numeric"
          min={YEAR_MIN}
          max={YEAR_MAX}
          step={1}
          placeholder={`${YEAR_MIN}–${YEAR_MAX}`}
          value={state.year}
          onChange={(event) => set({ year: event.target.value })}
          className="w-40"
          {...invalid(id('year'), errors['attribution.year'])}
        />
      </Field>
      <Field
        id={id('venue-name')}
        label="Venue name"
        optional
        error={errors['attribution.venue.name']}
        hint={<p className="text-xs text-muted-foreground">Pick a venue we know, or type a new one.</p>}
      >
        <Combobox<VenueSuggestion>
          id={id('venue-name')}
          value={state.venueName}
          onValueChange={(venueName) => set({ venueName })}
          fetchSuggestions={venueSuggestions}
          debounceMs={CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS}
          minChars={VENUE_SEARCH_MIN_CHARS}
          labelOf={(venue) => venue.name}
          renderItem={(venue) => (
            <span className="flex flex-col">
              <span>{venue.name}</span>
              <span className="text-xs text-muted-foreground">{[venue.city, venue.state, venue.country].filter(Boolean).join(', ')}</span>
            </span>
          )}
          onPick={(venue) =>
            set({ venueName: venue.name, venueCity: venue.city ?? '', venueState: venue.state ?? '', venueCountry: venue.country ?? '' })
          }
          {...invalid(id('venue-name'), errors['attribution.venue.name'])}
        />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          Venue location <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <Input
            aria-label="City"
            placeholder="City"
            value={state.venueCity}
            onChange={(event) => set({ venueCity: event.target.value })}
            className="col-span-2"
          />
          <Input
            aria-label="State"
            placeholder="State"
            value={state.venueState}
            onChange={(event) => set({ venueState: event.target.value })}
          />
          <Input
            aria-label="Country"
            placeholder="Country"
            value={state.venueCountry}
            onChange={(event) => set({ venueCountry: event.target.value })}
          />
        </div>
      </fieldset>
    </FormSection>
  );
}

// ---------------------------------------------------------------------------

export function BasicsSection({
  state,
  onChange,
  errors,
  idPrefix,
  duplicateWarning,
  withEra = false,
}: SectionProps & { duplicateWarning?: boolean; withEra?: boolean }) {
  const set = (patch: Partial<CocktailFormState>) => onChange({ ...state, ...patch });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <FormSection title="Basics">
      <Field id={id('name')} label="Cocktail Name" error={errors.name}>
        <Input
          id={id('name')}
          value={state.name}
          onChange={(event) => set({ name: event.target.value })}
          autoComplete="off"
          {...invalid(id('name'), errors.name)}
        />
        {duplicateWarning ? (
          <p role="status" className="flex items-start gap-2 rounded-lg bg-primary/10 px-3 py-2 text-sm text-foreground">
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {COCKTAIL_MESSAGES.duplicateName}
          </p>
        ) : null}
      </Field>
      <Label htmlFor={id('mocktail')} className="min-h-11 cursor-pointer gap-3 font-normal">
        <Checkbox id={id('mocktail')} checked={state.isMocktail} onCheckedChange={(checked) => set({ isMocktail: checked === true })} />
        This is a mocktail (non-alcoholic)
      </Label>
      {withEra ? (
        <Field id={id('era')} label="Era" optional error={errors.classicEra}>
          <Select value={state.classicEra || 'none'} onValueChange={(value) => set({ classicEra: value === 'none' ? '' : value })}>
            <SelectTrigger id={id('era')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="none">Not specified</SelectItem>
              {CLASSIC_ERAS.map((era) => (
                <SelectItem key={era} value={era}>
                  {era}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      ) : null}
    </FormSection>
  );
}

// ---------------------------------------------------------------------------

interface IngredientsSectionProps {
  rows: IngredientRow[];
  onRowsChange(rows: IngredientRow[]): void;
  errors: FormErrors;
  idPrefix: string;
  /** Buttons before "Add" (the create screen's Custom Ingredient). */
  actions?: ReactNode;
}

export function IngredientsSection({ rows, onRowsChange, errors, idPrefix, actions }: IngredientsSectionProps) {
  const setRow = (key: string, patch: Partial<IngredientRow>) =>
    onRowsChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <FormSection title="Ingredients">
      {errors.ingredients ? <FieldMessage message={errors.ingredients} /> : null}
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const id = (name: string) => `${idPrefix}-ingredient-${row.key}-${name}`;
          const error = (name: string) => errors[`ingredients.${row.key}.${name}`];
          const units: string[] = (COCKTAIL_UNITS as readonly string[]).includes(row.unit)
            ? [...COCKTAIL_UNITS]
            : [...COCKTAIL_UNITS, row.unit];
          return (
            <li key={row.key} aria-label={`Ingredient ${index + 1}`} className="flex flex-col gap-2.5 rounded-xl border bg-muted/30 p-3">
              <div className="flex items-end gap-2">
                <div className="grid w-24 shrink-0 gap-1.5">
                  <Label htmlFor={id('amount')} className="text-xs text-muted-foreground">
                    Amount
                  </Label>
                  <Input
                    id={id('amount')}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={amountStep(row.unit)}
                    value={row.amount}
                    onChange={(event) => setRow(row.key, { amount: event.target.value })}
                    {...invalid(id('amount'), error('amount'))}
                  />
                </div>
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <Label htmlFor={id('unit')} className="text-xs text-muted-foreground">
                    Unit
                  </Label>
                  <Select value={row.unit} onValueChange={(unit) => setRow(row.key, { unit })}>
                    <SelectTrigger id={id('unit')}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {units.map((unit) => (
                        <SelectItem key={unit} value={unit}>
                          {unit}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                {rows.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="shrink-0 text-muted-foreground hover:text-destructive"
                    aria-label={`Remove ingredient ${index + 1}`}
                    onClick={() => onRowsChange(rows.filter((other) => other.key !== row.key))}
                  >
                    <Trash2Icon className="size-5" />
                  </Button>
                ) : null}
              </div>
              <FieldMessage id={`${id('amount')}-error`} message={error('amount') ?? error('unit')} />
              <div className="grid gap-1.5">
                <Label htmlFor={id('name')} className="text-xs text-muted-foreground">
                  Ingredient
                </Label>
                <Combobox<string>
                  id={id('name')}
                  placeholder="e.g. Lime juice"
                  value={row.ingredient}
                  onValueChange={(ingredient) => setRow(row.key, { ingredient, category: null, description: null })}
                  fetchSuggestions={ingredientNameSuggestions}
                  debounceMs={CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS}
                  minChars={INGREDIENT_SUGGESTION_MIN_CHARS}
                  labelOf={(name) => name}
                  {...invalid(id('name'), error('ingredient') ?? error('category'))}
                />
                <FieldMessage id={`${id('name')}-error`} message={error('ingredient') ?? error('category')} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={id('brand')} className="text-xs text-muted-foreground">
                  Brand <span className="font-normal">(optional)</span>
                </Label>
                <Combobox<string>
                  id={id('brand')}
                  value={row.brand}
                  onValueChange={(brand) => setRow(row.key, { brand })}
                  fetchSuggestions={brandSuggestions}
                  debounceMs={CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS}
                  minChars={1}
                  labelOf={(name) => name}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex gap-2">
        {actions}
        <Button variant="outline" className="flex-1" onClick={() => onRowsChange([...rows, newRow()])}>
          <PlusIcon aria-hidden="true" />
          Add
        </Button>
      </div>
    </FormSection>
  );
}

// ---------------------------------------------------------------------------

export function GarnishSection({ state, onChange, idPrefix, errors }: SectionProps) {
  const id = `${idPrefix}-garnish`;
  return (
    <FormSection title="Garnish">
      <Field id={id} label="Garnish" optional error={errors.garnish}>
        <Combobox<string>
          id={id}
          placeholder="e.g. Orange twist"
          value={state.garnish}
          onValueChange={(garnish) => onChange({ ...state, garnish })}
          fetchSuggestions={garnishSuggestions}
          debounceMs={CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS}
          minChars={GARNISH_SUGGESTION_MIN_CHARS}
          labelOf={(name) => name}
        />
      </Field>
    </FormSection>
  );
}

export function InstructionsSection({ state, onChange, idPrefix, errors }: SectionProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <FormSection title="Instructions & Notes">
      <Field id={id('directions')} label="Instructions" optional error={errors.directions}>
        <Textarea
          id={id('directions')}
          rows={4}
          placeholder="Shake with ice and strain into a chilled glass."
          value={state.directions}
          onChange={(event) => onChange({ ...state, directions: event.target.value })}
        />
      </Field>
      <Field id={id('notes')} label="Notes" optional error={errors.notes}>
        <Textarea id={id('notes')} rows={3} value={state.notes} onChange={(event) => onChange({ ...state, notes: event.target.value })} />
      </Field>
    </FormSection>
  );
}

export function GlasswareCategoriesSection({ state, onChange, errors, idPrefix }: SectionProps) {
  const set = (patch: Partial<CocktailFormState>) => onChange({ ...state, ...patch });
  const id = (name: string) => `${idPrefix}-${name}`;
  const toggle = (category: string, on: boolean) =>
    set({
      categories: on
        ? COCKTAIL_CATEGORIES.filter((c) => c === category || state.categories.includes(c))
        : state.categories.filter((c) => c !== category),
    });
  return (
    <FormSection title="Glassware & Categories">
      <Field id={id('glassware')} label="Glassware" error={undefined}>
        <Select value={state.glassware || 'default'} onValueChange={(value) => set({ glassware: value === 'default' ? '' : value })}>
          <SelectTrigger id={id('glassware')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="default">Cocktail Glass (default)</SelectItem>
            {GLASSWARE.map((glass) => (
              <SelectItem key={glass} value={glass}>
                {glass}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      {state.glassware === 'Other' ? (
        <Field id={id('glassware-other')} label="Describe the glassware" error={errors.glasswareOther}>
          <Input
            id={id('glassware-other')}
            placeholder="e.g. Nick and Nora"
            value={state.glasswareOther}
            onChange={(event) => set({ glasswareOther: event.target.value })}
            {...invalid(id('glassware-other'), errors.glasswareOther)}
          />
        </Field>
      ) : null}
      <fieldset>
        <legend className="mb-2.5 text-sm font-medium">Categories</legend>
        <div className="flex flex-wrap gap-2">
          {COCKTAIL_CATEGORIES.map((category) => {
            const checked = state.categories.includes(category);
            return (
              <ChipToggle key={category} checked={checked} onCheckedChange={(on) => toggle(category, on)}>
                {category}
              </ChipToggle>
            );
          })}
        </div>
        <FieldMessage message={errors.categories} className="mt-2" />
      </fieldset>
    </FormSection>
  );
}
