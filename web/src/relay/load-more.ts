// "Load more" on a paginated list: one page on its way at a time, and a failed page said in a toast (the
// list stays as it was, its button there to try again), as the spec words the list's: "Failed to load
// more cocktails".
import { toast } from 'sonner';

/** What usePaginationFragment gives for loading forwards. */
export interface ForwardPages {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number, options?: { onComplete?: (error: Error | null) => void }): unknown;
}

/** "Failed to load more cocktails": what a list says when its next page does not come. */
export function loadMoreFailed(things: string): string {
  return `Failed to load more ${things}`;
}

/** Loads the next `count` items unless a page is on its way or none is left; a failure says `failed` in a toast. */
export function loadMore(pages: ForwardPages, count: number, failed: string): void {
  if (!pages.hasNext || pages.isLoadingNext) return;
  pages.loadNext(count, {
    onComplete: (error) => {
      if (error) toast.error(failed);
    },
  });
}
