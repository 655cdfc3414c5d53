import { UsersIcon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { CONNECTION_EMPTY, CONNECTION_MESSAGES, CONNECTIONS_PAGE_SIZE, type ConnectionType } from '@common/connections';
import { LoadMoreSentinel } from '@/components/LoadMoreSentinel';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ConnectionCard_user$key } from './__generated__/ConnectionCard_user.graphql';
import type { ConnectionList_followers$key } from './__generated__/ConnectionList_followers.graphql';
import type { ConnectionList_following$key } from './__generated__/ConnectionList_following.graphql';
import type { ConnectionListFollowersPaginationQuery } from './__generated__/ConnectionListFollowersPaginationQuery.graphql';
import type { ConnectionListFollowingPaginationQuery } from './__generated__/ConnectionListFollowingPaginationQuery.graphql';
import { ConnectionCard } from './ConnectionCard';

/** A member's followers, newest first, a page at a time as the member scrolls. */
export function FollowersList({ user }: { user: ConnectionList_followers$key }) {
  const { data, ...paging } = usePaginationFragment<ConnectionListFollowersPaginationQuery, ConnectionList_followers$key>(
    graphql`
      fragment ConnectionList_followers on User
      @refetchable(queryName: "ConnectionListFollowersPaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }) {
        followers(first: $first, after: $after) @connection(key: "ConnectionList_followers") {
          edges {
            connectedAt
            node {
              id
              ...ConnectionCard_user
            }
          }
        }
      }
    `,
    user,
  );
  return <ConnectionListView type="followers" edges={data.followers.edges} {...paging} />;
}

/** The members someone follows, newest first, a page at a time as the member scrolls. */
export function FollowingList({ user }: { user: ConnectionList_following$key }) {
  const { data, ...paging } = usePaginationFragment<ConnectionListFollowingPaginationQuery, ConnectionList_following$key>(
    graphql`
      fragment ConnectionList_following on User
      @refetchable(queryName: "ConnectionListFollowingPaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }) {
        following(first: $first, after: $after) @connection(key: "ConnectionList_following") {
          edges {
            connectedAt
            node {
              id
              ...ConnectionCard_user
            }
          }
        }
      }
    `,
    user,
  );
  return <ConnectionListView type="following" edges={data.following.edges} {...paging} />;
}

interface ConnectionListViewProps {
  type: ConnectionType;
  edges: ReadonlyArray<{ connectedAt: string; node: { id: string } & ConnectionCard_user$key }>;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number, options?: { onComplete?: (error: Error | null) => void }): unknown;
}

function ConnectionListView({ type, edges, hasNext, isLoadingNext, loadNext }: ConnectionListViewProps) {
  const loadMore = () => {
    // Never more than one page on its way.
    if (!hasNext || isLoadingNext) return;
    loadNext(CONNECTIONS_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) toast.error(CONNECTION_MESSAGES.failed);
      },
    });
  };

  if (edges.length === 0) {
    const empty = CONNECTION_EMPTY[type];
    return (
      <div className="flex flex-col items-center px-6 pt-14 pb-10 text-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
          <UsersIcon className="size-7" aria-hidden="true" />
        </div>
        <h2 className="mt-4 text-lg font-semibold">{empty.title}</h2>
        <p className="mt-1 max-w-xs text-sm text-muted-foreground">{empty.text}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 px-4 pb-8">
      <ul className="flex flex-col gap-3">
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <ConnectionCard user={edge.node} connectedAt={edge.connectedAt} />
          </li>
        ))}
      </ul>
      <LoadMoreSentinel onVisible={loadMore} active={hasNext && !isLoadingNext} />
      {isLoadingNext ? (
        <p role="status" className="flex items-center justify-center gap-2 py-3 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {CONNECTION_MESSAGES.loading}
        </p>
      ) : hasNext ? (
        <Button variant="ghost" className="w-full text-muted-foreground" onClick={loadMore}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
