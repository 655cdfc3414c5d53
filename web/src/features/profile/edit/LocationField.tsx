import { MapPinIcon } from 'lucide-react';
import { type City, citySuggestions } from '@common/cities';
import { LOCATION_SUGGESTION_MIN_CHARS } from '@common/constants';
import { Combobox } from '@/components/ui/combobox';

/** Up to 8 of the 20 built-in cities that match, leaving out the one already in the box. */
async function locationSuggestions(text: string): Promise<City[]> {
  return citySuggestions(text).filter((city) => city.name !== text);
}

/** The location box: up to 8 of the 20 built-in cities, from 2 characters, once typing pauses. */
export function LocationField({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <Combobox<City>
      id={id}
      value={value}
      onValueChange={onChange}
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
      placeholder="City, Country"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
