import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { GIG_MESSAGES } from '@common/gigs';
import { WORK_ROLE_LABELS } from '@common/hiring';
import { GigWhenWhere } from '@/components/gigs/GigWhenWhere';
import { Badge } from '@/components/ui/badge';
import type { GigCard_gig$key } from './__generated__/GigCard_gig.graphql';

/**
 * A gig in a list: title, role, who posted it (unless it is the poster's own list), where, when, what it
 * pays, and Closed once it is. The whole card opens it.
 */
export function GigCard({ gig, showPoster = true }: { gig: GigCard_gig$key; showPoster?: boolean }) {
  const data = useFragment(
    graphql`
      fragment GigCard_gig on Gig {
        databaseId
        title
        isOpen
        role
        startsOn
        payText
        city
        poster {
          displayName
        }
      }
    `,
    gig,
  );
  return (
    <Link
      to={`/gigs/${data.databaseId}`}
      className="flex flex-col gap-1.5 rounded-2xl border bg-card p-4 shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold tracking-wide text-primary uppercase">
          {WORK_ROLE_LABELS[data.role as keyof typeof WORK_ROLE_LABELS] ?? data.role}
        </span>
        {data.isOpen ? null : <Badge variant="secondary">{GIG_MESSAGES.closedBadge}</Badge>}
      </span>
      <span className="font-display text-lg leading-tight font-semibold break-words">{data.title}</span>
      {showPoster ? (
        <span className="text-sm text-muted-foreground">
          {GIG_MESSAGES.postedBy} {data.poster.displayName}
        </span>
      ) : null}
      <GigWhenWhere startsOn={data.startsOn} city={data.city} className="mt-1" />
      <span className="text-sm font-medium">{data.payText}</span>
    </Link>
  );
}
