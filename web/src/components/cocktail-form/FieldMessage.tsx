import { cn } from '@/lib/utils';

/** The message under a field that was refused; nothing when there is none. */
export function FieldMessage({ id, message, className }: { id?: string; message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm text-destructive', className)}>
      {message}
    </p>
  );
}
