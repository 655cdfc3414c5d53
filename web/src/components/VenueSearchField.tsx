import { BadgeCheckIcon, MapPinIcon } from 'lucide-react';
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { VENUE_SEARCH_MIN_CHARS, VENUE_SUGGESTIONS_MAX } from '@common/constants';
import { placeLine } from '@common/work-history';
import { Combobox } from '@/components/ui/combobox';
import type { VenueSearchFieldQuery as VenueSearchFieldQueryType } from './__generated__/VenueSearchFieldQuery.graphql';

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
  const search = useCallback(
    async (text: string): Promise<PickedVenue[]> => {
      const data = await fetchQuery<VenueSearchFieldQueryType>(environment, VenueSearchFieldQuery, {
        text,
        first: VENUE_SUGGESTIONS_MAX,
      }).toPromise();
      return (data?.venueSearch.edges ?? []).map(({ node }) => ({
        ...node,
        city: node.city ?? null,
        state: node.state ?? null,
        country: node.country ?? null,
      }));
    },
    [environment],
  );

  return (
    <Combobox<PickedVenue>
      id={id}
      value={value}
      onValueChange={onTextChange}
      fetchSuggestions={search}
      minChars={VENUE_SEARCH_MIN_CHARS}
      labelOf={(venue) => venue.name}
      onPick={onPick}
      listLabel="Venues"
      offerExactMatch
      renderItem={(venue) => (
        <span className="flex flex-col justify-center">
          <span className="flex items-center gap-1.5 text-sm font-medium">
            {venue.name}
            {venue.isVerified ? <BadgeCheckIcon className="size-4 text-primary" aria-label="Verified venue" role="img" /> : null}
          </span>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPinIcon className="size-3" aria-hidden="true" />
            {placeLine(venue.city, venue.state, venue.country)}
          </span>
        </span>
      )}
      placeholder={placeholder}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
