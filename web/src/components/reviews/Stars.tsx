import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Five stars, `value` of them filled (rounded to the nearest whole star); the label says the figure. */
export function Stars({ value, label, className }: { value: number; label: string; className?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= filled ? 'fill-primary text-primary' : 'text-muted-foreground/50')}
        />
      ))}
    </span>
  );
}

/** "Rated 4.5 of 5" as the search cards say it. */
export function ratedLabel(rating: number): string {
  return `Rated ${rating.toFixed(1)} of 5`;
}
