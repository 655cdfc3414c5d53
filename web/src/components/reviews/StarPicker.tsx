import { StarIcon } from 'lucide-react';
import { REVIEW_RATING_MAX } from '@common/reviews';
import { cn } from '@/lib/utils';
import { countOf } from '@common/plural';

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * 1 to 5 stars as a radio group (native radios: arrow keys move the choice, each star is read as
 * "3 stars"); the stars up to the chosen one are filled.
 */
export function StarPicker({
  name,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
}: {
  name: string;
  value: number | null;
  onChange(value: number): void;
  onBlur?(): void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Your rating"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex gap-1"
    >
      {STARS.map((star) => (
        <label
          key={star}
          className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
        >
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            onBlur={onBlur}
            disabled={disabled}
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            aria-label={countOf(star, 'star')}
          />
          <StarIcon
            aria-hidden="true"
            className={cn(
              'pointer-events-none size-8 transition-colors',
              value !== null && star <= value ? 'fill-primary text-primary' : 'text-muted-foreground/60',
            )}
          />
        </label>
      ))}
    </div>
  );
}
