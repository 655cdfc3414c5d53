// The own profile's way to the member's check-ins for accounts without a Cocktail Journey card (whose
// figures lead there): shown once they have checked in somewhere.
import { ChevronRightIcon, MapPinCheckIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { CHECK_INS_PAGE } from '@common/check-ins';
import type { CheckInsLink_user$key } from './__generated__/CheckInsLink_user.graphql';

export function CheckInsLink({ user }: { user: CheckInsLink_user$key }) {
  const { journey } = useFragment(
    graphql`
      fragment CheckInsLink_user on User {
        journey {
          barsVisited
          checkIns
        }
      }
    `,
    user,
  );
  if (!journey || journey.checkIns === 0) return null;
  return (
    <Link
      to="/profile/check-ins"
      className="flex items-center gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary">
        <MapPinCheckIcon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{CHECK_INS_PAGE.yourCheckIns}</span>
        <span className="text-xs text-muted-foreground">{CHECK_INS_PAGE.summary(journey.checkIns, journey.barsVisited)}</span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
