import { GIG_MESSAGES, GIGS_PAGE_SIZE } from '@common/gigs';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type ForwardPages, loadMore } from '@/relay/load-more';
import type { GigCard_gig$key } from './__generated__/GigCard_gig.graphql';
import { GigCard } from './GigCard';

/**
 * A list of gig cards and its "Show more", as every gig list on Gigs shows them (all open gigs, gigs for
 * you, your gigs): the next GIGS_PAGE_SIZE on a tap.
 */
export function GigList({
  gigs,
  pager,
  label,
  showPoster = true,
}: {
  gigs: ReadonlyArray<{ readonly node: { readonly id: string } & GigCard_gig$key }>;
  pager: ForwardPages;
  label?: string;
  showPoster?: boolean;
}) {
  return (
    <>
      <ul aria-label={label} className="flex flex-col gap-3">
        {gigs.map((edge) => (
          <li key={edge.node.id}>
            <GigCard gig={edge.node} showPoster={showPoster} />
          </li>
        ))}
      </ul>
      {pager.hasNext ? (
        <Button
          variant="ghost"
          className="w-full text-muted-foreground"
          onClick={() => loadMore(pager, GIGS_PAGE_SIZE, GIG_MESSAGES.loadMoreFailed)}
          disabled={pager.isLoadingNext}
        >
          {pager.isLoadingNext ? <Spinner className="size-4" /> : null}
          {GIG_MESSAGES.loadMore}
        </Button>
      ) : null}
    </>
  );
}
