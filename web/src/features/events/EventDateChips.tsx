import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DATE_PRESETS, EVENTS_SCREEN } from '@common/events';
import { ChipToggle } from '@/components/ui/chip-toggle';
import { type EventsWhen, pickedDayText } from '@/lib/event-filters';

/**
 * The date filter: a row of chips (Any date, Today, This weekend, Next 7 days, This month) that scrolls
 * sideways on a narrow phone, and "Pick a date", which opens the phone's own date picker. One is on at a time.
 */
export function EventDateChips({
  when,
  on,
  today,
  onChange,
}: {
  when: EventsWhen;
  on: string | null;
  today: string;
  onChange(when: EventsWhen, on?: string): void;
}) {
  const dateInput = useRef<HTMLInputElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  // The row fades at an edge with more chips beyond it (as the search screen's tabs do).
  useEffect(() => {
    const list = row.current;
    if (!list) return;
    const update = () => {
      const before = list.scrollLeft > 2;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 2;
      setMore((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list);
    list.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', update);
    };
  }, []);

  // The chip in force stays in view (a picked day, say, is the last chip).
  useEffect(() => {
    row.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [when, on]);
  const fade = `linear-gradient(to right, ${more.before ? 'transparent, black 2rem' : 'black'}, ${more.after ? 'black calc(100% - 2rem), transparent' : 'black'})`;

  const openPicker = () => {
    const input = dateInput.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // Browsers without showPicker (or refusing it): the focused input opens its own picker.
      input.focus();
    }
  };

  /** A tap on an edge's arrow scrolls the row most of its width that way (touch swipes, keys move chip by chip). */
  const scrollBy = (direction: 1 | -1) => {
    const list = row.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: 'smooth' });
  };
  const edgeArrow = 'absolute inset-y-0 z-10 flex w-10 items-center text-muted-foreground from-background from-45% to-transparent';

  return (
    <div className="relative -mx-4">
      <div
        ref={row}
        role="group"
        aria-label={EVENTS_SCREEN.dateLabel}
        style={{ maskImage: fade, WebkitMaskImage: fade }}
        // Snapping to chip starts: a stop never leaves a chip cut at the left, and the next one peeks at the right.
        className="flex snap-x snap-proximity scroll-px-4 gap-2 overflow-x-auto px-4 pb-0.5 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden [&>*]:snap-start"
      >
        {DATE_PRESETS.map((preset) => (
          <ChipToggle
            key={preset.value}
            checked={when === preset.value}
            onCheckedChange={(checked) => onChange(checked ? preset.value : 'any')}
            className="shrink-0"
          >
            {preset.label}
          </ChipToggle>
        ))}
        <span className="relative shrink-0">
          <ChipToggle checked={when === 'date'} onCheckedChange={openPicker} className="shrink-0">
            {when === 'date' ? null : <CalendarDaysIcon className="-ml-0.5 size-4 text-primary" aria-hidden="true" />}
            {when === 'date' && on ? pickedDayText(on) : EVENTS_SCREEN.pickDate}
          </ChipToggle>
          <input
            ref={dateInput}
            type="date"
            aria-label={EVENTS_SCREEN.pickDate}
            tabIndex={-1}
            min={today}
            value={when === 'date' && on ? on : ''}
            onChange={(event) => {
              if (event.target.value) onChange('date', event.target.value);
            }}
            // Under its chip, out of sight: the chip opens its picker.
            className="pointer-events-none absolute inset-0 size-full opacity-0"
          />
        </span>
      </div>
      {/* Where more chips lie beyond an edge, an arrow says so (the fade alone can fall between two chips).
          For pointers only: the chips themselves are in the tab order and scroll into view when focused. */}
      {more.before ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-more-dates="before"
          onClick={() => scrollBy(-1)}
          className={`${edgeArrow} left-0 justify-start bg-linear-to-r pl-1`}
        >
          <ChevronLeftIcon className="size-5" />
        </button>
      ) : null}
      {more.after ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-more-dates="after"
          onClick={() => scrollBy(1)}
          className={`${edgeArrow} right-0 justify-end bg-linear-to-l pr-1`}
        >
          <ChevronRightIcon className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
