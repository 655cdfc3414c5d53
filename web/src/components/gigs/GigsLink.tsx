import { BriefcaseIcon } from 'lucide-react';
import { GIG_MESSAGES } from '@common/gigs';
import { useSession } from '@/app/session/useSession';
import { LinkCard } from '@/components/ui/link-card';

/** The way to Gigs (decision 0055), on the profile and the search screen: the four tabs stay as the spec has them. */
export function GigsLink({ className }: { className?: string }) {
  const { viewer } = useSession();
  if (!viewer) return null;
  return <LinkCard to="/gigs" icon={BriefcaseIcon} title={GIG_MESSAGES.linkTitle} hint={GIG_MESSAGES.linkHint} className={className} />;
}
