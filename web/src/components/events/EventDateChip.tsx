// An event's date as a calendar leaf: the month over the day (decorative; the date is also in words).
import { cn } from '@/lib/utils';

export function EventDateChip({ date, className }: { date: string; className?: string }) {
  const parsed = new Date(`${date}T00:00:00Z`);
  const month = parsed.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  const day = parsed.getUTCDate();
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-12 shrink-0 flex-col items-center justify-center rounded-xl bg-primary/12 text-primary', className)}
    >
      <span className="text-[0.625rem] font-semibold tracking-wide uppercase">{month}</span>
      <span className="text-lg leading-none font-semibold">{day}</span>
    </span>
  );
}
