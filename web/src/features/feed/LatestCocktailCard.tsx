import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { ProductIcon } from '@/components/icons/ProductIcon';
import { iconForGlassware } from './feed-text';
import type { LatestCocktailCard_cocktail$key } from './__generated__/LatestCocktailCard_cocktail.graphql';

/** A small card of the feed's latest cocktails: photo or glass, name and glass; opens the recipe. */
export function LatestCocktailCard({ cocktail }: { cocktail: LatestCocktailCard_cocktail$key }) {
  const data = useFragment(
    graphql`
      fragment LatestCocktailCard_cocktail on Cocktail {
        databaseId
        name
        glassware
        photoUrl
        isMocktail
      }
    `,
    cocktail,
  );
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-xs transition-[border-color,box-shadow] has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50 hover:border-primary/40 hover:shadow-sm">
      <div className="flex aspect-[16/10] items-center justify-center bg-primary/[0.07] text-primary">
        {data.photoUrl ? (
          <img src={data.photoUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <ProductIcon name={iconForGlassware(data.glassware)} className="size-10" strokeWidth={1.5} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 px-3 pt-2.5 pb-3">
        <h3 className="line-clamp-2 text-[0.9375rem] leading-snug font-semibold">
          <Link to={`/cocktails/${data.databaseId}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
            {data.name}
          </Link>
        </h3>
        <p className="truncate text-xs text-muted-foreground">
          {data.glassware}
          {data.isMocktail ? ' · Mocktail' : ''}
        </p>
      </div>
    </article>
  );
}
