// The city filter of the lists that filter by a city (Find People, Gigs): the location suggestions,
// applied when one is picked, and a clear button while something is typed.
import { XIcon } from 'lucide-react';
import { LocationField } from '@/components/LocationField';
import { Button } from '@/components/ui/button';

export function CityFilter({
  id,
  value,
  onChange,
  onApply,
  placeholder,
}: {
  id: string;
  /** What is typed. */
  value: string;
  onChange(value: string): void;
  /** A city was picked (its name), or the filter was cleared (null). */
  onApply(city: string | null): void;
  placeholder: string;
}) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        City
      </label>
      <LocationField
        id={id}
        value={value}
        onChange={onChange}
        onPick={(picked) => onApply(picked.name)}
        placeholder={placeholder}
        enterKeyHint="search"
        className={value ? 'pr-11' : undefined}
      />
      {value ? (
        <Button
          variant="ghost"
          size="icon-sm"
          className="absolute top-1/2 right-1 -translate-y-1/2 text-muted-foreground"
          aria-label="Clear city"
          onClick={() => {
            onChange('');
            onApply(null);
          }}
        >
          <XIcon />
        </Button>
      ) : null}
    </div>
  );
}
