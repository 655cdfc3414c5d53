import { PROFILE_TYPE_BADGES, type ProfileType } from '@common/constants';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Each account type in its own colour (spec section 2, public profile), readable in both themes. */
const TYPE_COLOURS: Record<ProfileType, string> = {
  bartender: 'bg-amber-500/15 text-amber-800 dark:bg-amber-400/15 dark:text-amber-200',
  bar: 'bg-violet-500/15 text-violet-800 dark:bg-violet-400/15 dark:text-violet-200',
  brand: 'bg-sky-500/15 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200',
  admin: 'bg-rose-500/15 text-rose-800 dark:bg-rose-400/15 dark:text-rose-200',
  user: 'bg-emerald-500/15 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
};

export function ProfileTypeBadge({ profileType, className }: { profileType: ProfileType; className?: string }) {
  return (
    <Badge variant="secondary" className={cn('border-transparent', TYPE_COLOURS[profileType], className)} data-profile-type={profileType}>
      {PROFILE_TYPE_BADGES[profileType]}
    </Badge>
  );
}
