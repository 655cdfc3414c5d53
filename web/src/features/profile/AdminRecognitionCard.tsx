// Admins only, on a member's public profile: the verified tick and the two badges as toggle chips
// (decision 50). Each tap changes the profile above at once; the server's answer confirms it.
import { ShieldCheckIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { BADGES, badgeLabel, RECOGNITION_MESSAGES } from '@common/recognition';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChipToggle } from '@/components/ui/chip-toggle';
import type { AdminRecognitionCard_user$key } from './__generated__/AdminRecognitionCard_user.graphql';
import { useSetMemberBadgeMutation } from './mutations/SetMemberBadgeMutation';
import { useSetMemberVerifiedMutation } from './mutations/SetMemberVerifiedMutation';

export function AdminRecognitionCard({ user }: { user: AdminRecognitionCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment AdminRecognitionCard_user on User {
        id
        verifiedByAdmin
        verifiedByPosition
        badges
      }
    `,
    user,
  );
  const [setBadge, isSettingBadge] = useSetMemberBadgeMutation();
  const [setVerified, isSettingVerified] = useSetMemberVerifiedMutation();

  return (
    <Card role="region" aria-labelledby="recognition-title" className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle id="recognition-title" className="flex items-center gap-2 text-base">
          <ShieldCheckIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {RECOGNITION_MESSAGES.title}
        </CardTitle>
        <CardDescription className="text-xs">{RECOGNITION_MESSAGES.adminOnly}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4">
        <div role="group" aria-labelledby="recognition-title" className="flex flex-wrap gap-2">
          <ChipToggle
            checked={data.verifiedByAdmin}
            onCheckedChange={(verified) => !isSettingVerified && setVerified({ userId: data.id, verified })}
          >
            {RECOGNITION_MESSAGES.tickChip}
          </ChipToggle>
          {BADGES.map((badge) => (
            <ChipToggle
              key={badge}
              checked={data.badges.includes(badge)}
              onCheckedChange={(granted) => !isSettingBadge && setBadge({ userId: data.id, badge, granted })}
            >
              {badgeLabel(badge)}
            </ChipToggle>
          ))}
        </div>
        {data.verifiedByPosition ? <p className="text-xs text-muted-foreground">{RECOGNITION_MESSAGES.tickFromPosition}</p> : null}
      </CardContent>
    </Card>
  );
}
