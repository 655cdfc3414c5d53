import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AttributionSection,
  BasicsSection,
  GarnishSection,
  GlasswareCategoriesSection,
  IngredientsSection,
  InstructionsSection,
  type FormErrors,
} from '@/components/cocktail-form/CocktailFormSections';
import { useSavedCocktail } from '@/components/cocktail-form/CocktailSavedFields';
import type { CocktailSavedFields_cocktail$key } from '@/components/cocktail-form/__generated__/CocktailSavedFields_cocktail.graphql';
import {
  checkCocktailForm,
  cocktailFormFrom,
  cocktailInputFrom,
  errorsForForm,
  type CocktailFormState,
} from '@/components/cocktail-form/form-state';
import { useUnknownIngredients } from '@/components/cocktail-form/UnknownIngredientDialog';
import { useUpdateCocktailMutation } from '@/components/cocktail-form/UpdateCocktailMutation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { UPDATE_FAILED, UPDATED } from './cocktail-text';
import { failureOf } from '@/relay/mutation-result';

/**
 * "Edit Cocktail": a copy of the cocktail in a dialog (Basics, Glassware & Categories, Garnish, Creator
 * Attribution, Ingredients, and its instructions). Save Changes sends it and closes; Cancel discards it.
 */
export function EditCocktailDialog({ cocktail }: { cocktail: CocktailSavedFields_cocktail$key }) {
  const saved = useSavedCocktail(cocktail);
  const [open, setOpen] = useState(false);
  const [form, setFormState] = useState<CocktailFormState | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  // After a first attempt, the messages follow what the member fixes.
  const [attempted, setAttempted] = useState(false);
  const setForm = (next: CocktailFormState) => {
    setFormState(next);
    if (attempted) setErrors(checkCocktailForm(next).errors);
  };
  const [checking, setChecking] = useState(false);
  const [commit, isSaving] = useUpdateCocktailMutation();
  const unknown = useUnknownIngredients();
  const busy = checking || isSaving;

  const openChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setFormState(cocktailFormFrom(saved, true));
      setErrors({});
      setAttempted(false);
    }
    setOpen(next);
  };

  const save = async () => {
    if (!form || busy) return;
    setAttempted(true);
    const checked = checkCocktailForm(form);
    setErrors(checked.errors);
    if (checked.first) {
      toast.error(checked.first);
      return;
    }
    setChecking(true);
    const ready = await unknown.resolve(form.ingredients.map((row) => row.ingredient));
    setChecking(false);
    if (!ready) return;
    commit({
      variables: { id: saved.id, input: cocktailInputFrom(form) },
      onCompleted: ({ updateCocktail: result }) => {
        if (result.__typename === 'CocktailPayload') {
          toast.success(UPDATED);
          setOpen(false);
          return;
        }
        const failure = failureOf(result);
        if (failure?.type === 'ValidationError') setErrors(errorsForForm(form, failure.fieldList).errors);
        toast.error(failure?.message || UPDATE_FAILED);
      },
      onError: () => {
        toast.error(UPDATE_FAILED);
      },
    });
  };

  return (
    <>
      <Dialog open={open} onOpenChange={openChange}>
        <DialogTrigger asChild>
          <Button className="w-full" size="lg">
            <PencilIcon aria-hidden="true" />
            Edit Cocktail
          </Button>
        </DialogTrigger>
        <DialogContent
          className="flex max-h-[calc(100dvh-1.5rem)] max-w-lg flex-col gap-0 overflow-hidden p-0"
          // No keyboard popping up over the form on phones: the member picks the field to change.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <DialogHeader className="border-b px-5 pt-5 pb-4">
            <DialogTitle>Edit Cocktail</DialogTitle>
            <DialogDescription>{saved.name}</DialogDescription>
          </DialogHeader>
          {form ? (
            <form
              noValidate
              className="flex min-h-0 flex-1 flex-col"
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto bg-background px-3 py-4">
                <BasicsSection state={form} onChange={setForm} errors={errors} idPrefix="edit" withEra />
                <GlasswareCategoriesSection state={form} onChange={setForm} errors={errors} idPrefix="edit" />
                <GarnishSection state={form} onChange={setForm} errors={errors} idPrefix="edit" />
                <AttributionSection state={form} onChange={setForm} errors={errors} idPrefix="edit" />
                <IngredientsSection
                  rows={form.ingredients}
                  onRowsChange={(ingredients) => setForm({ ...form, ingredients })}
                  errors={errors}
                  idPrefix="edit"
                />
                <InstructionsSection state={form} onChange={setForm} errors={errors} idPrefix="edit" />
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
          ) : null}
        </DialogContent>
      </Dialog>
      {unknown.dialog}
    </>
  );
}
