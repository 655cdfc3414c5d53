import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { COCKTAIL_MESSAGES } from '@common/cocktail-rules';
import { INGREDIENT_CATEGORIES } from '@common/constants';
import { unknownIngredientNames } from './CocktailFormLookups';
import { useCreateIngredientMutation } from './CreateIngredientMutation';
import { FieldMessage } from '@/components/ui/field';
import { readFailure } from '@/relay/mutation-result';

export const INGREDIENT_SAVED = 'Ingredient saved';
export const INGREDIENT_SAVE_FAILED = 'Failed to save ingredient';
const INGREDIENT_EXISTS = 'That ingredient is already in the database';

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
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useCreateIngredientMutation();

  const reset = () => {
    setCategory('');
    setDescription('');
    setError(null);
  };

  const save = () => {
    if (!name || saving) return;
    if (!category) {
      setError(COCKTAIL_MESSAGES.categoryRequired);
      return;
    }
    commit({
      variables: { input: { name, category, description } },
      onCompleted: ({ createIngredient: result }) => {
        const failure = readFailure(result, 'CreateIngredientPayload');
        // Another member may have added it meanwhile: then it is known, which is all the form needs.
        // The server tells this apart only by its message so far (no code of its own): see issue 21.
        if (!failure || failure.message === INGREDIENT_EXISTS) {
          toast.success(INGREDIENT_SAVED);
          reset();
          onSaved();
        } else {
          toast.error(failure.message || INGREDIENT_SAVE_FAILED);
        }
      },
      onError: () => {
        toast.error(INGREDIENT_SAVE_FAILED);
      },
    });
  };

  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !saving) {
          reset();
          onCancel();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add ingredient details</DialogTitle>
          <DialogDescription>
            <span className="font-medium text-foreground">{name}</span> is new to the database. Tell us what it is.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="new-ingredient-category">Category</Label>
            <Select
              value={category}
              onValueChange={(value) => {
                setCategory(value);
                setError(null);
              }}
            >
              <SelectTrigger
                id="new-ingredient-category"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'new-ingredient-category-error' : undefined}
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
            <FieldMessage id="new-ingredient-category-error" message={error} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-ingredient-description">
              Description <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id="new-ingredient-description"
              rows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => {
                reset();
                onCancel();
              }}
              disabled={saving}
            >
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
