// The small dialog the Repour button opens: an optional note to one's followers (the shared schema's
// bounds, with a running count) and "Repour". It stays open until the server answers, so a refused note
// shows under its field; the count behind it has already moved.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { repourSchema } from '@common/repour-input';
import { REPOUR_DIALOG, REPOUR_NOTE_MAX } from '@common/repours';
import { collapseSpaces } from '@common/validation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { setServerErrors } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { type RepourTarget } from './repour-store';
import { useRepourCocktailMutation } from './RepourCocktailMutation';

interface RepourFormState {
  note: string;
}

export function RepourDialog({
  open,
  onOpenChange,
  target,
  cocktailName,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  target: RepourTarget;
  cocktailName: string;
}) {
  const id = useId();
  const { control, register, handleSubmit, setError, formState, reset } = useForm<RepourFormState>({
    defaultValues: { note: '' },
    resolver: zodResolver(repourSchema) as unknown as Resolver<RepourFormState>,
  });
  const [setRepoured, isRepouring] = useRepourCocktailMutation();
  // Counted as it will be stored: spaces collapsed.
  const note = useWatch({ control, name: 'note' });
  const typed = collapseSpaces(note).length;

  const submit = handleSubmit((values) => {
    if (isRepouring) return;
    // The resolver handed over the schema's output (collapsed, null when blank); parsing again is a no-op that types it.
    const parsed = repourSchema.parse(values);
    setRepoured(
      true,
      { ...target, note: parsed.note },
      {
        onDone: () => {
          onOpenChange(false);
          reset();
        },
        onFailed: (failure) => setServerErrors(setError, failure),
      },
    );
  });

  const error = formState.errors.note?.message;
  return (
    <Dialog open={open} onOpenChange={(next) => !isRepouring && onOpenChange(next)}>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <DialogHeader>
            <DialogTitle>{REPOUR_DIALOG.title}</DialogTitle>
            <DialogDescription>{REPOUR_DIALOG.description(cocktailName)}</DialogDescription>
          </DialogHeader>
          <Field
            id={`${id}-note`}
            label={REPOUR_DIALOG.noteLabel}
            optional
            error={error}
            hint={
              <p
                id={`${id}-count`}
                className={cn('text-right text-xs text-muted-foreground tabular-nums', typed > REPOUR_NOTE_MAX && 'text-destructive')}
              >
                {typed}/{REPOUR_NOTE_MAX}
              </p>
            }
          >
            <Textarea
              id={`${id}-note`}
              rows={3}
              className="min-h-20"
              maxLength={REPOUR_NOTE_MAX + 100}
              placeholder={REPOUR_DIALOG.notePlaceholder}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? `${id}-note-error ${id}-count` : `${id}-count`}
              disabled={isRepouring}
              {...register('note')}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isRepouring}>
              {REPOUR_DIALOG.cancel}
            </Button>
            <Button type="submit" disabled={isRepouring}>
              {isRepouring ? REPOUR_DIALOG.submitting : REPOUR_DIALOG.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
