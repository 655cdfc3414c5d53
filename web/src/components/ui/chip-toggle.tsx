// The one chip that is on or off (filters, categories, specialty presets): a toggle button (aria-pressed)
// shaped as a pill, with a tick when on. 40 px high, so a finger hits it. A row of them is a one-of-many
// pick as well (scale, status, city): each keeps the button role and its pressed state.
import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export function ChipToggle({
  checked,
  onCheckedChange,
  disabled,
  className,
  children,
}: {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-slot="chip-toggle"
      aria-pressed={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium text-foreground transition-colors outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-default',
        checked ? 'border-primary bg-primary/12 dark:bg-primary/18' : 'border-input bg-card hover:bg-accent',
        className,
      )}
    >
      {checked ? <CheckIcon className="-ml-0.5 size-4 text-primary" strokeWidth={3} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
