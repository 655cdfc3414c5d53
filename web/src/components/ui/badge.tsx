import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap transition-colors [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-border text-foreground',
        muted: 'border-transparent bg-muted text-muted-foreground',
        success: 'border-transparent bg-success/15 text-success',
        destructive: 'border-transparent bg-destructive/12 text-destructive',
        // One colour per account type (spec: "Type badge: ... each with its own colour"), readable in both themes.
        bartender: 'border-transparent bg-amber-500/15 text-amber-800 dark:bg-amber-400/15 dark:text-amber-200',
        bar: 'border-transparent bg-violet-500/15 text-violet-800 dark:bg-violet-400/15 dark:text-violet-200',
        brand: 'border-transparent bg-sky-500/15 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200',
        admin: 'border-transparent bg-rose-500/15 text-rose-800 dark:bg-rose-400/15 dark:text-rose-200',
        user: 'border-transparent bg-emerald-500/15 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : 'span';
  return <Component data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
