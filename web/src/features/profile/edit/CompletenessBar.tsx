import { CircleCheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const ITEM_LABELS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  bio: 'bio',
  location: 'location',
  workHistory: 'a work-history entry',
};

/** The completeness indicator: a percentage bar, complete or what is still missing. */
export function CompletenessBar({ percent, missing }: { percent: number; missing: string[] }) {
  const complete = missing.length === 0;
  return (
    <section aria-label="Profile completeness" className="rounded-2xl border bg-card p-4 shadow-xs">
      <div className="mb-2 flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold">{complete ? 'Profile complete' : 'Profile incomplete'}</span>
        <span className={cn('font-semibold tabular-nums', complete ? 'text-success' : 'text-primary')}>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-500', complete ? 'bg-success' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
        {complete ? (
          <>
            <CircleCheckIcon className="size-3.5 text-success" aria-hidden="true" />
            Everything people look for is here.
          </>
        ) : (
          `Still missing: ${missing.map((item) => ITEM_LABELS[item] ?? item).join(', ')}.`
        )}
      </p>
    </section>
  );
}
