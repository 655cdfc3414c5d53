import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { setServerErrors } from '@/lib/form-errors';
import { newIngredientSchema } from '@common/cocktail-rules';
import { INGREDIENT_CATEGORIES } from '@common/constants';
import { unknownIngredientNames } from './CocktailFormLookups';
import { useCreateIngredientMutation } from './CreateIngredientMutation';

/** The details the dialog asks (the name is the one asked about). */
const detailsSchema = newIngredientSchema.pick({ category: true, description: true });

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface UnknownIngredientDialogProps {
  /** The ingredient asked about; null when closed. */
  name: string | null;
  onCancel(): void;
  onSaved(): void;
}

/** "Add ingredient details": the category (required) and a description of an ingredient the database lacks. */
export function UnknownIngredientDialog({ name, onCancel, onSaved }: UnknownIngredientDialogProps) {
  const { control, register, handleSubmit, reset, setError, formState } = useForm({
    defaultValues: { category: '', description: '' },
    resolver: zodResolver(detailsSchema),
    shouldFocusError: false,
  });
  const [create, saving] = useCreateIngredientMutation();
  const categoryError = formState.errors.category?.message;

  const save = handleSubmit(({ category, description }) => {
    if (!name || saving) return;
    create(
      { name, category, description },
      {
        onSaved: () => {
          reset();
          onSaved();
        },
        onFailed: (failure) => setServerErrors(setError, failure),
      },
    );
  });

  const cancel = () => {
    reset();
    onCancel();
  };

  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !saving) cancel();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add ingredient details</DialogTitle>
          <DialogDescription>
            <span className="font-medium text-foreground">{name}</span> is new to the database. Tell us what it is.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void save(event)}>
          <Field id="new-ingredient-category" label="Category" error={categoryError}>
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <Select value={field.value ?? ''} onValueChange={field.onChange}>
                  <SelectTrigger
                    id="new-ingredient-category"
                    aria-invalid={categoryError ? true : undefined}
                    aria-describedby={categoryError ? 'new-ingredient-category-error' : undefined}
                  >
                    <SelectValue placeholder="Choose a category" />
                  </SelectTrigger>
                  <SelectContent>
                    {INGREDIENT_CATEGORIES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {capitalize(value)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          <Field id="new-ingredient-description" label="Description" optional error={formState.errors.description?.message}>
            <Textarea id="new-ingredient-description" rows={3} {...register('description')} />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner className="size-4.5 text-current" /> : null}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Before a save: asks, one by one, for the details of each ingredient the database does not know.
 * `resolve` answers true once every one is saved, false when the member cancels.
 */
export function useUnknownIngredients(): { resolve(names: readonly string[]): Promise<boolean>; dialog: ReactNode } {
  const [asking, setAsking] = useState<string | null>(null);
  const queue = useRef<{ names: string[]; done(ok: boolean): void } | null>(null);

  const next = () => {
    const current = queue.current;
    if (!current) return;
    const name = current.names.shift();
    if (name === undefined) {
      queue.current = null;
      setAsking(null);
      current.done(true);
    } else {
      setAsking(name);
    }
  };

  const resolve = async (names: readonly string[]): Promise<boolean> => {
    let unknown: readonly string[] = [];
    try {
      unknown = await unknownIngredientNames(names.filter((name) => name.trim() !== ''));
    } catch {
      // The server checks again on save and says "Please provide a category".
    }
    if (unknown.length === 0) return true;
    return new Promise<boolean>((done) => {
      queue.current = { names: [...unknown], done };
      next();
    });
  };

  const dialog = (
    <UnknownIngredientDialog
      name={asking}
      onSaved={next}
      onCancel={() => {
        const current = queue.current;
        queue.current = null;
        setAsking(null);
        current?.done(false);
      }}
    />
  );
  return { resolve, dialog };
}
