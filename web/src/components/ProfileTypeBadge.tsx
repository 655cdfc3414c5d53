import { PROFILE_TYPE_BADGES, type ProfileType } from '@common/constants';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Each account type in its own colour (spec section 2: public profile, connections). */
const TONES: Record<ProfileType, string> = {
  bartender: 'border-transparent bg-primary/12 text-primary',
  bar: 'border-transparent bg-success/15 text-success',
  brand: 'border-transparent bg-sky-500/15 text-sky-700 dark:text-sky-300',
  admin: 'border-transparent bg-destructive/12 text-destructive',
  user: 'border-transparent bg-muted text-muted-foreground',
};

/** "Bartender", "Venue", "Brand", "Admin" or "User". */
export function ProfileTypeBadge({ profileType, className }: { profileType: ProfileType; className?: string }) {
  return <Badge className={cn(TONES[profileType], className)}>{PROFILE_TYPE_BADGES[profileType]}</Badge>;
}
