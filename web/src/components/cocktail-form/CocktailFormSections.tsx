// The sections of a cocktail form, shared by the Create Cocktail screen and the Edit Cocktail dialog.
// Each edits its part of the form's CocktailFormState through react-hook-form (the form holds them in
// a FormProvider; its zodResolver checks common/cocktail-rules.ts) and shows the messages of its fields.
import { PlusIcon, Trash2Icon, TriangleAlertIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, get, useFieldArray, useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { amountStep, COCKTAIL_MESSAGES, hasAmount } from '@common/cocktail-rules';
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
import { newRow, withIAmCreator, type CocktailFormState } from './form-state';
import { Combobox } from '@/components/ui/combobox';
import { ChipToggle } from '@/components/ui/chip-toggle';

interface SectionProps {
  /** Prefix of element ids, so two forms on one page do not clash. */
  idPrefix: string;
}

/** The message of the field at `path` ("attribution.year", "ingredients.2.amount"), if it was refused. */
function messageAt(errors: FieldErrors<CocktailFormState>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string } | undefined;
  return error?.message;
}

/** The form's state, its messages, and a way to change several fields at once. */
function useCocktailForm() {
  const form = useFormContext<CocktailFormState>();
  const { errors } = useFormState({ control: form.control });
  const setFields = (patch: Partial<CocktailFormState>) => {
    for (const [name, value] of Object.entries(patch)) form.setValue(name as keyof CocktailFormState, value, { shouldDirty: true });
  };
  return { ...form, errors, setFields, message: (path: string) => messageAt(errors, path) };
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

export function AttributionSection({ idPrefix }: SectionProps) {
  const { register, control, getValues, setFields, message } = useCocktailForm();
  const iAmCreator = useWatch({ control, name: 'iAmCreator' });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <FormSection title="Creator Attribution">
      <Label
        htmlFor={id('i-am-creator')}
        className="min-h-11 cursor-pointer gap-3 rounded-xl border border-input bg-muted/40 px-3.5 font-medium"
      >
        <Checkbox
          id={id('i-am-creator')}
          checked={iAmCreator}
          onCheckedChange={(checked) => {
            const { iAmCreator: _previous, ...patch } = withIAmCreator(getValues(), checked === true);
            setFields({ ...patch, iAmCreator: checked === true });
          }}
        />
        I am the creator
      </Label>
      {!iAmCreator ? (
        <>
          <Field id={id('original-creator')} label="Original creator" optional error={message('attribution.originalCreatorName')}>
            <Input id={id('original-creator')} autoComplete="off" {...register('originalCreator')} />
          </Field>
          <Field id={id('source-link')} label="Source link" optional error={message('attribution.sourceUrl')}>
            <Input
              id={id('source-link')}
              type="url"
              inputMode="url"
              placeholder="https://"
              {...register('sourceUrl')}
              {...invalid(id('source-link'), message('attribution.sourceUrl'))}
            />
          </Field>
        </>
      ) : null}
      <Field id={id('year')} label="Year" optional error={message('attribution.year')}>
        <Input
          id={id('year')}
          type="number"
          inputMode="numeric"
          min={YEAR_MIN}
          max={YEAR_MAX}
          step={1}
          placeholder={`${YEAR_MIN}–${YEAR_MAX}`}
          className="w-40"
          {...register('year')}
          {...invalid(id('year'), message('attribution.year'))}
        />
      </Field>
      <Field
        id={id('venue-name')}
        label="Venue name"
        optional
        error={message('attribution.venue.name')}
        hint={<p className="text-xs text-muted-foreground">Pick a venue we know, or type a new one.</p>}
      >
        <Controller
          control={control}
          name="venueName"
          render={({ field }) => (
            <Combobox<VenueSuggestion>
              id={id('venue-name')}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              fetchSuggestions={venueSuggestions}
              debounceMs={CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS}
              minChars={VENUE_SEARCH_MIN_CHARS}
              labelOf={(venue) => venue.name}
              renderItem={(venue) => (
                <span className="flex flex-col">
                  <span>{venue.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {[venue.city, venue.state, venue.country].filter(Boolean).join(', ')}
                  </span>
                </span>
              )}
              onPick={(venue) =>
                setFields({
                  venueName: venue.name,
                  venueCity: venue.city ?? '',
                  venueState: venue.state ?? '',
                  venueCountry: venue.country ?? '',
                })
              }
              {...invalid(id('venue-name'), message('attribution.venue.name'))}
            />
          )}
        />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          Venue location <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <Input aria-label="City" placeholder="City" className="col-span-2" {...register('venueCity')} />
          <Input aria-label="State" placeholder="State" {...register('venueState')} />
          <Input aria-label="Country" placeholder="Country" {...register('venueCountry')} />
        </div>
      </fieldset>
    </FormSection>
  );
}

// ---------------------------------------------------------------------------

export function BasicsSection({
  idPrefix,
  duplicateWarning,
  withEra = false,
}: SectionProps & { duplicateWarning?: boolean; withEra?: boolean }) {
  const { register, control, message } = useCocktailForm();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <FormSection title="Basics">
      <Field id={id('name')} label="Cocktail Name" error={message('name')}>
        <Input id={id('name')} autoComplete="off" {...register('name')} {...invalid(id('name'), message('name'))} />
        {duplicateWarning ? (
          <p role="status" className="flex items-start gap-2 rounded-lg bg-primary/10 px-3 py-2 text-sm text-foreground">
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {COCKTAIL_MESSAGES.duplicateName}
          </p>
        ) : null}
      </Field>
      <Label htmlFor={id('mocktail')} className="min-h-11 cursor-pointer gap-3 font-normal">
        <Controller
          control={control}
          name="isMocktail"
          render={({ field }) => (
            <Checkbox id={id('mocktail')} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
          )}
        />
        This is a mocktail (non-alcoholic)
      </Label>
      {withEra ? (
        <Field id={id('era')} label="Era" optional error={message('classicEra')}>
          <Controller
            control={control}
            name="classicEra"
            render={({ field }) => (
              <Select value={field.value || 'none'} onValueChange={(value) => field.onChange(value === 'none' ? '' : value)}>
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
            )}
          />
        </Field>
      ) : null}
    </FormSection>
  );
}

// ---------------------------------------------------------------------------

export function IngredientsSection({
  idPrefix,
  actions,
}: SectionProps & {
  /** Buttons before "Add" (the create screen's Custom Ingredient), which take the row's room left; "Add" keeps its size. */
  actions?: ReactNode;
}) {
  const { register, control, setValue, message, errors } = useCocktailForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const rows = useWatch({ control, name: 'ingredients' });
  const listMessage = errors.ingredients?.root?.message ?? errors.ingredients?.message;
  // Rows whose brand box was opened with "Add brand"; a row with a brand always shows it.
  const [brandOpened, setBrandOpened] = useState<ReadonlySet<string>>(() => new Set());
  return (
    <FormSection title="Ingredients">
      {listMessage ? <FieldMessage message={listMessage} /> : null}
      <ol className="flex flex-col gap-3">
        {fields.map((item, index) => {
          const id = (name: string) => `${idPrefix}-ingredient-${item.id}-${name}`;
          const error = (name: string) => message(`ingredients.${index}.${name}`);
          const unit = rows[index]?.unit ?? item.unit;
          const units: string[] = (COCKTAIL_UNITS as readonly string[]).includes(unit) ? [...COCKTAIL_UNITS] : [...COCKTAIL_UNITS, unit];
          const measured = hasAmount(unit);
          const showBrand = brandOpened.has(item.id) || Boolean((rows[index]?.brand ?? item.brand).trim());
          return (
            <li key={item.id} aria-label={`Ingredient ${index + 1}`} className="flex flex-col gap-2.5 rounded-xl border bg-muted/30 p-3">
              <div className="flex items-end gap-2">
                {/* "Top with" fills the glass: there is no amount to give. */}
                {measured ? (
                  <Field id={id('amount')} label="Amount" compact className="w-24 shrink-0">
                    <Input
                      id={id('amount')}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={amountStep(unit)}
                      {...register(`ingredients.${index}.amount`)}
                      {...invalid(id('amount'), error('amount'))}
                    />
                  </Field>
                ) : null}
                <Field id={id('unit')} label="Unit" compact className="min-w-0 flex-1">
                  <Controller
                    control={control}
                    name={`ingredients.${index}.unit`}
                    render={({ field }) => (
                      <Select
                        value={field.value}
                        onValueChange={(next) => {
                          field.onChange(next);
                          if (!hasAmount(next)) setValue(`ingredients.${index}.amount`, '', { shouldDirty: true });
                        }}
                      >
                        <SelectTrigger id={id('unit')}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {units.map((choice) => (
                            <SelectItem key={choice} value={choice}>
                              {choice}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                </Field>
                {fields.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="shrink-0 text-muted-foreground hover:text-destructive"
                    aria-label={`Remove ingredient ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2Icon className="size-5" />
                  </Button>
                ) : null}
              </div>
              <FieldMessage id={`${id('amount')}-error`} message={error('amount') ?? error('unit')} />
              <div className="grid gap-1.5">
                <div className="flex min-h-6 items-end justify-between gap-2">
                  <Label htmlFor={id('name')} className="text-xs text-muted-foreground">
                    Ingredient
                  </Label>
                  {showBrand ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="-my-2 -mr-2 h-9 gap-1 px-2 text-xs font-medium text-muted-foreground"
                      onClick={() => setBrandOpened((opened) => new Set(opened).add(item.id))}
                    >
                      <PlusIcon className="size-4" aria-hidden="true" />
                      Add brand
                    </Button>
                  )}
                </div>
                <Controller
                  control={control}
                  name={`ingredients.${index}.ingredient`}
                  render={({ field }) => (
                    <Combobox<string>
                      id={id('name')}
                      placeholder="e.g. Lime juice"
                      value={field.value}
                      onValueChange={(ingredient) => {
                        field.onChange(ingredient);
                        // A name typed anew is no longer the custom ingredient that was used.
                        setValue(`ingredients.${index}.category`, null);
                        setValue(`ingredients.${index}.description`, null);
                      }}
                      onBlur={field.onBlur}
                      fetchSuggestions={ingredientNameSuggestions}
                      debounceMs={CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS}
                      minChars={INGREDIENT_SUGGESTION_MIN_CHARS}
                      labelOf={(name) => name}
                      {...invalid(id('name'), error('ingredient') ?? error('category'))}
                    />
                  )}
                />
                <FieldMessage id={`${id('name')}-error`} message={error('ingredient') ?? error('category')} />
              </div>
              {showBrand ? (
                <Field
                  id={id('brand')}
                  label={
                    <>
                      Brand <span className="font-normal">(optional)</span>
                    </>
                  }
                  compact
                >
                  <Controller
                    control={control}
                    name={`ingredients.${index}.brand`}
                    render={({ field }) => (
                      <Combobox<string>
                        id={id('brand')}
                        // Opened with "Add brand": the member is about to type it.
                        autoFocus={!field.value && brandOpened.has(item.id)}
                        value={field.value}
                        onValueChange={field.onChange}
                        onBlur={field.onBlur}
                        fetchSuggestions={brandSuggestions}
                        debounceMs={CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS}
                        minChars={1}
                        labelOf={(name) => name}
                      />
                    )}
                  />
                </Field>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="flex gap-2">
        {actions}
        <Button variant="outline" className={actions ? undefined : 'flex-1'} onClick={() => append(newRow())}>
          <PlusIcon aria-hidden="true" />
          Add
        </Button>
      </div>
    </FormSection>
  );
}

// ---------------------------------------------------------------------------

export function GarnishSection({ idPrefix }: SectionProps) {
  const { control, message } = useCocktailForm();
  const id = `${idPrefix}-garnish`;
  return (
    <FormSection title="Garnish">
      <Field id={id} label="Garnish" optional error={message('garnish')}>
        <Controller
          control={control}
          name="garnish"
          render={({ field }) => (
            <Combobox<string>
              id={id}
              placeholder="e.g. Orange twist"
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              fetchSuggestions={garnishSuggestions}
              debounceMs={CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS}
              minChars={GARNISH_SUGGESTION_MIN_CHARS}
              labelOf={(name) => name}
            />
          )}
        />
      </Field>
    </FormSection>
  );
}

export function InstructionsSection({ idPrefix }: SectionProps) {
  const { register, message } = useCocktailForm();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <FormSection title="Instructions & Notes">
      <Field id={id('directions')} label="Instructions" optional error={message('directions')}>
        <Textarea
          id={id('directions')}
          rows={4}
          placeholder="Shake with ice and strain into a chilled glass."
          {...register('directions')}
        />
      </Field>
      <Field id={id('notes')} label="Notes" optional error={message('notes')}>
        <Textarea id={id('notes')} rows={3} {...register('notes')} />
      </Field>
    </FormSection>
  );
}

export function GlasswareCategoriesSection({ idPrefix }: SectionProps) {
  const { register, control, message } = useCocktailForm();
  const glassware = useWatch({ control, name: 'glassware' });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <FormSection title="Glassware & Categories">
      <Field id={id('glassware')} label="Glassware" error={undefined}>
        <Controller
          control={control}
          name="glassware"
          render={({ field }) => (
            <Select value={field.value || 'default'} onValueChange={(value) => field.onChange(value === 'default' ? '' : value)}>
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
          )}
        />
      </Field>
      {glassware === 'Other' ? (
        <Field id={id('glassware-other')} label="Describe the glassware" error={message('glasswareOther')}>
          <Input
            id={id('glassware-other')}
            placeholder="e.g. Nick and Nora"
            {...register('glasswareOther')}
            {...invalid(id('glassware-other'), message('glasswareOther'))}
          />
        </Field>
      ) : null}
      <fieldset>
        <legend className="mb-2.5 text-sm font-medium">Categories</legend>
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <div className="flex flex-wrap gap-2">
              {COCKTAIL_CATEGORIES.map((category) => (
                <ChipToggle
                  key={category}
                  checked={field.value.includes(category)}
                  onCheckedChange={(on) =>
                    field.onChange(
                      on
                        ? COCKTAIL_CATEGORIES.filter((c) => c === category || field.value.includes(c))
                        : field.value.filter((c) => c !== category),
                    )
                  }
                >
                  {category}
                </ChipToggle>
              ))}
            </div>
          )}
        />
        <FieldMessage message={message('categories')} className="mt-2" />
      </fieldset>
    </FormSection>
  );
}
