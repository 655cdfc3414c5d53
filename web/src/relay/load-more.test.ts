import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { error: vi.fn() }) }));
vi.mock('sonner', () => sonner);

const { loadMore, loadMoreFailed } = await import('./load-more');

describe('load more', () => {
  it('asks for the next page once, and says a failed page in a toast', () => {
    let finish: ((error: Error | null) => void) | undefined;
    const loadNext = vi.fn((_count: number, options?: { onComplete?: (error: Error | null) => void }) => {
      finish = options?.onComplete;
    });
    loadMore({ hasNext: true, isLoadingNext: false, loadNext }, 20, loadMoreFailed('reviews'));
    expect(loadNext).toHaveBeenCalledWith(20, expect.anything());
    finish?.(new Error('Network error'));
    expect(sonner.toast.error).toHaveBeenCalledWith('Failed to load more reviews');
  });

  it('does nothing while a page is on its way or when none is left', () => {
    const loadNext = vi.fn();
    loadMore({ hasNext: true, isLoadingNext: true, loadNext }, 20, loadMoreFailed('reviews'));
    loadMore({ hasNext: false, isLoadingNext: false, loadNext }, 20, loadMoreFailed('reviews'));
    expect(loadNext).not.toHaveBeenCalled();
  });
});
