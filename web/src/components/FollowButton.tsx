// Follow / Unfollow on a member's public profile. The button and both members' counts change at once
// (an optimistic update); the server's answer confirms them, or puts them back with a toast. The label
// is the action a tap takes, never "Following", which is the count beside it (decision 0039).
import { UserMinusIcon, UserPlusIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { CONNECTION_MESSAGES } from '@common/connections';
import { useSession } from '@/app/session/useSession';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { FollowButton_user$key } from './__generated__/FollowButton_user.graphql';
import { useFollowMutation } from './FollowMutation';

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
  const [setFollowing] = useFollowMutation();

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
    if (!viewer) return;
    setFollowing(!follows, { memberId: data.id, viewerId: viewer.id, followsViewer: data.followsViewer });
  }

  return (
    <Button variant={follows ? 'outline' : 'default'} className={cn('min-w-32', className)} onClick={toggle}>
      {follows ? <UserMinusIcon /> : <UserPlusIcon />}
      {follows ? CONNECTION_MESSAGES.unfollow : CONNECTION_MESSAGES.follow}
    </Button>
  );
}
