// A profile's Re-pours: the cocktails the member shared with their followers, newest first, each with its
// note and date (decision 0047). Public, as the re-pours were; on the own profile and the public one.
import { Repeat2Icon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { PROFILE_REPOURS, REPOURS_PAGE_SIZE } from '@common/repours';
import { RepourCard } from '@/components/repours/RepourCard';
import { Button } from '@/components/ui/button';
import type { ProfileRepours_user$key } from './__generated__/ProfileRepours_user.graphql';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

export function ProfileRepours({ user, own }: { user: ProfileRepours_user$key; own: boolean }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ProfileRepours_user on User
      @refetchable(queryName: "ProfileRepoursPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        # The key is PROFILE_REPOURS_CONNECTION (components/repours/repour-store.ts): the Repour and Undo
        # mutations put the member's own new re-pour in, and take an undone one out.
        repours(first: $first, after: $after) @connection(key: "ProfileRepours_repours") {
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
  const repours = data.repours.edges.map((edge) => edge.node);
  return (
    <section aria-labelledby="repours-heading" className="flex flex-col gap-3">
      <h2 id="repours-heading" className="flex items-center gap-2 text-base font-semibold">
        <Repeat2Icon className="size-4 text-success" aria-hidden="true" />
        {PROFILE_REPOURS.title}
      </h2>
      {repours.length === 0 ? (
        <div className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          <p className="font-medium text-foreground">{PROFILE_REPOURS.emptyTitle}</p>
          {own ? <p>{PROFILE_REPOURS.ownEmptyText}</p> : null}
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={PROFILE_REPOURS.title}>
          {repours.map((repour) => (
            <li key={repour.id}>
              <RepourCard repour={repour} showRepourer={false} />
            </li>
          ))}
        </ul>
      )}
      {hasNext ? (
        <Button
          variant="outline"
          onClick={() => loadMore({ hasNext, isLoadingNext, loadNext }, REPOURS_PAGE_SIZE, loadMoreFailed('re-pours'))}
          disabled={isLoadingNext}
        >
          {isLoadingNext ? PROFILE_REPOURS.loading : PROFILE_REPOURS.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
