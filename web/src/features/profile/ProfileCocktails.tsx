import { MartiniIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { ProfileCocktails_user$key } from './__generated__/ProfileCocktails_user.graphql';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

/** The spec's default when a cocktail names no glass. */
const DEFAULT_GLASS = 'cocktail glass';

/** A member's cocktails as cards (photo, name, glassware), each opening its recipe. */
export function ProfileCocktails({ user, empty }: { user: ProfileCocktails_user$key; empty: ReactNode }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ProfileCocktails_user on User
      @refetchable(queryName: "ProfileCocktailsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 24 }, after: { type: "String" }) {
        cocktails(first: $first, after: $after) @connection(key: "ProfileCocktails_cocktails") {
          edges {
            node {
              id
              databaseId
              name
              glassware
              photoUrl
            }
          }
        }
      }
    `,
    user,
  );
  const cocktails = data.cocktails.edges.map((edge) => edge.node);
  if (cocktails.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-3">
        {cocktails.map((cocktail) => (
          <li key={cocktail.id}>
            <Link
              to={`/cocktails/${cocktail.databaseId}`}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-xs transition-[border-color,box-shadow] outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <div className="flex aspect-square items-center justify-center bg-muted">
                {cocktail.photoUrl ? (
                  <img src={cocktail.photoUrl} alt="" loading="lazy" className="size-full object-cover" />
                ) : (
                  <MartiniIcon className="size-10 text-muted-foreground/60" aria-hidden="true" />
                )}
              </div>
              <div className="flex flex-col gap-0.5 p-3">
                <span className="line-clamp-2 text-sm leading-snug font-semibold">{cocktail.name}</span>
                <span className="truncate text-xs text-muted-foreground">{cocktail.glassware?.trim() || DEFAULT_GLASS}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {hasNext ? (
        <Button
          variant="outline"
          onClick={() => loadMore({ hasNext, isLoadingNext, loadNext }, 24, loadMoreFailed('cocktails'))}
          disabled={isLoadingNext}
        >
          {isLoadingNext ? 'Loading...' : 'Show more cocktails'}
        </Button>
      ) : null}
    </div>
  );
}
