import { ChevronRightIcon, CompassIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { FAVORITE_STYLE_NOT_SPECIFIED } from '@common/venue-accounts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CocktailJourneyCard_user$key } from './__generated__/CocktailJourneyCard_user.graphql';

const CHECK_INS_PATH = '/profile/check-ins';

/** The barfly's view: bars visited, reviews, check-ins, favourite style and top-rated cocktails. */
export function CocktailJourneyCard({ user }: { user: CocktailJourneyCard_user$key }) {
  const { journey } = useFragment(
    graphql`
      fragment CocktailJourneyCard_user on User {
        journey {
          barsVisited
          reviews
          checkIns
          favoriteStyle
          topRatedCocktails {
            id
            databaseId
            name
          }
        }
      }
    `,
    user,
  );
  // Bars Visited and Check-ins open the member's own list of check-ins, where each can be removed.
  const figures = [
    { label: 'Bars Visited', value: journey?.barsVisited ?? 0, to: CHECK_INS_PATH },
    { label: 'Reviews', value: journey?.reviews ?? 0 },
    { label: 'Check-ins', value: journey?.checkIns ?? 0, to: CHECK_INS_PATH },
  ];
  const top = journey?.topRatedCocktails ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CompassIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Cocktail Journey
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="grid grid-cols-3 gap-2 text-center">
          {figures.map((figure) => (
            <li key={figure.label}>
              {figure.to ? (
                <Link
                  to={figure.to}
                  className="relative block h-full rounded-xl bg-muted px-2 py-3 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <ChevronRightIcon className="absolute top-2 right-1.5 size-3.5 text-muted-foreground/70" aria-hidden="true" />
                  <span className="block text-xl font-semibold tabular-nums">{figure.value}</span>
                  <span className="text-xs text-muted-foreground">{figure.label}</span>
                </Link>
              ) : (
                <div className="h-full rounded-xl bg-muted px-2 py-3">
                  <span className="block text-xl font-semibold tabular-nums">{figure.value}</span>
                  <span className="text-xs text-muted-foreground">{figure.label}</span>
                </div>
              )}
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="text-muted-foreground">Favorite Style</span>
          <span className="font-medium">{journey?.favoriteStyle || FAVORITE_STYLE_NOT_SPECIFIED}</span>
        </div>
        <div>
          <h3 className="mb-1.5 text-sm font-semibold">Top Rated Cocktails</h3>
          {top.length ? (
            <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
              {top.map((cocktail) => (
                <li key={cocktail.id}>
                  <Link to={`/cocktails/${cocktail.databaseId}`} className="text-primary underline-offset-4 hover:underline">
                    {cocktail.name}
                  </Link>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">No rated cocktails yet</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
