import { graphql, useFragment } from 'react-relay/hooks';
import { Badge } from '@/components/ui/badge';
import type { SearchIngredientCard_ingredient$key } from './__generated__/SearchIngredientCard_ingredient.graphql';
import { abvText, variantsText } from './search-text';

/** An ingredient found by search: name, category, ABV, variants and description. It does not navigate. */
export function SearchIngredientCard({ ingredient }: { ingredient: SearchIngredientCard_ingredient$key }) {
  const data = useFragment(
    graphql`
      fragment SearchIngredientCard_ingredient on Ingredient {
        name
        category
        abv
        description
        variantCount
      }
    `,
    ingredient,
  );
  const variants = variantsText(data.variantCount);

  return (
    <article className="flex flex-col gap-2 rounded-2xl border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-[1.0625rem] leading-snug font-semibold">{data.name}</h3>
        {data.abv ? (
          <span className="shrink-0 pt-0.5 text-sm font-medium text-muted-foreground tabular-nums">{abvText(data.abv)}</span>
        ) : null}
      </div>
      {data.description ? <p className="line-clamp-2 text-sm leading-relaxed text-foreground/90">{data.description}</p> : null}
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="secondary" className="capitalize">
          {data.category}
        </Badge>
        {variants ? (
          <Badge variant="outline" className="text-muted-foreground">
            {variants}
          </Badge>
        ) : null}
      </div>
    </article>
  );
}
