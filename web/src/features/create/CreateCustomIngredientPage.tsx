import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useSession } from '@/app/session/useSession';
import { ingredientNameSuggestions } from '@/components/cocktail-form/CocktailFormLookups';
import { FormSection } from '@/components/cocktail-form/CocktailFormSections';
import { useUnknownIngredients } from '@/components/cocktail-form/UnknownIngredientDialog';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Field, FieldMessage } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { firstErrorMessage, setServerErrors } from '@/lib/form-errors';
import { readAuthToken } from '@/lib/session-storage';
import {
  CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS,
  CUSTOM_INGREDIENT_CATEGORIES,
  CUSTOM_INGREDIENT_UNITS,
  INGREDIENT_SUGGESTION_MIN_CHARS,
} from '@common/constants';
import {
  customIngredientFormPathOf,
  customIngredientFormSchema,
  customIngredientInputFrom,
  emptyCustomIngredientForm,
  newComponent,
  type CustomIngredientForm,
} from './custom-ingredient-form';
import { CUSTOM_INGREDIENT_SIGN_IN } from './create-text';
import { useCreateCustomIngredientMutation } from './CreateCustomIngredientMutation';

/** Create Custom Ingredient (spec section 2): Basics, Components, Preparation Instructions, Save; Back goes to /create. */
export default function CreateCustomIngredientPage() {
  const navigate = useNavigate();
  const { control, register, handleSubmit, setError, formState } = useForm<CustomIngredientForm>({
    defaultValues: emptyCustomIngredientForm(),
    resolver: zodResolver(customIngredientFormSchema),
    shouldFocusError: false,
  });
  const { fields: components, append, remove } = useFieldArray({ control, name: 'components' });
  const unknown = useUnknownIngredients();
  const [create, saving] = useCreateCustomIngredientMutation();
  const { signOut } = useSession();
  const errors = formState.errors;
  const busy = formState.isSubmitting || saving || formState.isSubmitSuccessful;

  const save = async (values: CustomIngredientForm) => {
    // No token, nothing sent (as on /create, decision 42): the session is over on this device.
    if (!readAuthToken()) {
      toast.error(CUSTOM_INGREDIENT_SIGN_IN);
      void signOut();
      void navigate('/login');
      throw new Error('signed out');
    }
    const input = customIngredientInputFrom(values);
    if (!(await unknown.resolve(input.components.map((row) => row.ingredient)))) throw new Error('cancelled');
    await new Promise<void>((resolve, reject) => {
      create(input, {
        onSaved: (name) => {
          void navigate('/create', { state: { customIngredientCreated: name } });
          resolve();
        },
        onFailed: (failure) => {
          setServerErrors(setError, failure, (path) => customIngredientFormPathOf(values, path));
          reject(new Error('not saved'));
        },
      });
    });
  };

  const submit = handleSubmit(save, (invalid) => {
    const first = firstErrorMessage(invalid);
    if (first) toast.error(first);
  });
  const required = (error: unknown) => (error ? { 'aria-invalid': true as const } : {});

  return (
    <div>
      <title>Create Custom Ingredient · Repour</title>
      <PageHeader title="Create Custom Ingredient" back="/create" />
      <form
        noValidate
        className="flex flex-col gap-4 px-4 pb-6"
        onSubmit={(event) => {
          // One submission at a time; a save that did not happen has said why already.
          if (busy) event.preventDefault();
          else submit(event).catch(() => undefined);
        }}
      >
        <FormSection title="Basics">
          <Field id="custom-name" label="Name" error={errors.name?.message}>
            <Input id="custom-name" placeholder="e.g. Honey Ginger Syrup" {...register('name')} {...required(errors.name)} />
          </Field>
          <Field id="custom-category" label="Category" error={errors.category?.message}>
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="custom-category" {...required(errors.category)}>
                    <SelectValue placeholder="Choose a category" />
                  </SelectTrigger>
                  <SelectContent>
                    {CUSTOM_INGREDIENT_CATEGORIES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {value}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          <Field id="custom-yield" label="Yield" error={errors.yieldAmount?.message ?? errors.yieldUnit?.message}>
            <div className="flex gap-2">
              <Input
                id="custom-yield"
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                placeholder="e.g. 12"
                className="min-w-0 flex-1"
                {...register('yieldAmount')}
                {...required(errors.yieldAmount)}
              />
              <Controller
                control={control}
                name="yieldUnit"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger aria-label="Yield unit" className="w-32">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {CUSTOM_INGREDIENT_UNITS.map((unit) => (
                        <SelectItem key={unit} value={unit}>
                          {unit}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
          </Field>
        </FormSection>

        <FormSection title="Components">
          <ol className="flex flex-col gap-3">
            {components.map((row, index) => {
              const rowErrors = errors.components?.[index];
              return (
                <li key={row.id} aria-label={`Component ${index + 1}`} className="flex flex-col gap-2.5 rounded-xl border bg-muted/30 p-3">
                  <div className="flex items-end gap-2">
                    <Field id={`component-${row.id}-amount`} label="Amount" compact className="w-24 shrink-0">
                      <Input
                        id={`component-${row.id}-amount`}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step="any"
                        {...register(`components.${index}.amount`)}
                      />
                    </Field>
                    <Field id={`component-${row.id}-unit`} label="Unit" compact className="min-w-0 flex-1">
                      <Controller
                        control={control}
                        name={`components.${index}.unit`}
                        render={({ field }) => (
                          <Select value={field.value} onValueChange={field.onChange}>
                            <SelectTrigger id={`component-${row.id}-unit`}>
                              <SelectValue />
                            </SelectTrigger>
                            <SelectContent>
                              {CUSTOM_INGREDIENT_UNITS.map((unit) => (
                                <SelectItem key={unit} value={unit}>
                                  {unit}
                                </SelectItem>
                              ))}
                            </SelectContent>
                          </Select>
                        )}
                      />
                    </Field>
                    {components.length > 1 ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="shrink-0 text-muted-foreground hover:text-destructive"
                        aria-label={`Remove component ${index + 1}`}
                        onClick={() => remove(index)}
                      >
                        <Trash2Icon className="size-5" />
                      </Button>
                    ) : null}
                  </div>
                  <Field id={`component-${row.id}-ingredient`} label="Base ingredient" compact>
                    <Controller
                      control={control}
                      name={`components.${index}.ingredient`}
                      render={({ field }) => (
                        <Combobox<string>
                          id={`component-${row.id}-ingredient`}
                          placeholder="e.g. Honey"
                          value={field.value}
                          onValueChange={field.onChange}
                          onBlur={field.onBlur}
                          fetchSuggestions={ingredientNameSuggestions}
                          debounceMs={CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS}
                          minChars={INGREDIENT_SUGGESTION_MIN_CHARS}
                          labelOf={(value) => value}
                        />
                      )}
                    />
                    <FieldMessage message={rowErrors?.ingredient?.message ?? rowErrors?.amount?.message ?? rowErrors?.unit?.message} />
                  </Field>
                </li>
              );
            })}
          </ol>
          <Button variant="outline" onClick={() => append(newComponent())}>
            <PlusIcon aria-hidden="true" />
            Add Component
          </Button>
        </FormSection>

        <FormSection title="Preparation Instructions">
          <Textarea
            aria-label="Preparation Instructions"
            rows={5}
            placeholder="Warm the honey with the ginger juice and stir until combined."
            {...register('instructions')}
          />
          <FieldMessage message={errors.instructions?.message} />
        </FormSection>

        <div
          data-bottom-bar
          className="sticky bottom-0 z-20 -mx-4 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-lg"
        >
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <Spinner className="size-5 text-current" /> : null}
            Save
          </Button>
        </div>
      </form>
      {unknown.dialog}
    </div>
  );
}
