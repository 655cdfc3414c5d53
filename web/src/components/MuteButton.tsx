// Mute / Unmute on a member's public profile (decision 0073): their acts leave (or come back to) the
// viewer's feed; they are not told. Not shown on one's own profile, nor to visitors.
import { BellOffIcon, BellRingIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { FEED_TEXT } from '@common/feed';
import { useSession } from '@/app/session/useSession';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { MuteButton_user$key } from './__generated__/MuteButton_user.graphql';
import { useMuteMemberMutation } from './MuteMemberMutation';

export function MuteButton({ user, className }: { user: MuteButton_user$key; className?: string }) {
  const data = useFragment(
    graphql`
      fragment MuteButton_user on User {
        id
        databaseId
        displayName
        viewerHasMuted
      }
    `,
    user,
  );
  const { status, viewer } = useSession();
  const [toggleMute] = useMuteMemberMutation();
  if (status !== 'authenticated' || !viewer || viewer.databaseId === data.databaseId) return null;
  const name = data.displayName;
  const muting = !data.viewerHasMuted;
  const toggle = () =>
    toggleMute(
      muting,
      { memberId: data.id, memberDatabaseId: data.databaseId, name, viewerId: viewer.id },
      { onDone: () => toast.success(muting ? FEED_TEXT.mutedToast(name) : FEED_TEXT.unmutedToast(name)) },
    );
  return (
    // A long name ends the label in an ellipsis rather than widen the page; the whole label is its name.
    <Button
      variant="ghost"
      size="sm"
      className={cn('max-w-full self-start', className)}
      onClick={toggle}
      aria-pressed={data.viewerHasMuted}
    >
      {data.viewerHasMuted ? <BellRingIcon aria-hidden="true" /> : <BellOffIcon aria-hidden="true" />}
      <span className="truncate">{data.viewerHasMuted ? FEED_TEXT.unmute(name) : FEED_TEXT.mute(name)}</span>
    </Button>
  );
}
