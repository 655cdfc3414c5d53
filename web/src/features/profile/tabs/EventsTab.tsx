import { CalendarPlusIcon, ClockIcon, PencilIcon, Settings2Icon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { eventDateText, eventSchema, eventTimeText } from '@common/venue-accounts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useCreateEventMutation } from '../mutations/CreateEventMutation';
import { useRemoveEventMutation } from '../mutations/RemoveEventMutation';
import { useUpdateEventMutation } from '../mutations/UpdateEventMutation';
import { Field } from '@/components/ui/field';
import { intoForm } from '@/lib/form-errors';
import type { EventsTab_user$key } from './__generated__/EventsTab_user.graphql';

interface EditedEvent {
  id: string | null;
  name: string;
  date: string;
  time: string;
}

/** Upcoming events. Bars: "Add Event" and "Manage"; brands: "Create Event". */
export function EventsTab({ user, variant, canManage }: { user: EventsTab_user$key; variant: 'bar' | 'brand'; canManage: boolean }) {
  const data = useFragment(
    graphql`
      fragment EventsTab_user on User {
        events {
          id
          name
          date
          time
        }
      }
    `,
    user,
  );
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState<EditedEvent | null>(null);
  const [remove, removing] = useRemoveEventMutation();
  const addLabel = variant === 'bar' ? 'Add Event' : 'Create Event';

  return (
    <div className="flex flex-col gap-3">
      {canManage ? (
        <div className="flex gap-2">
          <Button className="flex-1" onClick={() => setEditing({ id: null, name: '', date: '', time: '' })}>
            <CalendarPlusIcon />
            {addLabel}
          </Button>
          {variant === 'bar' ? (
            <Button
              variant="outline"
              aria-pressed={managing}
              onClick={() => setManaging((value) => !value)}
              disabled={data.events.length === 0}
            >
              <Settings2Icon />
              {managing ? 'Done' : 'Manage'}
            </Button>
          ) : null}
        </div>
      ) : null}
      {data.events.length === 0 ? (
        <p className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">No upcoming events</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.events.map((event) => (
            <li key={event.id} className="flex items-center gap-3 rounded-2xl border bg-card p-4 shadow-xs">
              <DateChip date={event.date} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{event.name}</p>
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  {eventDateText(event.date)}
                  {event.time ? (
                    <>
                      <ClockIcon className="ml-1.5 size-3.5" aria-hidden="true" />
                      {eventTimeText(event.time)}
                    </>
                  ) : null}
                </p>
              </div>
              {canManage && (managing || variant === 'brand') ? (
                <div className="flex shrink-0">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit ${event.name}`}
                    onClick={() => setEditing({ id: event.id, name: event.name, date: event.date, time: event.time ?? '' })}
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

function DateChip({ date }: { date: string }) {
  const parsed = new Date(`${date}T00:00:00Z`);
  const month = parsed.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  const day = parsed.getUTCDate();
  return (
    <span aria-hidden="true" className="flex size-12 shrink-0 flex-col items-center justify-center rounded-xl bg-primary/12 text-primary">
      <span className="text-[0.625rem] font-semibold tracking-wide uppercase">{month}</span>
      <span className="text-lg leading-none font-semibold">{day}</span>
    </span>
  );
}

function EventDialog({ initial, title, onClose }: { initial: EditedEvent; title: string; onClose(): void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(eventSchema), defaultValues: { name: initial.name, date: initial.date, time: initial.time } });
  const [create, creating] = useCreateEventMutation();
  const [update, updating] = useUpdateEventMutation();
  const busy = creating || updating;
  const ids = { name: useId(), date: useId(), time: useId() };

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
          <DialogDescription>Name, date and an optional start time.</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void save(event)}>
          <Field id={ids.name} label="Event name" error={errors.name?.message}>
            <Input id={ids.name} aria-invalid={Boolean(errors.name) || undefined} {...register('name')} />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id={ids.date} label="Date" error={errors.date?.message}>
              <Input id={ids.date} type="date" aria-invalid={Boolean(errors.date) || undefined} {...register('date')} />
            </Field>
            <Field id={ids.time} label="Time (optional)" error={errors.time?.message}>
              <Input id={ids.time} type="time" aria-invalid={Boolean(errors.time) || undefined} {...register('time')} />
            </Field>
          </div>
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
