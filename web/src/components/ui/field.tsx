// The one labelled form field: label (with "(optional)"), the control, a hint, and the refusal under it.
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** The message under a field that was refused (announced, `${id}` for aria-describedby); nothing when there is none. */
export function FieldMessage({ id, message, className }: { id?: string; message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm text-destructive', className)}>
      {message}
    </p>
  );
}

/**
 * A labelled control. A text hint is a muted line (`${id}-hint`) that gives way to the error; any other
 * hint (a checklist, a status) stays. The error is `${id}-error`, for the control's aria-describedby.
 * `compact` is a part of a row (an ingredient's amount, unit, brand): a small muted label, closer to its control.
 */
export function Field({
  id,
  label,
  optional,
  error,
  hint,
  compact,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  optional?: boolean;
  error?: string | null;
  hint?: ReactNode;
  compact?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid', compact ? 'gap-1.5' : 'gap-2', className)}>
      <Label htmlFor={id} className={compact ? 'text-xs text-muted-foreground' : undefined}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {children}
      {typeof hint === 'string' ? (
        error ? null : (
          <p className="text-xs text-muted-foreground" id={`${id}-hint`}>
            {hint}
          </p>
        )
      ) : (
        hint
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
