// "Check in" at a venue (issue 23), with its count: on the bar profile and on venue cards (which do not
// navigate, spec section 4, so the card is where most venues are checked in at). The member may name
// the cocktail they are drinking, picked from cocktail search; a name typed whole counts as picked when it
// is exactly one cocktail's, and any other text is refused before saving rather than dropped.
import { MapPinCheckIcon } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { CHECK_IN_MESSAGES, checkInCountText } from '@common/check-ins';
import { SEARCH_MIN_LENGTH } from '@common/constants';
import { toSearchText } from '@common/search-text';
import { useSession } from '@/app/session/useSession';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { FieldMessage } from '@/components/ui/field';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import type { CheckInButton_venue$key } from './__generated__/CheckInButton_venue.graphql';
import type { CheckInButtonCocktailsQuery } from './__generated__/CheckInButtonCocktailsQuery.graphql';
import { useCheckInMutation } from './CheckInMutation';

const COCKTAIL_SUGGESTIONS = 8;

const CocktailsQuery = graphql`
  query CheckInButtonCocktailsQuery($text: String!, $first: Int!) {
    search(query: $text) {
      cocktails(first: $first) {
        edges {
          node {
            id
            name
          }
        }
      }
    }
  }
`;

interface PickedCocktail {
  id: string;
  name: string;
}

/** The one suggestion whose name is what was typed (case and accents aside), or null when none or several are. */
function cocktailNamed(typed: string, suggestions: readonly PickedCocktail[]): PickedCocktail | null {
  const wanted = toSearchText(typed);
  const named = suggestions.filter((suggestion) => toSearchText(suggestion.name) === wanted);
  return named.length === 1 ? named[0] : null;
}

/**
 * `cocktail` pre-fills what the member is drinking (checking in from a menu's item, decision 0077); the
 * button then names it and the venue's count is left to the venue's own button.
 */
export function CheckInButton({
  venue,
  className,
  cocktail: offered,
}: {
  venue: CheckInButton_venue$key;
  className?: string;
  cocktail?: PickedCocktail;
}) {
  const data = useFragment(
    graphql`
      fragment CheckInButton_venue on Venue {
        id
        name
        checkInCount
      }
    `,
    venue,
  );
  const { status } = useSession();
  const environment = useRelayEnvironment();
  const [checkIn, isCheckingIn] = useCheckInMutation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(offered?.name ?? '');
  const [cocktail, setCocktail] = useState<PickedCocktail | null>(offered ?? null);
  const [notPicked, setNotPicked] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const busy = isCheckingIn || lookingUp;
  const fieldId = useId();

  const searchCocktails = useCallback(
    async (typed: string): Promise<PickedCocktail[]> => {
      const found = await fetchQuery<CheckInButtonCocktailsQuery>(environment, CocktailsQuery, {
        text: typed,
        first: COCKTAIL_SUGGESTIONS,
      }).toPromise();
      return (found?.search.cocktails.edges ?? []).map(({ node }) => node);
    },
    [environment],
  );

  function save(picked: PickedCocktail | null) {
    checkIn({ venueId: data.id, cocktailId: picked?.id }, () => {
      setOpen(false);
      setText(offered?.name ?? '');
      setCocktail(offered ?? null);
    });
  }

  // What the box shows is what is saved: nothing, the cocktail picked, or the one cocktail of the name typed.
  async function submit() {
    if (busy) return;
    const typed = text.trim();
    if (!typed) return save(null);
    if (cocktail) return save(cocktail);
    setLookingUp(true);
    const found = typed.length >= SEARCH_MIN_LENGTH ? await searchCocktails(typed).catch(() => []) : [];
    setLookingUp(false);
    const named = cocktailNamed(typed, found);
    if (!named) return setNotPicked(true);
    setCocktail(named);
    setText(named.name);
    save(named);
  }

  const label = offered ? `Check in with ${offered.name} at ${data.name}` : `Check in at ${data.name}`;
  const count = offered ? null : (
    <span className="text-sm text-muted-foreground tabular-nums" data-testid="check-in-count">
      {checkInCountText(data.checkInCount)}
    </span>
  );

  if (status !== 'authenticated') {
    return (
      <div className={cn('flex items-center justify-between gap-3', className)}>
        {count}
        <Button asChild variant="outline" size="sm">
          <Link to="/login" aria-label={offered ? label : undefined}>
            <MapPinCheckIcon />
            Check in
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className={cn('flex items-center justify-between gap-3', className)}>
      {count}
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" aria-label={label}>
            <MapPinCheckIcon />
            Check in
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Check in at {data.name}</DialogTitle>
            <DialogDescription>Drinking something? Name the cocktail, or just check in.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium">
              Cocktail (optional)
            </label>
            <Combobox<PickedCocktail>
              id={fieldId}
              value={text}
              onValueChange={(next) => {
                setText(next);
                setNotPicked(false);
                if (next !== cocktail?.name) setCocktail(null);
              }}
              fetchSuggestions={searchCocktails}
              minChars={SEARCH_MIN_LENGTH}
              labelOf={(item) => item.name}
              onPick={setCocktail}
              listLabel="Cocktails"
              offerExactMatch
              placeholder="Search cocktails"
              disabled={busy}
              aria-invalid={notPicked || undefined}
              aria-describedby={notPicked ? `${fieldId}-error` : undefined}
            />
            <FieldMessage id={`${fieldId}-error`} message={notPicked ? CHECK_IN_MESSAGES.cocktailNotPicked : null} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} disabled={busy}>
              {busy ? 'Checking in...' : 'Check in'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
