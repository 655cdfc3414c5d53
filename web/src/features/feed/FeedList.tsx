// The home feed's items (decision 0073): a page at a time as the member scrolls, similar items of one
// member close together grouped, pull-to-refresh on touch, and the same place again when coming back
// from an item (as the cocktail list does). Marked stale (a member unmuted), it loads again from the top.
import { RefreshCwIcon } from 'lucide-react';
import { startTransition, useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';
import { ConnectionHandler, graphql, useFragment, usePaginationFragment, useSubscribeToInvalidationState } from 'react-relay/hooks';
import { MAX_PAGE_SIZE } from '@common/constants';
import { FEED_PAGE_SIZE, FEED_TEXT } from '@common/feed';
import { LoadMoreSentinel } from '@/components/LoadMoreSentinel';
import { FEED_CONNECTION_KEY } from '@/components/MuteMemberMutation';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FeedItemBody, FeedItemCard, FeedItemCardFragment, FeedItemHeader } from './FeedItemCard';
import { groupFeedItems } from './feed-text';
import { NewItemsPill } from './NewItemsPill';
import { readFeedPlace, rememberFeedPlace } from './feed-state';
import type { FeedItemCard_item$key } from './__generated__/FeedItemCard_item.graphql';
import type { FeedList_user$key } from './__generated__/FeedList_user.graphql';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

/** How far a pull at the top of the page must go to refresh, in CSS pixels. */
const PULL_DISTANCE = 72;

export function FeedList({ user, empty }: { user: FeedList_user$key; empty: React.ReactNode }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment FeedList_user on User
      @refetchable(queryName: "FeedListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        id
        databaseId
        feed(first: $first, after: $after) @connection(key: "FeedList_feed") {
          edges {
            cursor
            node {
              id
              kind
              createdAt
              actor {
                databaseId
              }
              ...FeedItemCard_item
            }
          }
        }
      }
    `,
    user,
  );
  const items = (data.feed?.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []));
  const viewer = { id: data.id, databaseId: data.databaseId };
  const moreOfTheFeed = () => loadMore({ hasNext, isLoadingNext, loadNext }, FEED_PAGE_SIZE, loadMoreFailed('of your feed'));
  const [refreshing, setRefreshing] = useState(false);
  const [pull, setPull] = useState(0);
  const pullStart = useRef<number | null>(null);

  const refresh = useCallback(
    (then?: () => void) => {
      if (refreshing) return;
      setRefreshing(true);
      startTransition(() => {
        refetch(
          { first: FEED_PAGE_SIZE },
          {
            fetchPolicy: 'network-only',
            onComplete: () => {
              setRefreshing(false);
              then?.();
            },
          },
        );
      });
    },
    [refreshing, refetch],
  );
  // A write that changes what the server would list (unmuting a member) marks the feed stale.
  useSubscribeToInvalidationState(
    [ConnectionHandler.getConnectionID(data.id, FEED_CONNECTION_KEY)],
    useCallback(() => refresh(), [refresh]),
  );
  // The pill: the feed again from the top, and the top of the page, where the new items are.
  const showNewItems = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    refresh(() => requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: 'instant' })));
  };
  const firstCursor = data.feed?.edges?.[0]?.cursor ?? null;

  // Back from an item: the pages loaded then, and the scroll position.
  const restoring = useRef<ReturnType<typeof readFeedPlace> | undefined>(undefined);
  if (restoring.current === undefined) restoring.current = readFeedPlace();
  useEffect(() => {
    const target = restoring.current;
    if (!target) return;
    if (items.length < target.loadedCount && hasNext) {
      if (!isLoadingNext)
        loadNext(Math.min(MAX_PAGE_SIZE, target.loadedCount - items.length), {
          onComplete: (error) => {
            if (error) target.loadedCount = items.length;
          },
        });
      return;
    }
    restoring.current = null;
    rememberFeedPlace(null);
    requestAnimationFrame(() => window.scrollTo({ top: target.scrollY, behavior: 'instant' }));
  }, [items.length, hasNext, isLoadingNext, loadNext]);

  const rememberPlace = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) rememberFeedPlace({ scrollY: Math.round(window.scrollY), loadedCount: items.length });
  };

  // Pull-to-refresh: a touch that starts at the top of the page and drags down far enough.
  const onTouchStart = (event: TouchEvent) => {
    pullStart.current = window.scrollY <= 0 ? event.touches[0].clientY : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (pullStart.current === null) return;
    setPull(Math.max(0, Math.min(PULL_DISTANCE * 1.5, event.touches[0].clientY - pullStart.current)));
  };
  const onTouchEnd = () => {
    if (pull >= PULL_DISTANCE) refresh();
    pullStart.current = null;
    setPull(0);
  };

  const groups = groupFeedItems(items);
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <NewItemsPill since={firstCursor} onShow={showNewItems} busy={refreshing} />
      <div
        className="flex items-center justify-center overflow-hidden text-xs text-muted-foreground transition-[height]"
        style={{ height: refreshing ? 36 : pull / 2 }}
        aria-live="polite"
      >
        {refreshing ? (
          <span className="flex items-center gap-2">
            <Spinner className="size-4" /> {FEED_TEXT.refreshing}
          </span>
        ) : pull > 0 ? (
          FEED_TEXT.pullToRefresh
        ) : null}
      </div>
      <div className="mb-1 flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => refresh()} disabled={refreshing}>
          <RefreshCwIcon className="size-4" aria-hidden="true" />
          {FEED_TEXT.refresh}
        </Button>
      </div>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="flex flex-col gap-3" aria-label={FEED_TEXT.listLabel} onClickCapture={rememberPlace}>
          {groups.map((group) => (
            <li key={group.key}>
              {group.items.length === 1 ? (
                <FeedItemCard item={group.items[0]} viewer={viewer} />
              ) : (
                <FeedGroupCard items={group.items} viewer={viewer} />
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreSentinel active={hasNext && !isLoadingNext} onVisible={moreOfTheFeed} />
      {hasNext ? (
        <Button variant="outline" className="mt-3 w-full" onClick={moreOfTheFeed} disabled={isLoadingNext}>
          {isLoadingNext ? FEED_TEXT.loading : FEED_TEXT.loadMore}
        </Button>
      ) : null}
    </div>
  );
}

/** Several like items of one member: the member and the count once, then each item's subject. */
function FeedGroupCard({ items, viewer }: { items: FeedItemCard_item$key[]; viewer: { id: string; databaseId: number } }) {
  const first = useFragment(FeedItemCardFragment, items[0]);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      <FeedItemHeader item={first} viewer={viewer} count={items.length} />
      <ul className="flex flex-col gap-3">
        {items.map((item, index) => (
          <GroupedItem key={index} item={item} />
        ))}
      </ul>
    </article>
  );
}

function GroupedItem({ item }: { item: FeedItemCard_item$key }) {
  const data = useFragment(FeedItemCardFragment, item);
  return (
    <li className="flex flex-col gap-2">
      <FeedItemBody item={data} />
    </li>
  );
}
