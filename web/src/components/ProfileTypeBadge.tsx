import { PROFILE_TYPE_BADGES, type ProfileType } from '@common/constants';
import { Badge } from '@/components/ui/badge';

/** "Bartender", "Venue", "Brand", "Admin" or "User", each in its account type's colour (Badge variants). */
export function ProfileTypeBadge({ profileType, className }: { profileType: ProfileType; className?: string }) {
  return (
    <Badge variant={profileType} className={className} data-profile-type={profileType}>
      {PROFILE_TYPE_BADGES[profileType]}
    </Badge>
  );
}
