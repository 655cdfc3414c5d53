import { SproutIcon, StarIcon, WineIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { countOf } from '@common/plural';
import { ratedLabel } from '@/components/reviews/Stars';
import { Badge } from '@/components/ui/badge';
import type { SearchCocktailCard_cocktail$key } from './__generated__/SearchCocktailCard_cocktail.graphql';

/** A cocktail found by search: name, who made it, description, glass, garnish and rating. Opens the cocktail. */
export function SearchCocktailCard({ cocktail, rating }: { cocktail: SearchCocktailCard_cocktail$key; rating: number | null }) {
  const data = useFragment(
    graphql`
      fragment SearchCocktailCard_cocktail on Cocktail {
        databaseId
        name
        description
        glassware
        garnish
        originalCreatorName
        reviewCount
        creator {
          displayName
        }
      }
    `,
    cocktail,
  );
  const credit = data.originalCreatorName?.trim() || data.creator?.displayName || 'Anonymous';

  return (
    <article className="relative rounded-2xl border bg-card shadow-xs transition-[border-color,box-shadow] has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50 hover:border-primary/40 hover:shadow-sm">
      <div className="flex flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-[1.0625rem] leading-snug font-semibold">
              {/* The whole card is the link's target; the heading keeps the accessible name short. */}
              <Link to={`/cocktails/${data.databaseId}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
                {data.name}
              </Link>
            </h3>
            <p className="mt-0.5 truncate text-sm text-muted-foreground">by {credit}</p>
          </div>
          {rating !== null ? (
            // "★ 3.5 (12)": the average and how many reviews it is of, as the detail screen gives both.
            <p className="inline-flex shrink-0 items-center gap-1 pt-0.5 text-sm font-medium tabular-nums">
              <span className="sr-only">{`${ratedLabel(rating)}, ${countOf(data.reviewCount, 'review')}`}</span>
              <StarIcon className="size-4 fill-primary text-primary" aria-hidden="true" />
              <span aria-hidden="true">{rating.toFixed(1)}</span>
              <span className="font-normal text-muted-foreground" aria-hidden="true">
                ({data.reviewCount})
              </span>
            </p>
          ) : null}
        </div>
        {data.description ? <p className="line-clamp-2 text-sm leading-relaxed text-foreground/90">{data.description}</p> : null}
        <div className="flex min-w-0 items-center gap-2">
          <Badge variant="outline" className="text-muted-foreground">
            <WineIcon aria-hidden="true" />
            {data.glassware}
          </Badge>
          {data.garnish ? (
            <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
              <SproutIcon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">
                <span className="sr-only">Garnish: </span>
                {data.garnish}
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
