import { UsersRoundIcon } from 'lucide-react';
import { isHiringAccount, PEOPLE_TEXTS } from '@common/hiring';
import { useSession } from '@/app/session/useSession';
import { LinkCard } from '@/components/ui/link-card';

/**
 * The way to Find People (decision 0051): for venue and brand accounts and admins, on their profile and
 * the search screen; nobody else sees it. The four tabs stay as the spec has them.
 */
export function FindPeopleLink({ className }: { className?: string }) {
  const { viewer } = useSession();
  if (!isHiringAccount(viewer)) return null;
  return <LinkCard to="/people" icon={UsersRoundIcon} title={PEOPLE_TEXTS.linkTitle} hint={PEOPLE_TEXTS.linkHint} className={className} />;
}
