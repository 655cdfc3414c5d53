import { ChevronDownIcon, MapPinIcon, SearchIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { EVENT_CITIES_MAX, EVENTS_SCREEN } from '@common/events';
import { toSearchText } from '@common/search-text';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Button } from '@/components/ui/button';
import { ChipToggle } from '@/components/ui/chip-toggle';
import { Input } from '@/components/ui/input';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { EventCityPickerQuery } from './__generated__/EventCityPickerQuery.graphql';

const CitiesQuery = graphql`
  query EventCityPickerQuery($first: Int!) {
    eventCities(first: $first) {
      name
      upcomingCount
    }
  }
`;

const sameCity = (a: string | null, b: string | null) => (a === null || b === null ? a === b : toSearchText(a) === toSearchText(b));

/**
 * The city filter: a button naming the city (or "All cities") that opens a bottom sheet of the cities
 * with upcoming events, the busiest first, with a box to narrow them. A tap picks one and closes it.
 */
export function EventCityPicker({ city, onChange }: { city: string | null; onChange(city: string | null): void }) {
  const [open, setOpen] = useState(false);
  const pick = (next: string | null) => {
    setOpen(false);
    if (!sameCity(next, city)) onChange(next);
  };
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          className="h-11 w-full justify-start gap-2.5 px-3.5 font-medium"
          aria-label={`${EVENTS_SCREEN.cityLabel}: ${city ?? EVENTS_SCREEN.allCities}`}
        >
          <MapPinIcon className="text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate text-left">{city ?? EVENTS_SCREEN.allCities}</span>
          <ChevronDownIcon className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby="event-city-description">
        <SheetHeader>
          <SheetTitle>{EVENTS_SCREEN.chooseCity}</SheetTitle>
          <SheetDescription id="event-city-description">{EVENTS_SCREEN.chooseCityHint}</SheetDescription>
        </SheetHeader>
        <SheetBody className="pb-5">
          {/* Only while open: the cities are looked up when the sheet opens, as they are then. */}
          {open ? (
            <ErrorBoundary
              resetKey={open}
              fallback={() => <p className="py-6 text-center text-sm text-destructive">{EVENTS_SCREEN.loadFailed}</p>}
            >
              <Suspense
                fallback={
                  <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
                    <Spinner className="size-4" />
                    {EVENTS_SCREEN.loading}
                  </p>
                }
              >
                <CityList current={city} onPick={pick} />
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}

function CityList({ current, onPick }: { current: string | null; onPick(city: string | null): void }) {
  const { eventCities } = useLazyLoadQuery<EventCityPickerQuery>(
    CitiesQuery,
    { first: EVENT_CITIES_MAX },
    { fetchPolicy: 'store-and-network' },
  );
  const [text, setText] = useState('');
  const typed = toSearchText(text);
  const shown = typed ? eventCities.filter((city) => toSearchText(city.name).includes(typed)) : eventCities;

  return (
    <div className="flex flex-col gap-3">
      {eventCities.length > 0 ? (
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={EVENTS_SCREEN.citySearch}
            placeholder={EVENTS_SCREEN.citySearch}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
      ) : null}
      <ul className="flex flex-col gap-1" aria-label={EVENTS_SCREEN.chooseCity}>
        {typed ? null : <CityOption label={EVENTS_SCREEN.allCities} selected={current === null} onSelect={() => onPick(null)} />}
        {shown.map((city) => (
          <CityOption
            key={city.name}
            label={city.name}
            count={city.upcomingCount}
            selected={sameCity(current, city.name)}
            onSelect={() => onPick(city.name)}
          />
        ))}
      </ul>
      {/* A city beyond the busiest ones listed: its events are looked up by the name typed. */}
      {typed && !shown.some((city) => toSearchText(city.name) === typed) ? (
        <Button variant="outline" className="w-full" onClick={() => onPick(text.trim())}>
          <SearchIcon aria-hidden="true" />
          {EVENTS_SCREEN.eventsIn(text.trim())}
        </Button>
      ) : null}
    </div>
  );
}

function CityOption({ label, count, selected, onSelect }: { label: string; count?: number; selected: boolean; onSelect(): void }) {
  return (
    <li>
      {/* A row of the list rather than a pill: the chip's pressed state and tick, a row's shape. */}
      <ChipToggle
        checked={selected}
        onCheckedChange={onSelect}
        className={cn(
          'h-auto min-h-12 w-full gap-3 rounded-xl border-transparent px-3 text-left text-[0.9375rem] font-normal',
          selected ? 'border-transparent font-semibold' : 'bg-transparent',
        )}
      >
        <span className="min-w-0 flex-1 truncate">{label}</span>
        <span
          className="rounded-full bg-foreground/8 px-2 text-xs leading-5 text-muted-foreground tabular-nums"
          aria-label={`${count} upcoming`}
        >
          {count}
        </span>
      </ChipToggle>
    </li>
  );
}
