import { useSession } from '@/app/session/useSession';
import { PageHeader } from '@/components/PageHeader';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { PROFILE_TYPE_BADGES } from '../../../../common/constants';
import { avatarInitial, displayNameOf, usernameHandle } from '../../../../common/people';

/** The member's own profile (spec section 2, own profile screen). */
export default function OwnProfilePage() {
  const { viewer } = useSession();
  return (
    <div>
      <title>Profile · Repour</title>
      <PageHeader title="Profile" />
      {viewer ? (
        <div className="px-4">
          <Card>
            <CardContent className="flex items-center gap-4">
              <Avatar className="size-16 text-2xl">
                {viewer.avatarUrl ? <AvatarImage src={viewer.avatarUrl} alt="" /> : null}
                <AvatarFallback>{avatarInitial(viewer)}</AvatarFallback>
              </Avatar>
              <div className="min-w-0">
                <p className="truncate text-lg font-semibold">{displayNameOf(viewer)}</p>
                <p className="truncate text-sm text-muted-foreground">{usernameHandle(viewer.username)}</p>
                <Badge variant="secondary" className="mt-2">
                  {PROFILE_TYPE_BADGES[viewer.profileType]}
                </Badge>
              </div>
            </CardContent>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
