// The own profile's Liked section: the cocktails the member likes, newest like first, each opening its
// recipe, with its heart (decision 0044). Only the member reads the list: the server answers null to others.
import { HeartIcon, MartiniIcon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { LIKED_PAGE_SIZE, LIKED_TAB } from '@common/likes';
import { LikeButton } from '@/components/LikeButton';
import { Button } from '@/components/ui/button';
import type { LikedCocktails_user$key } from './__generated__/LikedCocktails_user.graphql';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

export function LikedCocktails({ user }: { user: LikedCocktails_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment LikedCocktails_user on User
      @refetchable(queryName: "LikedCocktailsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        likedCocktails(first: $first, after: $after) @connection(key: "LikedCocktails_likedCocktails") {
          edges {
            node {
              id
              databaseId
              name
              glassware
              photoUrl
              ...LikeButton_cocktail
            }
          }
        }
      }
    `,
    user,
  );
  const cocktails = data.likedCocktails?.edges.map((edge) => edge.node) ?? [];
  return (
    <section aria-labelledby="liked-heading" className="flex flex-col gap-3">
      <h2 id="liked-heading" className="flex items-center gap-2 text-base font-semibold">
        <HeartIcon className="size-4 text-rose-600 dark:text-rose-400" aria-hidden="true" />
        {LIKED_TAB.title}
      </h2>
      {cocktails.length === 0 ? (
        <div className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          <p className="font-medium text-foreground">{LIKED_TAB.emptyTitle}</p>
          <p>{LIKED_TAB.emptyText}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={LIKED_TAB.title}>
          {cocktails.map((cocktail) => (
            <li key={cocktail.id} className="relative flex items-center gap-3 rounded-2xl border bg-card p-2 pr-1 shadow-xs">
              <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted">
                {cocktail.photoUrl ? (
                  <img src={cocktail.photoUrl} alt="" loading="lazy" className="size-full object-cover" />
                ) : (
                  <MartiniIcon className="size-6 text-muted-foreground/60" aria-hidden="true" />
                )}
              </div>
              <div className="min-w-0 flex-1">
                {/* The whole row opens the recipe; the heart sits above the link. */}
                <Link
                  to={`/cocktails/${cocktail.databaseId}`}
                  className="block truncate text-sm font-semibold outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:underline"
                >
                  {cocktail.name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">{cocktail.glassware}</p>
              </div>
              <LikeButton cocktail={cocktail} className="text-xs text-muted-foreground" />
            </li>
          ))}
        </ul>
      )}
      {hasNext ? (
        <Button
          variant="outline"
          onClick={() => loadMore({ hasNext, isLoadingNext, loadNext }, LIKED_PAGE_SIZE, loadMoreFailed('liked cocktails'))}
          disabled={isLoadingNext}
        >
          {isLoadingNext ? LIKED_TAB.loading : LIKED_TAB.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
