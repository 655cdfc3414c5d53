// Repour on a cocktail's card and detail screen: a button with the re-pours count beside it. Tapping it
// opens a small dialog for an optional note; once re-poured, the button undoes it ("Undo repour"). The
// count changes at once (optimistic) and the server's answer confirms it, or puts it back with a toast.
// A private cocktail cannot be re-poured (its followers could not see it): it shows the count only.
// Visitors are sent to sign in. A 44px touch target, as the like button's (decision 0047).
import { Repeat2Icon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { REPOUR_MESSAGES, repoursCountLabel } from '@common/repours';
import { useSession } from '@/app/session/useSession';
import { cn } from '@/lib/utils';
import type { RepourButton_cocktail$key } from './__generated__/RepourButton_cocktail.graphql';
import { useRepourCocktailMutation } from './RepourCocktailMutation';

// The note's form (react-hook-form, zod, the dialog) loads when a member first opens it, not with every
// screen of cards.
const RepourDialog = lazy(() => import('./RepourDialog').then((module) => ({ default: module.RepourDialog })));

export interface RepourButtonProps {
  cocktail: RepourButton_cocktail$key;
  className?: string;
}

const TARGET =
  'relative z-10 inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 tabular-nums outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 hover:bg-accent active:scale-95';

export function RepourButton({ cocktail, className }: RepourButtonProps) {
  const data = useFragment(
    graphql`
      fragment RepourButton_cocktail on Cocktail {
        id
        name
        visibility
        repoursCount
        viewerHasRepoured
      }
    `,
    cocktail,
  );
  const { status, viewer } = useSession();
  const [setRepoured, isUndoing] = useRepourCocktailMutation();
  const [open, setOpen] = useState(false);
  const count = <span aria-label={repoursCountLabel(data.repoursCount)}>{data.repoursCount}</span>;

  if (status !== 'authenticated' || !viewer) {
    return (
      <Link to="/login" aria-label={REPOUR_MESSAGES.repour} className={cn(TARGET, className)}>
        <Repeat2Icon className="size-4" aria-hidden="true" />
        {count}
      </Link>
    );
  }

  if (data.visibility !== 'public') {
    return (
      <span className={cn('inline-flex min-h-11 items-center gap-1 px-2 tabular-nums', className)}>
        <Repeat2Icon className="size-4" aria-hidden="true" />
        {count}
      </span>
    );
  }

  const repoured = data.viewerHasRepoured;
  const target = { cocktailId: data.id, viewerId: viewer.id };
  function tap() {
    if (isUndoing) return;
    if (repoured) setRepoured(false, target);
    else setOpen(true);
  }

  return (
    <span className={cn('inline-flex items-center', className)}>
      <button
        type="button"
        aria-pressed={repoured}
        aria-label={repoured ? REPOUR_MESSAGES.undo : REPOUR_MESSAGES.repour}
        aria-haspopup={repoured ? undefined : 'dialog'}
        onClick={tap}
        className={cn(TARGET, repoured && 'text-success')}
      >
        <Repeat2Icon className={cn('size-4', repoured && 'stroke-[2.5]')} aria-hidden="true" />
      </button>
      <span className={cn('-ml-2 pr-1', repoured && 'font-semibold text-success')}>{count}</span>
      {/* Mounted only while open: a page of 100 cards holds no 100 forms. */}
      {open ? (
        <Suspense fallback={null}>
          <RepourDialog open onOpenChange={setOpen} target={target} cocktailName={data.name} />
        </Suspense>
      ) : null}
    </span>
  );
}
