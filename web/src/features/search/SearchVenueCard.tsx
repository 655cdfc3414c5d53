import { BadgeCheckIcon, ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { CheckInButton } from '@/components/check-ins/CheckInButton';
import { Badge } from '@/components/ui/badge';
import type { SearchVenueCard_venue$key } from './__generated__/SearchVenueCard_venue.graphql';
import { placeText } from './search-text';

/** A venue found by search: name, Verified badge, place, address, website and check-ins. It does not navigate itself. */
export function SearchVenueCard({ venue }: { venue: SearchVenueCard_venue$key }) {
  const data = useFragment(
    graphql`
      fragment SearchVenueCard_venue on Venue {
        name
        city
        state
        country
        address
        isVerified
        websiteUrl
        ...CheckInButton_venue
      }
    `,
    venue,
  );
  const place = placeText(data.city, data.state, data.country);

  return (
    <article className="flex flex-col gap-2 rounded-2xl border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-[1.0625rem] leading-snug font-semibold [overflow-wrap:anywhere]">{data.name}</h3>
        {data.isVerified ? (
          <Badge variant="success" className="shrink-0">
            <BadgeCheckIcon aria-hidden="true" />
            Verified
          </Badge>
        ) : null}
      </div>
      {place || data.address ? (
        <div className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <p className="min-w-0">
            {place}
            {data.address ? <span className="block text-xs">{data.address}</span> : null}
          </p>
        </div>
      ) : null}
      {data.websiteUrl ? (
        <a
          href={data.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Website
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      <CheckInButton venue={data} className="border-t pt-2" />
    </article>
  );
}
