import { FlaskConicalIcon, PlusIcon } from 'lucide-react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { FormSection } from '@/components/cocktail-form/CocktailFormSections';
import { Button } from '@/components/ui/button';
import { formatPlain } from '@common/scaling';
import type { YourCustomIngredients_item$key } from './__generated__/YourCustomIngredients_item.graphql';
import type { YourCustomIngredients_query$key } from './__generated__/YourCustomIngredients_query.graphql';
import type { YourCustomIngredientsPaginationQuery } from './__generated__/YourCustomIngredientsPaginationQuery.graphql';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

export const CUSTOM_INGREDIENTS_CONNECTION = 'YourCustomIngredients_myCustomIngredients';

export interface PickedCustomIngredient {
  name: string;
  category: string;
}

/** "Your Custom Ingredients": the member's own preparations, each with Use; hidden when there are none. */
export function YourCustomIngredients({
  query,
  onUse,
}: {
  query: YourCustomIngredients_query$key;
  onUse(item: PickedCustomIngredient): void;
}) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    YourCustomIngredientsPaginationQuery,
    YourCustomIngredients_query$key
  >(
    graphql`
      fragment YourCustomIngredients_query on Query
      @refetchable(queryName: "YourCustomIngredientsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        myCustomIngredients(first: $first, after: $after) @connection(key: "YourCustomIngredients_myCustomIngredients") {
          edges {
            node {
              id
              ...YourCustomIngredients_item
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.myCustomIngredients.edges;
  if (edges.length === 0) return null;
  return (
    <FormSection title="Your Custom Ingredients">
      <ul className="flex flex-col divide-y">
        {edges.map(({ node }) => (
          <CustomIngredientItem key={node.id} item={node} onUse={onUse} />
        ))}
      </ul>
      {hasNext ? (
        <Button
          variant="ghost"
          onClick={() => loadMore({ hasNext, isLoadingNext, loadNext }, 20, loadMoreFailed('ingredients'))}
          disabled={isLoadingNext}
        >
          Show more
        </Button>
      ) : null}
    </FormSection>
  );
}

function CustomIngredientItem({ item, onUse }: { item: YourCustomIngredients_item$key; onUse(item: PickedCustomIngredient): void }) {
  const data = useFragment(
    graphql`
      fragment YourCustomIngredients_item on CustomIngredient {
        name
        category
        yieldAmount
        yieldUnit
      }
    `,
    item,
  );
  return (
    <li className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary">
        <FlaskConicalIcon className="size-4.5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{data.name}</span>
        <span className="block text-xs text-muted-foreground">
          {data.category}
          {data.yieldAmount ? ` · makes ${formatPlain(data.yieldAmount)} ${data.yieldUnit ?? ''}` : ''}
        </span>
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onUse({ name: data.name, category: data.category })}
        aria-label={`Use ${data.name}`}
      >
        <PlusIcon className="size-4" aria-hidden="true" />
        Use
      </Button>
    </li>
  );
}
