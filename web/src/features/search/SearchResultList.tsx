import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LOADING_MORE, SHOW_MORE } from './search-text';

interface SearchResultListProps {
  label: string;
  items: Array<{ key: string; card: ReactNode }>;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore(): void;
}

/** One kind's results on its tab: the cards, and "Show more" while the server has more. */
export function SearchResultList({ label, items, hasNext, isLoadingNext, onLoadMore }: SearchResultListProps) {
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label={label}>
        {items.map(({ key, card }) => (
          <li key={key}>{card}</li>
        ))}
      </ul>
      {hasNext ? (
        <Button variant="outline" size="lg" className="w-full" onClick={onLoadMore} disabled={isLoadingNext}>
          {isLoadingNext ? <Spinner className="size-4.5" /> : null}
          {isLoadingNext ? LOADING_MORE : SHOW_MORE}
        </Button>
      ) : null}
    </div>
  );
}
