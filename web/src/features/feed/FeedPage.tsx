import { CirclePlusIcon, MartiniIcon, NewspaperIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/**
 * The feed is a placeholder (spec section 2): a static "Social Feed" coming-soon message. The original
 * screen also fetched cocktails it never showed; we do not.
 */
export default function FeedPage() {
  return (
    <div className="px-4 pt-6 pb-8">
      <title>Home · Repour</title>
      <section
        aria-labelledby="feed-title"
        className="relative overflow-hidden rounded-3xl border bg-card px-6 pt-10 pb-8 text-center shadow-sm"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-48 bg-[radial-gradient(ellipse_at_top,var(--primary)_0%,transparent_70%)] opacity-[0.1] dark:opacity-[0.16]"
        />
        <div className="relative flex flex-col items-center">
          <div className="flex size-18 items-center justify-center rounded-2xl border border-primary/25 bg-background shadow-md shadow-primary/10">
            <NewspaperIcon className="size-9 text-primary" strokeWidth={1.7} aria-hidden="true" />
          </div>
          <Badge variant="secondary" className="mt-6 px-3 py-1 text-[0.6875rem] font-semibold tracking-[0.14em] uppercase">
            Coming soon
          </Badge>
          <h1 id="feed-title" className="mt-3 font-display text-3xl font-semibold tracking-tight">
            Social Feed
          </h1>
          <p className="mt-3 max-w-[19rem] text-[0.9375rem] leading-relaxed text-muted-foreground">
            New cocktails, repours and news from the bartenders, venues and brands you follow will gather here.
          </p>
        </div>
      </section>

      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button asChild variant="outline" className="h-auto flex-col gap-2 rounded-2xl px-3 py-4">
          <Link to="/cocktails">
            <MartiniIcon className="size-6 text-primary" aria-hidden="true" />
            <span>Browse cocktails</span>
          </Link>
        </Button>
        <Button asChild variant="outline" className="h-auto flex-col gap-2 rounded-2xl px-3 py-4">
          <Link to="/create">
            <CirclePlusIcon className="size-6 text-primary" aria-hidden="true" />
            <span>Create a cocktail</span>
          </Link>
        </Button>
      </div>
    </div>
  );
}
