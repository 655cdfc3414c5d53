import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * The Repour mark: a coupe glass catching a pour from a bottle. The glass takes the current text colour, the drink the
 * primary colour. web/public/favicon.svg is the same drawing on a dark tile.
 */
export function LogoMark({ className, title, ...props }: ComponentProps<'svg'> & { title?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      className={cn('size-8', className)}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {/* a bottle's neck, and the pour falling from it */}
      <path d="M29.5 2.2l-6.6 3.6" stroke="currentColor" strokeWidth="3.4" strokeLinecap="round" />
      <path d="M21.3 6.5c-1.7 1.4-2.6 3.3-2.7 6" stroke="var(--primary)" strokeWidth="1.6" strokeLinecap="round" />
      {/* the drink */}
      <path d="M7.2 13.6h17.6c-1 3.1-4.5 5.3-8.8 5.3s-7.8-2.2-8.8-5.3z" fill="var(--primary)" />
      {/* the coupe: bowl, stem and foot */}
      <path
        d="M4.5 12.5h23c0 5.2-5.1 9-11.5 9s-11.5-3.8-11.5-9zM16 21.5v6M11 28h10"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark beside the product name, as in the top bar. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className="size-7" />
      <span className="font-display text-xl font-semibold tracking-tight">Repour</span>
    </span>
  );
}
