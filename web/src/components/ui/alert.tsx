import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-xl border px-4 py-3 text-sm has-[>[data-slot=alert-icon]]:grid-cols-[1.25rem_1fr] has-[>[data-slot=alert-icon]]:gap-x-3',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        destructive: 'border-destructive/40 bg-destructive/8 text-destructive [&_[data-slot=alert-description]]:text-destructive',
        success: 'border-success/40 bg-success/10 text-success [&_[data-slot=alert-description]]:text-success',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface AlertProps extends ComponentProps<'div'>, VariantProps<typeof alertVariants> {
  /** A lucide icon (or any element) shown at the start, e.g. `<CircleAlert />`. */
  icon?: ReactNode;
}

/**
 * A message in the flow of the page. Destructive alerts use role="alert" so screen readers announce
 * them when they appear (the spec's signup, login and invite errors).
 */
export function Alert({ className, variant, icon, children, role, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {icon ? (
        <span data-slot="alert-icon" aria-hidden="true" className="flex h-5 items-center [&>svg]:size-4.5">
          {icon}
        </span>
      ) : null}
      {children}
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-title" className={cn('col-start-2 min-h-5 font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('col-start-2 grid gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed', className)}
      {...props}
    />
  );
}
