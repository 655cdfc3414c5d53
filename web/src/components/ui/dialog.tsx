import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, useRef } from 'react';
import { cn } from '@/lib/utils';

/**
 * The element that last took the focus. A button that disables itself while it works (a form's Save,
 * busy while it looks up what the dialog then asks) gives up the focus before its dialog opens: the
 * browser moves it to the body, and the button is still what opened the dialog.
 */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') document.addEventListener('focusin', (event) => void (lastFocused = event.target as Element), true);

/** What had the focus as a dialog opens: the focused element, else the one that last had it. */
function openerOf(focused: Element | null): HTMLElement | null {
  const opener = focused && focused !== document.body ? focused : lastFocused;
  return opener instanceof HTMLElement && opener.isConnected ? opener : null;
}

/**
 * Gives `target` the focus, once it is enabled again if it is disabled (the busy Save, enabled when the
 * work its dialog was part of ends), unless the member has put the focus somewhere meanwhile.
 */
function returnFocus(target: HTMLElement) {
  if (!target.matches(':disabled')) return target.focus();
  const enabled = new MutationObserver(() => {
    if (target.matches(':disabled')) return;
    enabled.disconnect();
    if (target.isConnected && (document.activeElement === null || document.activeElement === document.body)) target.focus();
  });
  enabled.observe(target, { attributeFilter: ['disabled'] });
  // A button that stays disabled is not waited for.
  setTimeout(() => enabled.disconnect(), RETURN_FOCUS_WAIT_MS);
}
const RETURN_FOCUS_WAIT_MS = 10_000;

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

/**
 * A centred modal. Always give it a <DialogTitle> (visually hidden if need be) for screen readers.
 *
 * Closed, it gives the focus back to what had it when it opened (WCAG 2.4.3), whether a DialogTrigger
 * opened it or a button that set state (a dialog mounted open, a confirmation): Radix returns it only to
 * a DialogTrigger, and otherwise leaves it on the page's body. A screen whose opener is gone by then (the
 * row it removed) says where the focus goes in `onCloseAutoFocus`, calling `preventDefault()`.
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] grid-cols-[minmax(0,1fr)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-popover p-5 text-popover-foreground shadow-2xl outline-none data-[state=open]:animate-fade-in',
          className,
        )}
        // Radix asks before it moves the focus in: what has it now opened the dialog.
        onOpenAutoFocus={(event) => {
          opener.current = openerOf(document.activeElement);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          opener.current = null;
          if (event.defaultPrevented || !target?.isConnected) return;
          event.preventDefault();
          returnFocus(target);
        }}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-2.5 right-2.5 inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <XIcon className="size-5" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  // A title may name a venue or a member, a long word included: it wraps rather than widen the dialog.
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-tight font-semibold [overflow-wrap:anywhere]', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground [overflow-wrap:anywhere]', className)}
      {...props}
    />
  );
}
