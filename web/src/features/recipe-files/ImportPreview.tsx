import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { firstErrorMessage } from '@/lib/form-errors';
import { INGREDIENT_CATEGORIES } from '@common/constants';
import { countOf } from '@common/plural';
import { IMPORT_FORMAT_LABELS, importChoicesSchema, type ImportChoices, type ImportFormat } from '@common/recipe-import';
import { formatPlain } from '@common/scaling';
import type { ImportFields_import$data, ImportFields_import$key } from './__generated__/ImportFields_import.graphql';
import { ImportFieldsFragment } from './ImportFields';
import { STATUS_LABELS } from './recipe-files-text';

const FORMATS: Record<ImportFields_import$data['format'], ImportFormat> = {
  repour: 'repour',
  bar_assistant: 'bar-assistant',
  schema_org: 'schema-org',
};

type Line = ImportFields_import$data['recipes'][number]['lines'][number];

/** A line as it will be saved: "2 oz rye whiskey", "8 cloves", "Top with soda", "Sugar". */
function savedText(line: Line): string {
  const unit = line.unit === 'qty' ? '' : line.unit;
  const amount = line.amount == null ? '' : formatPlain(line.amount);
  return [amount, unit, line.ingredient].filter(Boolean).join(' ');
}

function RecipeList({ recipes, result }: { recipes: ImportFields_import$data['recipes']; result: boolean }) {
  return (
    <ol className="flex flex-col divide-y rounded-xl border">
      {recipes.map((recipe, index) => (
        <li key={index} className="flex flex-col gap-1.5 p-3">
          <div className="flex items-start justify-between gap-2">
            {result && recipe.cocktailDatabaseId ? (
              <Link to={`/cocktails/${recipe.cocktailDatabaseId}`} className="font-medium underline underline-offset-4">
                {recipe.name}
              </Link>
            ) : (
              <span className="font-medium">{recipe.name}</span>
            )}
            <Badge
              variant={recipe.status === 'new' ? 'success' : recipe.status === 'duplicate' ? 'muted' : 'destructive'}
              className="shrink-0"
            >
              {recipe.status === 'new' ? (result ? 'Created' : STATUS_LABELS.new) : STATUS_LABELS[recipe.status as 'duplicate' | 'invalid']}
            </Badge>
          </div>
          {recipe.reason ? <p className="text-sm text-muted-foreground">{recipe.reason}</p> : null}
          {!result ? (
            <ul className="flex flex-col gap-0.5 text-sm">
              {recipe.lines.map((line, lineIndex) => (
                <li key={lineIndex}>
                  <span>{savedText(line)}</span>
                  {line.note ? <span className="text-muted-foreground"> · {line.note}</span> : null}
                  {line.newIngredient ? <span className="text-muted-foreground"> (new ingredient)</span> : null}
                  {line.changed ? <span className="block text-xs text-muted-foreground">{line.changed}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * What importing the file would do: each recipe with its lines as they will be saved, a category to
 * pick for each ingredient it adds, and the button that imports it.
 */
export function ImportPreview({
  preview,
  importing,
  onImport,
}: {
  preview: ImportFields_import$key;
  importing: boolean;
  onImport(choices: ImportChoices): void;
}) {
  const data = useFragment(ImportFieldsFragment, preview);
  const { control, handleSubmit, reset } = useForm<ImportChoices>({
    resolver: zodResolver(importChoicesSchema),
    defaultValues: {
      categories: data.newIngredients.map((ingredient) => ({ ingredient: ingredient.name, category: ingredient.category })),
    },
  });
  useEffect(() => {
    reset({ categories: data.newIngredients.map((ingredient) => ({ ingredient: ingredient.name, category: ingredient.category })) });
  }, [data.newIngredients, reset]);

  const submit = handleSubmit(onImport, (invalid) => {
    const first = firstErrorMessage(invalid);
    if (first) toast.error(first);
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-label="Import preview"
      onSubmit={(event) => {
        if (importing) event.preventDefault();
        else void submit(event);
      }}
    >
      <p className="text-sm" aria-live="polite">
        {IMPORT_FORMAT_LABELS[FORMATS[data.format]]}: {countOf(data.createdCount, 'recipe')} to create, {data.skippedCount} to skip.
      </p>
      <RecipeList recipes={data.recipes} result={false} />
      {data.newIngredients.length > 0 ? (
        <section className="flex flex-col gap-3" aria-labelledby="new-ingredients">
          <h3 id="new-ingredients" className="font-semibold">
            New ingredients
          </h3>
          <p className="text-sm text-muted-foreground">The database does not know these yet: pick the category each is added in.</p>
          {data.newIngredients.map((ingredient, index) => (
            <Controller
              key={ingredient.name}
              control={control}
              name={`categories.${index}.category`}
              render={({ field }) => (
                <Field id={`new-ingredient-${index}`} label={`${ingredient.name} (${countOf(ingredient.recipes, 'recipe')})`}>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id={`new-ingredient-${index}`} className="capitalize">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {INGREDIENT_CATEGORIES.map((category) => (
                        <SelectItem key={category} value={category} className="capitalize">
                          {category}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </Field>
              )}
            />
          ))}
        </section>
      ) : null}
      <Button type="submit" disabled={importing || data.createdCount === 0}>
        {importing ? 'Importing...' : `Import ${countOf(data.createdCount, 'recipe')}`}
      </Button>
    </form>
  );
}

/** What an import did: the recipes created (each opens) and those skipped, with why. */
export function ImportResult({ result }: { result: ImportFields_import$key }) {
  const data = useFragment(ImportFieldsFragment, result);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="import-result">
      <h3 id="import-result" className="font-semibold">
        Imported: {countOf(data.createdCount, 'cocktail')} created, {data.skippedCount} skipped
      </h3>
      <RecipeList recipes={data.recipes} result />
    </section>
  );
}
