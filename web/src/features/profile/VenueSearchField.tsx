import { BadgeCheckIcon, MapPinIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { VENUE_SEARCH_MIN_CHARS, VENUE_SUGGESTIONS_MAX } from '@common/constants';
import { placeLine } from '@common/work-history';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { VenueSearchFieldQuery as VenueSearchFieldQueryType } from './__generated__/VenueSearchFieldQuery.graphql';
import { useDebouncedValue } from './useDebouncedValue';

const VenueSearchFieldQuery = graphql`
  query VenueSearchFieldQuery($text: String!, $first: Int!) {
    venueSearch(text: $text, first: $first) {
      edges {
        node {
          id
          name
          city
          state
          country
          isVerified
        }
      }
    }
  }
`;

export interface PickedVenue {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  isVerified: boolean;
}

interface VenueSearchFieldProps {
  id?: string;
  value: string;
  /** Typing: the text, which no longer names a picked venue. */
  onTextChange(text: string): void;
  onPick(venue: PickedVenue): void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/** A text box that offers listed venues from 2 characters (venue search); lookups fail silently. */
export function VenueSearchField({ id, value, onTextChange, onPick, placeholder, invalid, describedBy, disabled }: VenueSearchFieldProps) {
  const environment = useRelayEnvironment();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<{ text: string; venues: PickedVenue[] }>({ text: '', venues: [] });
  const [active, setActive] = useState(-1);
  const text = useDebouncedValue(value.trim(), 250);

  useEffect(() => {
    if (text.length < VENUE_SEARCH_MIN_CHARS) return;
    const subscription = fetchQuery<VenueSearchFieldQueryType>(environment, VenueSearchFieldQuery, { text, first: VENUE_SUGGESTIONS_MAX }).subscribe({
      next: (data) => {
        setFound({ text, venues: data.venueSearch.edges.map(({ node }) => ({ ...node, city: node.city ?? null, state: node.state ?? null, country: node.country ?? null })) });
        setActive(-1);
      },
      // Venue lookups fail silently (spec section 8).
      error: () => setFound({ text, venues: [] }),
    });
    return () => subscription.unsubscribe();
  }, [environment, text]);

  const results = found.text === text && text.length >= VENUE_SEARCH_MIN_CHARS ? found.venues : [];
  const showList = open && results.length > 0 && value.trim().length >= VENUE_SEARCH_MIN_CHARS;

  function pick(venue: PickedVenue) {
    onPick(venue);
    setOpen(false);
  }

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((index) => Math.min(results.length - 1, index + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(0, index - 1));
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            pick(results[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {showList ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Venues"
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {results.map((venue, index) => (
            <li
              key={venue.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(venue)}
              className={cn('flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-3 py-2', index === active ? 'bg-accent' : 'hover:bg-accent')}
            >
              <span className="flex items-center gap-1.5 text-sm font-medium">
                {venue.name}
                {venue.isVerified ? <BadgeCheckIcon className="size-4 text-primary" aria-label="Verified venue" role="img" /> : null}
              </span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <MapPinIcon className="size-3" aria-hidden="true" />
                {placeLine(venue.city, venue.state, venue.country)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
