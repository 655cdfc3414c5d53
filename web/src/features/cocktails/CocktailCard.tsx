import { WineIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { LikeButton } from '@/components/LikeButton';
import { RepourButton } from '@/components/repours/RepourButton';
import { Badge } from '@/components/ui/badge';
import { COCKTAIL_CARD_INGREDIENTS } from '@common/constants';
import type { CocktailCard_cocktail$key } from './__generated__/CocktailCard_cocktail.graphql';
import { creditedName, moreIngredientsText } from './cocktail-text';

/** One cocktail in the list: name, credit, first ingredients, era and glass, likes and repours. */
export function CocktailCard({ cocktail, onOpen }: { cocktail: CocktailCard_cocktail$key; onOpen?: () => void }) {
  const data = useFragment(
    graphql`
      fragment CocktailCard_cocktail on Cocktail {
        databaseId
        name
        originalCreatorName
        creator {
          username
        }
        glassware
        classicEra
        ...LikeButton_cocktail
        ...RepourButton_cocktail
        ingredients {
          brand
          ingredient {
            name
          }
        }
      }
    `,
    cocktail,
  );
  const shown = data.ingredients.slice(0, COCKTAIL_CARD_INGREDIENTS);
  const more = moreIngredientsText(data.ingredients.length, shown.length);

  return (
    <article className="relative rounded-2xl border bg-card shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-sm">
      <div className="flex flex-col gap-2.5 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-[1.0625rem] leading-snug font-semibold">
              {/* The whole card is the link's target; the heading keeps the accessible name short. */}
              <Link
                to={`/cocktails/${data.databaseId}`}
                onClick={onOpen}
                className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
              >
                {data.name}
              </Link>
            </h2>
            <p className="mt-0.5 truncate text-sm text-muted-foreground">
              by {creditedName(data.originalCreatorName, data.creator?.username)}
            </p>
          </div>
          <div className="-my-3 -mr-2 flex shrink-0 items-center pt-0.5 text-xs text-muted-foreground tabular-nums">
            {/* Above the card's link, so a tap on the heart or Repour acts instead of opening the recipe. */}
            <LikeButton cocktail={data} />
            <RepourButton cocktail={data} />
          </div>
        </div>

        {shown.length > 0 ? (
          <ul className="line-clamp-2 text-sm leading-relaxed" aria-label="Ingredients">
            {shown.map((line, index) => (
              <li key={index} className="inline">
                {index > 0 ? (
                  <span aria-hidden="true" className="px-1.5 text-primary/70">
                    ·
                  </span>
                ) : null}
                {line.ingredient.name}
                {line.brand ? <span className="text-muted-foreground"> ({line.brand})</span> : null}
              </li>
            ))}
            {more ? <li className="inline pl-2 whitespace-nowrap text-muted-foreground">{more}</li> : null}
          </ul>
        ) : null}

        <div className="flex flex-wrap gap-1.5">
          {data.classicEra ? <Badge variant="secondary">{data.classicEra}</Badge> : null}
          <Badge variant="outline" className="text-muted-foreground">
            <WineIcon aria-hidden="true" />
            {data.glassware}
          </Badge>
        </div>
      </div>
    </article>
  );
}
