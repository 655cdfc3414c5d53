import { ChevronRightIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { GIG_MESSAGES } from '@common/gigs';
import { listedGigs } from '@/lib/listed-gigs';
import { GigWhenWhere } from './GigWhenWhere';
import type { GigsForYou_query$key } from './__generated__/GigsForYou_query.graphql';

/**
 * "Gigs for you" on the member's own Open to work card (decision 0055): the next three open gigs for
 * their roles in their cities, each opening the gig, and the way to all of them; one quiet line when
 * none match. gigsForYou is the viewer's, so only the own profile shows it. Nothing when not open to work.
 */
export function GigsForYou({ query }: { query: GigsForYou_query$key }) {
  const { gigsForYou } = useFragment(
    graphql`
      fragment GigsForYou_query on Query {
        gigsForYou(first: 3) {
          edges {
            node {
              id
              databaseId
              title
              startsOn
              city
              isOpen
              poster {
                displayName
              }
            }
          }
        }
      }
    `,
    query,
  );
  if (!gigsForYou) return null;
  const edges = listedGigs(gigsForYou.edges);
  return (
    <section aria-label={GIG_MESSAGES.forYou} className="flex flex-col gap-2 border-t border-success/25 pt-3">
      <h4 className="text-sm font-semibold">{GIG_MESSAGES.forYou}</h4>
      {edges.length === 0 ? (
        <p className="text-sm text-muted-foreground">{GIG_MESSAGES.forYouEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <Link
                to={`/gigs/${node.databaseId}`}
                className="flex flex-col gap-0.5 rounded-xl border bg-card px-3 py-2.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="font-medium leading-snug break-words">{node.title}</span>
                <span className="truncate text-sm text-muted-foreground">{node.poster.displayName}</span>
                <GigWhenWhere startsOn={node.startsOn} city={node.city} compact />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/gigs"
        className="flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {GIG_MESSAGES.seeAllGigs}
        <ChevronRightIcon className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
