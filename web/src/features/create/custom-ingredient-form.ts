// The Create Custom Ingredient form: what the member types, the CustomIngredientInput it sends, and its
// schema for react-hook-form's zodResolver (the rules of common/cocktail-rules.ts, as the server checks).
import { z } from 'zod';
import { checkCustomIngredient, type CustomIngredientInput } from '@common/cocktail-rules';
import { DEFAULT_CUSTOM_INGREDIENT_UNIT } from '@common/constants';

export interface ComponentRow {
  amount: string;
  unit: string;
  ingredient: string;
}

export interface CustomIngredientForm {
  name: string;
  category: string;
  yieldAmount: string;
  yieldUnit: string;
  components: ComponentRow[];
  instructions: string;
}

export function newComponent(): ComponentRow {
  return { amount: '', unit: DEFAULT_CUSTOM_INGREDIENT_UNIT, ingredient: '' };
}

export function emptyCustomIngredientForm(): CustomIngredientForm {
  return {
    name: '',
    category: '',
    yieldAmount: '',
    yieldUnit: DEFAULT_CUSTOM_INGREDIENT_UNIT,
    components: [newComponent()],
    instructions: '',
  };
}

function numberOrNull(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/** The indexes of the component rows the member filled in (empty ones are not sent). */
function filledIndexes(form: CustomIngredientForm): number[] {
  return form.components.flatMap((row, index) => (row.ingredient.trim() || row.amount.trim() ? [index] : []));
}

/** What createCustomIngredient takes. */
export interface CustomIngredientSent extends CustomIngredientInput {
  name: string;
  category: string;
  yieldAmount: number | null;
  yieldUnit: string;
  components: Array<{ amount: number; unit: string; ingredient: string }>;
  instructions: string;
}

export function customIngredientInputFrom(form: CustomIngredientForm): CustomIngredientSent {
  return {
    name: form.name,
    category: form.category,
    yieldAmount: numberOrNull(form.yieldAmount),
    yieldUnit: form.yieldUnit,
    components: filledIndexes(form).map((index) => {
      const row = form.components[index];
      return { amount: numberOrNull(row.amount) ?? 0, unit: row.unit, ingredient: row.ingredient };
    }),
    instructions: form.instructions,
  };
}

/** The form's path for a rule's path: component n of the input is the n-th filled row. */
export function customIngredientFormPathOf(form: CustomIngredientForm, path: string): string {
  const match = /^components\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return path;
  return `components.${filledIndexes(form)[Number(match[1])] ?? match[1]}.${match[2]}`;
}

export const customIngredientFormSchema = z.custom<CustomIngredientForm>().superRefine((form, context) => {
  const checked = checkCustomIngredient(customIngredientInputFrom(form));
  if (checked.ok) return;
  for (const issue of checked.errors) {
    const path = customIngredientFormPathOf(form, issue.path)
      .split('.')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    context.addIssue({ code: 'custom', path, message: issue.message });
  }
});
