import { MapPinIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { type City, citySuggestions } from '@common/cities';
import { LOCATION_SUGGESTION_DELAY_MS } from '@common/constants';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useDebouncedValue } from '../useDebouncedValue';

/** The location box: up to 8 of the 20 built-in cities, from 2 characters, after 300 ms. */
export function LocationField({ id, value, onChange, invalid, describedBy }: { id: string; value: string; onChange(value: string): void; invalid?: boolean; describedBy?: string }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(value, LOCATION_SUGGESTION_DELAY_MS);
  const suggestions: City[] = open && settled === value ? citySuggestions(settled).filter((city) => city.name !== value) : [];
  const showList = suggestions.length > 0;

  function pick(city: City) {
    onChange(city.name);
    setOpen(false);
    setActive(-1);
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
        placeholder="City, Country"
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((index) => Math.min(suggestions.length - 1, index + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(0, index - 1));
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            pick(suggestions[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {showList ? (
        <ul id={listId} role="listbox" aria-label="Suggested locations" className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border bg-popover p-1 text-popover-foreground shadow-lg">
          {suggestions.map((city, index) => (
            <li
              key={city.name}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(city)}
              className={cn('flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm', index === active ? 'bg-accent' : 'hover:bg-accent')}
            >
              <MapPinIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              {city.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
