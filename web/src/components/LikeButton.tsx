// The heart on a cocktail's card and detail screen: a toggle with the likes count beside it. The heart and
// the count change at once (an optimistic update); the server's answer confirms them, or puts them back
// with a toast. Its name is the action a tap takes ("Like" / "Unlike"), its pressed state whether the
// member likes the cocktail. Visitors are sent to sign in. A 44px touch target (decision 0044).
import { HeartIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { LIKE_MESSAGES } from '@common/likes';
import { countOf } from '@common/plural';
import { useSession } from '@/app/session/useSession';
import { cn } from '@/lib/utils';
import type { LikeButton_cocktail$key } from './__generated__/LikeButton_cocktail.graphql';
import { useLikeCocktailMutation } from './LikeCocktailMutation';

export interface LikeButtonProps {
  cocktail: LikeButton_cocktail$key;
  className?: string;
}

const TARGET =
  'relative z-10 inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 tabular-nums outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 hover:bg-accent active:scale-95';

export function LikeButton({ cocktail, className }: LikeButtonProps) {
  const data = useFragment(
    graphql`
      fragment LikeButton_cocktail on Cocktail {
        id
        likesCount
        viewerHasLiked
      }
    `,
    cocktail,
  );
  const { status, viewer } = useSession();
  const [setLiked] = useLikeCocktailMutation();
  const count = <span aria-label={countOf(data.likesCount, 'like')}>{data.likesCount}</span>;

  if (status !== 'authenticated' || !viewer) {
    return (
      <Link to="/login" aria-label={LIKE_MESSAGES.like} className={cn(TARGET, className)}>
        <HeartIcon className="size-4" aria-hidden="true" />
        {count}
      </Link>
    );
  }

  const liked = data.viewerHasLiked;
  function toggle() {
    if (!viewer) return;
    setLiked(!liked, { cocktailId: data.id, viewerId: viewer.id });
  }

  return (
    <span className={cn('inline-flex items-center', className)}>
      <button
        type="button"
        aria-pressed={liked}
        aria-label={liked ? LIKE_MESSAGES.unlike : LIKE_MESSAGES.like}
        onClick={toggle}
        className={cn(TARGET, liked && 'text-rose-600 dark:text-rose-400')}
      >
        <HeartIcon className={cn('size-4', liked && 'fill-current')} aria-hidden="true" />
      </button>
      <span className="-ml-2 pr-1">{count}</span>
    </span>
  );
}
