import { MapPinIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type City, citySuggestions } from '@common/cities';
import { LOCATION_SUGGESTION_MIN_CHARS } from '@common/constants';
import { Combobox } from '@/components/ui/combobox';

/** Up to 8 of the 20 built-in cities that match, leaving out the one already in the box. */
async function locationSuggestions(text: string): Promise<City[]> {
  return citySuggestions(text).filter((city) => city.name !== text);
}

/**
 * The location box: up to 8 of the 20 built-in cities, from 2 characters, once typing pauses. The
 * profile's location, and the cities of Open to work and of the people search.
 */
export function LocationField({
  id,
  value,
  onChange,
  onPick,
  invalid,
  describedBy,
  placeholder = 'City, Country',
  ...inputProps
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  /** A suggestion was picked (after onChange with its name). */
  onPick?(city: City): void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
} & Pick<ComponentProps<'input'>, 'onKeyDown' | 'onBlur' | 'aria-label' | 'enterKeyHint' | 'className'>) {
  return (
    <Combobox<City>
      {...inputProps}
      id={id}
      value={value}
      onValueChange={onChange}
      onPick={onPick}
      fetchSuggestions={locationSuggestions}
      minChars={LOCATION_SUGGESTION_MIN_CHARS}
      labelOf={(city) => city.name}
      renderItem={(city) => (
        <span className="flex items-center gap-2 text-sm">
          <MapPinIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {city.name}
        </span>
      )}
      listLabel="Suggested locations"
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
