// The feed's live "N new" pill (issue 40, decisions 0072 and 0073): how many items arrived above the first
// one shown, pushed by the server whenever someone the member follows (or the member) saves an act, over
// the same subscription plumbing as the bell. Tapping it loads the feed again and scrolls to the top; the
// new first item is then what the count is from, so the pill goes. A feed shown empty has no item to count
// from: it subscribes with `since` null, and the server counts the acts saved from then on (decision 0075),
// so the first item to arrive lights the pill and the latest acts of someone just followed (older) do not.
import { ArrowUpIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { FEED_TEXT, newItemsText } from '@common/feed';
import { Button } from '@/components/ui/button';
import { holdSubscription } from '@/relay/live-subscription';
import type { NewItemsPillSubscription as NewItemsPillSubscriptionType } from './__generated__/NewItemsPillSubscription.graphql';

const NewItemsPillSubscription = graphql`
  subscription NewItemsPillSubscription($since: String) {
    newFeedItemCount(since: $since)
  }
`;

/**
 * The count of items newer than `since` (a FeedEdge cursor; null for an empty feed: acts saved from now
 * on), live; 0 until the first value arrives.
 */
function useNewFeedItemCount(since: string | null): number {
  const environment = useRelayEnvironment();
  const [counted, setCounted] = useState<{ since: string | null; count: number } | null>(null);
  useEffect(() => {
    const live = holdSubscription<NewItemsPillSubscriptionType>(environment, {
      subscription: NewItemsPillSubscription,
      variables: { since },
      onNext: (data) => {
        if (data) setCounted({ since, count: data.newFeedItemCount });
      },
    });
    return () => live.dispose();
  }, [environment, since]);
  // A count of another `since` (before a refresh) is not this one's.
  return counted && counted.since === since ? counted.count : 0;
}

/** The pill at the top of the feed, shown while items newer than `since` exist. */
export function NewItemsPill({ since, onShow, busy }: { since: string | null; onShow: () => void; busy: boolean }) {
  const text = newItemsText(useNewFeedItemCount(since));
  return (
    <div
      className="pointer-events-none sticky top-[calc(3.75rem+env(safe-area-inset-top))] z-30 flex h-0 justify-center"
      aria-live="polite"
    >
      {text ? (
        <Button
          size="sm"
          className="pointer-events-auto rounded-full shadow-md"
          onClick={onShow}
          disabled={busy}
          aria-label={FEED_TEXT.newItemsLabel(text)}
          data-testid="new-items-pill"
        >
          <ArrowUpIcon className="size-4" aria-hidden="true" />
          {text}
        </Button>
      ) : null}
    </div>
  );
}
