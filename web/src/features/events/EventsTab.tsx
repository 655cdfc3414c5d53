import { CalendarPlusIcon, ClockIcon, MapPinIcon, PencilIcon, Settings2Icon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { type City, citySuggestions } from '@common/cities';
import { LOCATION_SUGGESTION_MIN_CHARS } from '@common/constants';
import { cityOfLocation, earliestUpcomingDate, eventSchemaFor } from '@common/events';
import { eventDateText, eventTimeText } from '@common/venue-accounts';
import { EventDateChip } from '@/components/events/EventDateChip';
import { GoingButton } from '@/components/events/GoingButton';
import { Button } from '@/components/ui/button';
import { ChipToggle } from '@/components/ui/chip-toggle';
import { Combobox } from '@/components/ui/combobox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useCreateEventMutation } from './CreateEventMutation';
import { useRemoveEventMutation } from './RemoveEventMutation';
import { useUpdateEventMutation } from './UpdateEventMutation';
import { Field } from '@/components/ui/field';
import { intoForm } from '@/lib/form-errors';
import type { EventsTab_user$key } from './__generated__/EventsTab_user.graphql';

interface EditedEvent {
  id: string | null;
  name: string;
  date: string;
  time: string;
  city: string;
  /** Where it takes place, in the venue's city; null for an event that says its own city. */
  venue: { readonly name: string; readonly city?: string | null } | null;
}

/**
 * Upcoming events, each with how many are going (and Going for the viewer). Bars: "Add Event" and
 * "Manage"; brands: "Create Event". An event at the bar's venue is in its city; others say theirs.
 */
export function EventsTab({ user, variant, canManage }: { user: EventsTab_user$key; variant: 'bar' | 'brand'; canManage: boolean }) {
  const data = useFragment(
    graphql`
      fragment EventsTab_user on User {
        location
        venue {
          name
          city
        }
        events {
          id
          name
          date
          time
          city
          venue {
            name
            city
          }
          ...GoingButton_event
        }
      }
    `,
    user,
  );
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState<EditedEvent | null>(null);
  const [remove, removing] = useRemoveEventMutation();
  const addLabel = variant === 'bar' ? 'Add Event' : 'Create Event';
  const defaultCity = cityOfLocation(data.location) ?? '';

  return (
    <div className="flex flex-col gap-3">
      {canManage ? (
        <div className="flex gap-2">
          <Button
            className="flex-1"
            onClick={() =>
              // A bar's new event takes place at the venue it speaks for (createEvent), a brand's where it says.
              setEditing({
                id: null,
                name: '',
                date: '',
                time: '',
                city: defaultCity,
                venue: variant === 'bar' ? (data.venue ?? null) : null,
              })
            }
          >
            <CalendarPlusIcon />
            {addLabel}
          </Button>
          {variant === 'bar' ? (
            <ChipToggle checked={managing} onCheckedChange={setManaging} disabled={data.events.length === 0}>
              {managing ? null : <Settings2Icon className="-ml-0.5 size-4" aria-hidden="true" />}
              {managing ? 'Done' : 'Manage'}
            </ChipToggle>
          ) : null}
        </div>
      ) : null}
      {data.events.length === 0 ? (
        <p className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">No upcoming events</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.events.map((event) => (
            <li key={event.id} className="rounded-2xl border bg-card p-4 shadow-xs">
              <div className="flex items-start gap-3">
                <EventDateChip date={event.date} />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-semibold text-pretty">{event.name}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
                    <span className="whitespace-nowrap">{eventDateText(event.date)}</span>
                    {event.time ? (
                      <span className="inline-flex items-center gap-1 whitespace-nowrap">
                        <ClockIcon className="size-3.5" aria-hidden="true" />
                        {eventTimeText(event.time)}
                      </span>
                    ) : null}
                    {event.city ? (
                      <span className="inline-flex min-w-0 items-center gap-1">
                        <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
                        <span className="truncate">{event.city}</span>
                      </span>
                    ) : null}
                  </p>
                </div>
                {canManage && (managing || variant === 'brand') ? (
                  <div className="flex shrink-0">
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Edit ${event.name}`}
                      onClick={() =>
                        setEditing({
                          id: event.id,
                          name: event.name,
                          date: event.date,
                          time: event.time ?? '',
                          city: event.city ?? '',
                          venue: event.venue ?? null,
                        })
                      }
                    >
                      <PencilIcon />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Remove ${event.name}`}
                      disabled={removing}
                      onClick={() => remove(event.id)}
                    >
                      <Trash2Icon />
                    </Button>
                  </div>
                ) : null}
              </div>
              {/* How many are going, and Going for the viewer, across the row under the event. */}
              <GoingButton event={event} compact className="mt-3 border-t pt-3" />
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <EventDialog
          key={editing.id ?? 'new'}
          initial={editing}
          title={editing.id ? 'Edit Event' : addLabel}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** Up to 8 of the built-in cities that match what was typed, leaving out one typed in full. */
async function citySuggestionsFor(text: string): Promise<City[]> {
  return citySuggestions(text).filter((city) => city.city !== text);
}

function EventDialog({ initial, title, onClose }: { initial: EditedEvent; title: string; onClose(): void }) {
  // The event's own venue decides (decision 0053): an event saved before its bar listed one keeps its city.
  const { venue } = initial;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(eventSchemaFor(initial.id ? initial.date : null)),
    defaultValues: { name: initial.name, date: initial.date, time: initial.time, city: venue ? '' : initial.city },
  });
  const [create, creating] = useCreateEventMutation();
  const [update, updating] = useUpdateEventMutation();
  const busy = creating || updating;
  const ids = { name: useId(), date: useId(), time: useId(), city: useId() };

  const save = handleSubmit((input) => {
    if (busy) return;
    const on = { onSaved: onClose, onFields: intoForm(setError) };
    if (initial.id) update(initial.id, input, on);
    else create(input, on);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Name, date and an optional start time{venue ? '' : ', and where it is'}.</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void save(event)}>
          <Field id={ids.name} label="Event name" error={errors.name?.message}>
            <Input id={ids.name} aria-invalid={Boolean(errors.name) || undefined} {...register('name')} />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id={ids.date} label="Date" error={errors.date?.message}>
              <Input
                id={ids.date}
                type="date"
                min={earliestUpcomingDate()}
                aria-invalid={Boolean(errors.date) || undefined}
                {...register('date')}
              />
            </Field>
            <Field id={ids.time} label="Time (optional)" error={errors.time?.message}>
              <Input id={ids.time} type="time" aria-invalid={Boolean(errors.time) || undefined} {...register('time')} />
            </Field>
          </div>
          {venue ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              At {venue.name}
              {venue.city ? `, ${venue.city}` : ''}
            </p>
          ) : (
            <Field
              id={ids.city}
              label="City"
              optional
              error={errors.city?.message}
              hint={
                initial.id && initial.city
                  ? `Where it takes place; empty, it stays in ${initial.city}.`
                  : "Where it takes place; empty, your profile's city."
              }
            >
              <Controller
                control={control}
                name="city"
                render={({ field }) => (
                  <Combobox<City>
                    id={ids.city}
                    value={field.value ?? ''}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    fetchSuggestions={citySuggestionsFor}
                    minChars={LOCATION_SUGGESTION_MIN_CHARS}
                    labelOf={(city) => city.city}
                    renderItem={(city) => (
                      <span className="flex items-center gap-2 text-sm">
                        <MapPinIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                        {city.name}
                      </span>
                    )}
                    listLabel="Suggested cities"
                    placeholder="e.g. London"
                    aria-invalid={Boolean(errors.city) || undefined}
                  />
                )}
              />
            </Field>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
