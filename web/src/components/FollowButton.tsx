// Follow / Following on a member's public profile. The button and both members' counts change at once
// (an optimistic update); the server's answer confirms them, or puts them back with a toast.
import { CheckIcon, UserPlusIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { toast } from 'sonner';
import { CONNECTION_MESSAGES } from '@common/connections';
import { useSession } from '@/app/session/useSession';
import { Button } from '@/components/ui/button';
import { type ConnectionCounts, type FollowChange, memberCountsAfter, viewerCountsAfter } from '@/lib/follow-counts';
import { cn } from '@/lib/utils';
import type { FollowButton_user$key } from './__generated__/FollowButton_user.graphql';
import { useFollowMutation } from './FollowMutation';
import { useUnfollowMutation } from './UnfollowMutation';

const COUNT_FIELDS = ['followers', 'following', 'mutual'] as const;

/** Rewrites the connectionCounts of a member in the store, when the screen has loaded them. */
function updateCounts(store: RecordSourceSelectorProxy, userId: string, next: (counts: ConnectionCounts) => ConnectionCounts) {
  const counts = store.get(userId)?.getLinkedRecord('connectionCounts');
  if (!counts) return;
  const current = Object.fromEntries(COUNT_FIELDS.map((field) => [field, counts.getValue(field) as number | null | undefined]));
  const updated = next(current);
  for (const field of COUNT_FIELDS) if (typeof updated[field] === 'number') counts.setValue(updated[field], field);
}

export interface FollowButtonProps {
  user: FollowButton_user$key;
  className?: string;
}

export function FollowButton({ user, className }: FollowButtonProps) {
  const data = useFragment(
    graphql`
      fragment FollowButton_user on User {
        id
        databaseId
        viewerIsFollowing
        followsViewer
      }
    `,
    user,
  );
  const { status, viewer } = useSession();
  const [commitFollow, isFollowing] = useFollowMutation();
  const [commitUnfollow, isUnfollowing] = useUnfollowMutation();

  // Nobody follows themselves; visitors are invited to sign in first.
  if (viewer && viewer.databaseId === data.databaseId) return null;
  if (status !== 'authenticated' || !viewer) {
    return (
      <Button asChild className={cn('min-w-32', className)}>
        <Link to="/login">
          <UserPlusIcon />
          {CONNECTION_MESSAGES.follow}
        </Link>
      </Button>
    );
  }

  const follows = data.viewerIsFollowing;

  function toggle() {
    // One change at a time, so the counts never see two guesses at once.
    if (isFollowing || isUnfollowing || !viewer) return;
    const change: FollowChange = { follow: !follows, followsViewer: data.followsViewer };
    const variables = { input: { userId: data.id } };
    const optimisticUpdater = (store: RecordSourceSelectorProxy) => {
      store.get(data.id)?.setValue(change.follow, 'viewerIsFollowing');
      updateCounts(store, data.id, (counts) => memberCountsAfter(counts, change));
      updateCounts(store, viewer.id, (counts) => viewerCountsAfter(counts, change));
    };
    // Lists that show these two members are out of date now: they load again when next opened.
    const updater = (store: RecordSourceSelectorProxy) => {
      store.get(data.id)?.invalidateRecord();
      store.get(viewer.id)?.invalidateRecord();
    };
    const onError = (error: Error) => {
      toast.error(error.message);
    };
    if (change.follow) {
      commitFollow({
        variables,
        optimisticUpdater,
        updater,
        onError,
        onCompleted: ({ follow }) => {
          if (!follow.user) toast.error(follow.message ?? CONNECTION_MESSAGES.followFailed);
        },
      });
    } else {
      commitUnfollow({
        variables,
        optimisticUpdater,
        updater,
        onError,
        onCompleted: ({ unfollow }) => {
          if (!unfollow.user) toast.error(unfollow.message ?? CONNECTION_MESSAGES.unfollowFailed);
        },
      });
    }
  }

  return (
    <Button variant={follows ? 'outline' : 'default'} className={cn('min-w-32', className)} onClick={toggle}>
      {follows ? <CheckIcon /> : <UserPlusIcon />}
      {follows ? CONNECTION_MESSAGES.following : CONNECTION_MESSAGES.follow}
    </Button>
  );
}
