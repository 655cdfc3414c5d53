import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { REVIEW_TEXT_MAX, reviewSchema } from '@common/reviews';
import { Button } from '@/components/ui/button';
import { Field, FieldMessage } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { setServerErrors } from '@/lib/form-errors';
import { useDeleteReviewMutation } from './DeleteReviewMutation';
import { useReviewCocktailMutation } from './ReviewCocktailMutation';
import { StarPicker } from './StarPicker';

interface ReviewFormState {
  rating: number | null;
  text: string;
}

/** The caller's review of a cocktail: stars (required) and optional text; Save writes it, Delete removes it. */
export function ReviewForm({
  cocktailId,
  connectionId,
  own,
}: {
  cocktailId: string;
  connectionId: string;
  own: { id: string; rating: number; text?: string | null } | null;
}) {
  const ids = useId();
  const { control, register, handleSubmit, setError, formState } = useForm<ReviewFormState>({
    // Follows the saved review: filled after a save, empty again after a deletion.
    values: { rating: own?.rating ?? null, text: own?.text ?? '' },
    // The stars start unchosen (null), which the schema refuses with its message.
    resolver: zodResolver(reviewSchema) as unknown as Resolver<ReviewFormState>,
    shouldFocusError: false,
  });
  const [save, saving] = useReviewCocktailMutation();
  const [remove, deleting] = useDeleteReviewMutation();
  const busy = saving || deleting;

  const submit = handleSubmit(({ rating, text }) => {
    if (busy || rating === null) return;
    save(
      { cocktailId, rating, text: text || null, connectionId: own ? null : connectionId },
      { onFailed: (failure) => setServerErrors(setError, failure) },
    );
  });

  const ratingError = formState.errors.rating?.message;
  return (
    <form noValidate className="grid gap-3" onSubmit={(event) => void submit(event)} aria-label="Your review">
      <div className="grid gap-1">
        <p className="text-sm font-medium">{own ? 'Your review' : 'Rate this cocktail'}</p>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarPicker
              name={`${ids}-rating`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={busy}
              invalid={Boolean(ratingError)}
              describedBy={ratingError ? `${ids}-rating-error` : undefined}
            />
          )}
        />
        <FieldMessage id={`${ids}-rating-error`} message={ratingError} />
      </div>
      <Field id={`${ids}-text`} label="Review" optional error={formState.errors.text?.message}>
        <Textarea
          id={`${ids}-text`}
          rows={3}
          maxLength={REVIEW_TEXT_MAX + 100}
          placeholder="What did you think?"
          aria-invalid={Boolean(formState.errors.text) || undefined}
          aria-describedby={formState.errors.text ? `${ids}-text-error` : undefined}
          disabled={busy}
          {...register('text')}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1" disabled={busy}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        {own ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => remove(own.id, connectionId)}>
            Delete
          </Button>
        ) : null}
      </div>
    </form>
  );
}
