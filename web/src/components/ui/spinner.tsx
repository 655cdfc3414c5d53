import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A spinning ring. Give it a `label` when nothing else on screen says what is loading. */
export function Spinner({ className, label, ...props }: ComponentProps<'svg'> & { label?: string }) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-5 animate-spin text-primary', className)}
      {...props}
    />
  );
}
