// The feed's "Re-pours from people you follow": the newest re-pours of the members the viewer follows, each
// with the re-pourer, their note and the cocktail (decision 0047), a page at a time.
import { Repeat2Icon, UsersIcon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { FOLLOWED_REPOURS, REPOURS_PAGE_SIZE } from '@common/repours';
import { RepourCard } from '@/components/repours/RepourCard';
import { Button } from '@/components/ui/button';
import type { FollowedRepours_user$key } from './__generated__/FollowedRepours_user.graphql';

export function FollowedRepours({ user }: { user: FollowedRepours_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment FollowedRepours_user on User
      @refetchable(queryName: "FollowedRepoursPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        followedRepours(first: $first, after: $after) @connection(key: "FollowedRepours_followedRepours") {
          edges {
            node {
              id
              ...RepourCard_repour
            }
          }
        }
      }
    `,
    user,
  );
  const repours = data.followedRepours?.edges.map((edge) => edge.node) ?? [];
  if (repours.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-8 text-center">
        <Repeat2Icon className="size-9 text-muted-foreground" strokeWidth={1.5} aria-hidden="true" />
        <div>
          <p className="font-medium">{FOLLOWED_REPOURS.emptyTitle}</p>
          <p className="mt-1 text-sm text-muted-foreground">{FOLLOWED_REPOURS.emptyText}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/search">
            <UsersIcon className="size-4" aria-hidden="true" />
            {FOLLOWED_REPOURS.findPeople}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label={FOLLOWED_REPOURS.title}>
        {repours.map((repour) => (
          <li key={repour.id}>
            <RepourCard repour={repour} showRepourer />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <Button variant="outline" onClick={() => !isLoadingNext && loadNext(REPOURS_PAGE_SIZE)} disabled={isLoadingNext}>
          {isLoadingNext ? FOLLOWED_REPOURS.loading : FOLLOWED_REPOURS.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
