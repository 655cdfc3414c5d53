import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { toast } from 'sonner';
import { ingredientNameSuggestions } from '@/components/cocktail-form/CocktailFormLookups';
import { FormSection } from '@/components/cocktail-form/CocktailFormSections';
import { FieldMessage } from '@/components/ui/field';
import { Combobox } from '@/components/ui/combobox';
import { useUnknownIngredients } from '@/components/cocktail-form/UnknownIngredientDialog';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { checkCustomIngredient, COCKTAIL_MESSAGES } from '@common/cocktail-rules';
import {
  CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS,
  CUSTOM_INGREDIENT_CATEGORIES,
  CUSTOM_INGREDIENT_UNITS,
  DEFAULT_CUSTOM_INGREDIENT_UNIT,
  INGREDIENT_SUGGESTION_MIN_CHARS,
} from '@common/constants';
import { CUSTOM_INGREDIENT_SAVED } from './create-text';
import { useCreateCustomIngredientMutation } from './CreateCustomIngredientMutation';
import { CUSTOM_INGREDIENTS_CONNECTION } from './YourCustomIngredients';
import { failureOf } from '@/relay/mutation-result';

interface ComponentRow {
  key: number;
  amount: string;
  unit: string;
  ingredient: string;
}

let rowCounter = 0;
function newComponent(): ComponentRow {
  rowCounter += 1;
  return { key: rowCounter, amount: '', unit: DEFAULT_CUSTOM_INGREDIENT_UNIT, ingredient: '' };
}

function numberOrNull(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/** Create Custom Ingredient (spec section 2): Basics, Components, Preparation Instructions, Save; Back goes to /create. */
export default function CreateCustomIngredientPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [yieldAmount, setYieldAmount] = useState('');
  const [yieldUnit, setYieldUnit] = useState<string>(DEFAULT_CUSTOM_INGREDIENT_UNIT);
  const [components, setComponents] = useState<ComponentRow[]>(() => [newComponent()]);
  const [instructions, setInstructions] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);
  const unknown = useUnknownIngredients();
  const [commit] = useCreateCustomIngredientMutation();

  const filled = components.filter((row) => row.ingredient.trim() || row.amount.trim());
  const input = {
    name,
    category,
    yieldAmount: numberOrNull(yieldAmount),
    yieldUnit,
    components: filled.map((row) => ({ amount: numberOrNull(row.amount) ?? 0, unit: row.unit, ingredient: row.ingredient })),
    instructions,
  };

  const showErrors = (issues: ReadonlyArray<{ path: string; message: string }>) => {
    const next: Record<string, string> = {};
    for (const issue of issues) {
      const match = /^components\.(\d+)\.(\w+)$/.exec(issue.path);
      next[match ? `components.${filled[Number(match[1])]?.key}.${match[2]}` : issue.path] ??= issue.message;
    }
    setErrors(next);
  };

  const save = async () => {
    if (saving.current) return;
    const checked = checkCustomIngredient(input);
    if (!checked.ok) {
      showErrors(checked.errors);
      toast.error(checked.errors[0].message);
      return;
    }
    setErrors({});
    saving.current = true;
    setBusy(true);
    const done = () => {
      saving.current = false;
      setBusy(false);
    };
    if (!(await unknown.resolve(filled.map((row) => row.ingredient)))) {
      done();
      return;
    }
    commit({
      variables: { input, connections: [ConnectionHandler.getConnectionID(ROOT_ID, CUSTOM_INGREDIENTS_CONNECTION)] },
      onCompleted: ({ createCustomIngredient: result }) => {
        if (result.__typename === 'CreateCustomIngredientPayload' && result.customIngredient) {
          toast.success(CUSTOM_INGREDIENT_SAVED);
          navigate('/create', { state: { customIngredientCreated: result.customIngredient.name } });
          return;
        }
        const failure = failureOf(result);
        if (failure?.fieldList.length) showErrors(failure.fieldList);
        toast.error(failure?.message || COCKTAIL_MESSAGES.customIngredientRequired);
        done();
      },
      onError: (error) => {
        toast.error(error.message);
        done();
      },
    });
  };

  const setRow = (key: number, patch: Partial<ComponentRow>) =>
    setComponents(components.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const required = (path: string) => (errors[path] ? { 'aria-invalid': true as const } : {});

  return (
    <div>
      <title>Create Custom Ingredient · Repour</title>
      <PageHeader title="Create Custom Ingredient" back="/create" />
      <form
        noValidate
        className="flex flex-col gap-4 px-4 pb-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormSection title="Basics">
          <div className="grid gap-2">
            <Label htmlFor="custom-name">Name</Label>
            <Input
              id="custom-name"
              placeholder="e.g. Honey Ginger Syrup"
              value={name}
              onChange={(event) => setName(event.target.value)}
              {...required('name')}
            />
            <FieldMessage message={errors.name} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="custom-category">Category</Label>
            <Select value={category} onValueChange={setCategory}>
              <SelectTrigger id="custom-category" {...required('category')}>
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
            <FieldMessage message={errors.category} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="custom-yield">Yield</Label>
            <div className="flex gap-2">
              <Input
                id="custom-yield"
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                placeholder="e.g. 12"
                value={yieldAmount}
                onChange={(event) => setYieldAmount(event.target.value)}
                className="min-w-0 flex-1"
                {...required('yieldAmount')}
              />
              <Select value={yieldUnit} onValueChange={setYieldUnit}>
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
            </div>
            <FieldMessage message={errors.yieldAmount} />
          </div>
        </FormSection>

        <FormSection title="Components">
          <ol className="flex flex-col gap-3">
            {components.map((row, index) => (
              <li key={row.key} aria-label={`Component ${index + 1}`} className="flex flex-col gap-2.5 rounded-xl border bg-muted/30 p-3">
                <div className="flex items-end gap-2">
                  <div className="grid w-24 shrink-0 gap-1.5">
                    <Label htmlFor={`component-${row.key}-amount`} className="text-xs text-muted-foreground">
                      Amount
                    </Label>
                    <Input
                      id={`component-${row.key}-amount`}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      value={row.amount}
                      onChange={(event) => setRow(row.key, { amount: event.target.value })}
                    />
                  </div>
                  <div className="grid min-w-0 flex-1 gap-1.5">
                    <Label htmlFor={`component-${row.key}-unit`} className="text-xs text-muted-foreground">
                      Unit
                    </Label>
                    <Select value={row.unit} onValueChange={(unit) => setRow(row.key, { unit })}>
                      <SelectTrigger id={`component-${row.key}-unit`}>
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
                  </div>
                  {components.length > 1 ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="shrink-0 text-muted-foreground hover:text-destructive"
                      aria-label={`Remove component ${index + 1}`}
                      onClick={() => setComponents(components.filter((other) => other.key !== row.key))}
                    >
                      <Trash2Icon className="size-5" />
                    </Button>
                  ) : null}
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`component-${row.key}-ingredient`} className="text-xs text-muted-foreground">
                    Base ingredient
                  </Label>
                  <Combobox<string>
                    id={`component-${row.key}-ingredient`}
                    placeholder="e.g. Honey"
                    value={row.ingredient}
                    onValueChange={(ingredient) => setRow(row.key, { ingredient })}
                    fetchSuggestions={ingredientNameSuggestions}
                    debounceMs={CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS}
                    minChars={INGREDIENT_SUGGESTION_MIN_CHARS}
                    labelOf={(value) => value}
                  />
                  <FieldMessage message={errors[`components.${row.key}.ingredient`] ?? errors[`components.${row.key}.amount`]} />
                </div>
              </li>
            ))}
          </ol>
          <Button variant="outline" onClick={() => setComponents([...components, newComponent()])}>
            <PlusIcon aria-hidden="true" />
            Add Component
          </Button>
        </FormSection>

        <FormSection title="Preparation Instructions">
          <Textarea
            aria-label="Preparation Instructions"
            rows={5}
            placeholder="Warm the honey with the ginger juice and stir until combined."
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
          />
        </FormSection>

        <div className="sticky bottom-0 z-20 -mx-4 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-lg">
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
