import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { toast } from 'sonner';
import {
  AttributionSection,
  BasicsSection,
  GarnishSection,
  GlasswareCategoriesSection,
  IngredientsSection,
  InstructionsSection,
} from '@/components/cocktail-form/CocktailFormSections';
import { useSavedCocktail } from '@/components/cocktail-form/CocktailSavedFields';
import type { CocktailSavedFields_cocktail$key } from '@/components/cocktail-form/__generated__/CocktailSavedFields_cocktail.graphql';
import {
  cocktailFormFrom,
  cocktailFormSchema,
  cocktailInputFrom,
  formPathOf,
  type CocktailFormState,
} from '@/components/cocktail-form/form-state';
import { useUnknownIngredients } from '@/components/cocktail-form/UnknownIngredientDialog';
import { useUpdateCocktailMutation } from '@/components/cocktail-form/UpdateCocktailMutation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { firstErrorMessage, setServerErrors } from '@/lib/form-errors';

/**
 * "Edit Cocktail": a copy of the cocktail in a dialog (Basics, Glassware & Categories, Garnish, Creator
 * Attribution, Ingredients, and its instructions). Save Changes sends it and closes; Cancel discards it.
 * Mounted (open) when the member taps Edit Cocktail, so each opening starts from the cocktail as saved,
 * with nothing said yet; `onClose` unmounts it.
 */
export function EditCocktailDialog({ cocktail, onClose }: { cocktail: CocktailSavedFields_cocktail$key; onClose: () => void }) {
  const saved = useSavedCocktail(cocktail);
  const [initialValues] = useState(() => cocktailFormFrom(saved, true));
  const form = useForm<CocktailFormState>({
    defaultValues: initialValues,
    resolver: zodResolver(cocktailFormSchema),
    // Nothing is said before the first attempt; after it, the messages follow every change (below).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, subscribe, trigger } = form;
  const { isSubmitted, isSubmitting } = useFormState({ control });
  const [update, isSaving] = useUpdateCocktailMutation();
  const unknown = useUnknownIngredients();
  const busy = isSubmitting || isSaving;

  useEffect(() => {
    if (!isSubmitted) return;
    return subscribe({ formState: { values: true }, callback: () => void trigger() });
  }, [subscribe, trigger, isSubmitted]);

  const openChange = (next: boolean) => {
    if (!next && !busy) onClose();
  };

  const save = async (values: CocktailFormState) => {
    if (!(await unknown.resolve(values.ingredients.map((row) => row.ingredient)))) return;
    await new Promise<void>((resolve) => {
      update(saved.id, cocktailInputFrom(values), {
        onSaved: () => {
          resolve();
          onClose();
        },
        onFailed: (failure) => {
          setServerErrors(setError, failure, (path) => formPathOf(values, path));
          resolve();
        },
      });
    });
  };

  const submit = handleSubmit(save, (errors) => {
    const first = firstErrorMessage(errors);
    if (first) toast.error(first);
  });

  return (
    <>
      <Dialog open onOpenChange={openChange}>
        <DialogContent
          className="flex max-h-[calc(100dvh-1.5rem)] max-w-lg flex-col gap-0 overflow-hidden p-0"
          // No keyboard popping up over the form on phones: the member picks the field to change.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <DialogHeader className="border-b px-5 pt-5 pb-4">
            <DialogTitle>Edit Cocktail</DialogTitle>
            <DialogDescription>{saved.name}</DialogDescription>
          </DialogHeader>
          <FormProvider {...form}>
            <form
              noValidate
              className="flex min-h-0 flex-1 flex-col"
              onSubmit={(event) => {
                if (busy) event.preventDefault();
                else void submit(event);
              }}
            >
              <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto bg-background px-3 py-4">
                <BasicsSection idPrefix="edit" withEra />
                <GlasswareCategoriesSection idPrefix="edit" />
                <GarnishSection idPrefix="edit" />
                <AttributionSection idPrefix="edit" />
                <IngredientsSection idPrefix="edit" />
                <InstructionsSection idPrefix="edit" />
              </div>
              <div className="flex gap-3 border-t px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
                <Button variant="outline" className="flex-1" onClick={() => openChange(false)} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" className="flex-1" disabled={busy}>
                  {busy ? <Spinner className="size-4.5 text-current" /> : null}
                  {isSaving ? 'Saving...' : 'Save Changes'}
                </Button>
              </div>
            </form>
          </FormProvider>
        </DialogContent>
      </Dialog>
      {unknown.dialog}
    </>
  );
}
