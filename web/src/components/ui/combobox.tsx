import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { SUGGESTION_DEBOUNCE_MS } from '@common/constants';

interface ComboboxProps<T> extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onSelect'> {
  value: string;
  onValueChange(value: string): void;
  /** Suggestions for what was typed; failures are silent (spec section 8: look-ups). */
  fetchSuggestions(text: string): Promise<readonly T[]>;
  labelOf(item: T): string;
  renderItem?(item: T): ReactNode;
  /** Called when a suggestion is picked (after onValueChange with its label). */
  onPick?(item: T): void;
  minChars?: number;
  /** The list's accessible name ("Suggested locations"). */
  listLabel?: string;
  /** Offer a lone suggestion even when it is exactly what was typed: picking it does more (links a venue). */
  offerExactMatch?: boolean;
  /** How long typing must pause before a look-up; the spec's 300 ms unless the screen's spec says otherwise. */
  debounceMs?: number;
}

/**
 * The one combobox: a text box that offers suggestions as the member types (ARIA combobox): arrows
 * move, Enter or a tap picks, Escape closes. What was typed is kept when nothing is picked.
 */
export function Combobox<T>({
  value,
  onValueChange,
  fetchSuggestions,
  labelOf,
  renderItem,
  onPick,
  minChars = 1,
  listLabel,
  offerExactMatch = false,
  debounceMs = SUGGESTION_DEBOUNCE_MS,
  className,
  onKeyDown,
  onBlur,
  onFocus,
  ...inputProps
}: ComboboxProps<T>) {
  const listId = useId();
  const [items, setItems] = useState<readonly T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const request = useRef(0);

  // Asked only after the member typed (not when a form is filled from a saved cocktail).
  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    const ticket = ++request.current;
    if (text.length < minChars) {
      const clear = setTimeout(() => setItems([]), 0);
      return () => clearTimeout(clear);
    }
    const timer = setTimeout(() => {
      fetchSuggestions(text).then(
        (found) => {
          if (ticket !== request.current) return;
          // A lone suggestion that is exactly what was typed has nothing to offer.
          const onlyTheSame = !offerExactMatch && found.length === 1 && labelOf(found[0]).toLowerCase() === text.toLowerCase();
          setItems(onlyTheSame ? [] : found);
          setActive(-1);
        },
        () => undefined,
      );
    }, debounceMs);
    return () => clearTimeout(timer);
    // fetchSuggestions and labelOf are stable enough: a new function must not refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, minChars, debounceMs]);

  const shown = open && items.length > 0;

  const pick = (item: T) => {
    request.current++;
    onValueChange(labelOf(item));
    onPick?.(item);
    setItems([]);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <Input
        {...inputProps}
        value={value}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        className={className}
        onChange={(event) => {
          onValueChange(event.target.value);
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={(event) => {
          setOpen(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (shown && event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((index) => (index + 1) % items.length);
          } else if (shown && event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
          } else if (shown && event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            pick(items[active]);
          } else if (event.key === 'Escape') {
            // Closed, and suggestions still on their way stay closed until the member types again.
            // Only a list on screen takes the key: otherwise Escape still reaches a dialog around it.
            if (shown) event.preventDefault();
            setOpen(false);
          }
          onKeyDown?.(event);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={cn(
          'absolute inset-x-0 top-full z-40 mt-1 max-h-64 overflow-y-auto rounded-xl border bg-popover p-1 text-popover-foreground shadow-lg',
          !shown && 'hidden',
        )}
      >
        {items.map((item, index) => (
          <li
            key={`${labelOf(item)}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Picking must happen before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center rounded-lg px-3 py-2 text-base',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
          >
            {renderItem ? renderItem(item) : labelOf(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
