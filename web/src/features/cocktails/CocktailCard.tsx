import { WineIcon } from 'lucide-react';
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { LikeButton } from '@/components/LikeButton';
import { RepourButton } from '@/components/repours/RepourButton';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { useNearScreen } from '@/lib/near-screen';
import { COCKTAIL_CARD_INGREDIENTS } from '@common/constants';
import type { CocktailCard_cocktail$key } from './__generated__/CocktailCard_cocktail.graphql';
import { creditedName, moreIngredientsText } from './cocktail-text';

/** Cards drawn whole with the first screen (a phone shows four or five); the others when they near the screen. */
export const FIRST_CARDS = 8;

interface CocktailCardProps {
  cocktail: CocktailCard_cocktail$key;
  databaseId: number;
  name: string;
  /** Render the whole card at once (the first screen's cards, or coming back to a place in the list). */
  eager: boolean;
  onOpen?: () => void;
}

/**
 * One cocktail in the list: name, credit, first ingredients, era and glass, likes and repours. Until it
 * comes within a screen of the viewport (or when `eager`), a card is its name's heading and link alone: a
 * page of 100 holds 100 named links to find, tab to and read, and the Relay reads, buttons and icons of
 * the ones near the screen only (decision 0080). The heading's link is the same element before and after,
 * so focus on it stays when the rest mounts.
 */
export function CocktailCard({ cocktail, databaseId, name, eager, onOpen }: CocktailCardProps) {
  const ref = useRef<HTMLElement>(null);
  const whole = useNearScreen(ref, eager);
  return (
    <article
      ref={ref}
      data-light={whole ? undefined : ''}
      className={cn(
        'relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 rounded-2xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-sm',
        // Until it is drawn whole, a card keeps the height most whole cards have: drawing the cards on
        // screen whole (after a jump down the list, say) then barely moves what is below them, such as
        // the "Load Next" button under a finger.
        !whole && 'min-h-[9rem]',
      )}
    >
      <h2 className="text-[1.0625rem] leading-snug font-semibold">
        {/* The whole card is the link's target; the heading keeps the accessible name short. */}
        <Link
          to={`/cocktails/${databaseId}`}
          onClick={onOpen}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
        >
          {name}
        </Link>
      </h2>
      {whole ? <CocktailCardDetails cocktail={cocktail} /> : null}
    </article>
  );
}

/** The rest of the card, laid on its grid: the credit under the name, the buttons beside both, then the ingredients and badges. */
function CocktailCardDetails({ cocktail }: { cocktail: CocktailCard_cocktail$key }) {
  const data = useFragment(
    graphql`
      fragment CocktailCard_cocktail on Cocktail {
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
    <>
      <p className="col-start-1 row-start-2 mt-0.5 truncate text-sm text-muted-foreground">
        by {creditedName(data.originalCreatorName, data.creator?.username)}
      </p>
      {/* Above the card's link, so a tap on the heart or Repour acts instead of opening the recipe. */}
      <div className="col-start-2 row-span-2 row-start-1 -my-3 -mr-2 flex items-center self-start pt-0.5 text-xs text-muted-foreground tabular-nums">
        <LikeButton cocktail={data} />
        <RepourButton cocktail={data} />
      </div>

      {shown.length > 0 ? (
        <ul className="col-span-2 mt-2.5 line-clamp-2 text-sm leading-relaxed" aria-label="Ingredients">
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

      <div className="col-span-2 mt-2.5 flex flex-wrap gap-1.5">
        {data.classicEra ? <Badge variant="secondary">{data.classicEra}</Badge> : null}
        <Badge variant="outline" className="text-muted-foreground">
          <WineIcon aria-hidden="true" />
          {data.glassware}
        </Badge>
      </div>
    </>
  );
}
