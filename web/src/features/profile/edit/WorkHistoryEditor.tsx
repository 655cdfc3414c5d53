import { BadgeCheckIcon, BriefcaseBusinessIcon, PencilIcon, PlusIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { z } from 'zod';
import { DEFAULT_WORK_COUNTRY } from '@common/constants';
import { monthText } from '@common/profile';
import {
  canRequestVerification,
  entryAtVenue,
  type ListedVenue,
  placeLine,
  VERIFICATION_BADGES,
  WORK_MESSAGES,
  workEntrySchema,
} from '@common/work-history';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MonthField } from '@/components/ui/month-field';
import { Field } from '@/components/ui/field';
import { useAddWorkEntryMutation } from '../mutations/AddWorkEntryMutation';
import { useRemoveWorkEntryMutation } from '../mutations/RemoveWorkEntryMutation';
import { useRequestVerificationMutation } from '../mutations/RequestVerificationMutation';
import { useUpdateWorkEntryMutation } from '../mutations/UpdateWorkEntryMutation';
import { intoForm } from '@/lib/form-errors';
import { VenueSearchField } from '@/components/VenueSearchField';
import type { WorkHistoryEditor_user$data, WorkHistoryEditor_user$key } from './__generated__/WorkHistoryEditor_user.graphql';

type Entry = WorkHistoryEditor_user$data['workEntries'][number];

const STATUS_VARIANT = { verified: 'success', pending: 'secondary', denied: 'destructive', unverified: 'muted' } as const;

/** Work history: entries with their verification state, an add form and Request Verification. */
export function WorkHistoryEditor({ user, required }: { user: WorkHistoryEditor_user$key; required: boolean }) {
  const data = useFragment(
    graphql`
      fragment WorkHistoryEditor_user on User {
        workEntries {
          id
          organizationName
          position
          city
          region
          country
          postalCode
          startDate
          endDate
          current
          verificationStatus
          venue {
            id
            name
            city
            state
            country
            isVerified
          }
        }
      }
    `,
    user,
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BriefcaseBusinessIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Work History
        </CardTitle>
        <CardDescription>
          {required ? 'Required for your account type: add where you work.' : 'Recommended: the venues you name can verify your positions.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {data.workEntries.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {data.workEntries.map((entry) =>
              editing === entry.id ? (
                <li key={entry.id}>
                  <WorkEntryForm entry={entry} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <WorkEntryRow key={entry.id} entry={entry} onEdit={() => setEditing(entry.id)} />
              ),
            )}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No work history yet</p>
        )}
        {adding ? (
          <WorkEntryForm onDone={() => setAdding(false)} />
        ) : (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <PlusIcon />
            Add Work Experience
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function WorkEntryRow({ entry, onEdit }: { entry: Entry; onEdit(): void }) {
  const [request, requesting] = useRequestVerificationMutation();
  const [remove, removing] = useRemoveWorkEntryMutation();
  return (
    <li className="flex flex-col gap-3 rounded-xl border p-3">
      <div className="flex flex-col gap-2">
        <Badge variant={STATUS_VARIANT[entry.verificationStatus]}>{VERIFICATION_BADGES[entry.verificationStatus]}</Badge>
        <div className="min-w-0 text-sm">
          <p className="font-semibold">{entry.position}</p>
          <p className="flex items-center gap-1">
            {entry.organizationName}
            {entry.venue?.isVerified ? (
              <BadgeCheckIcon className="size-3.5 shrink-0 text-primary" aria-label="Verified venue" role="img" />
            ) : null}
          </p>
          <p className="text-muted-foreground">{placeLine(entry.city, entry.region, entry.country)}</p>
          <p className="text-xs text-muted-foreground">
            {monthText(entry.startDate)} – {entry.current ? 'Present' : monthText(entry.endDate) || 'Unknown'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {canRequestVerification(entry.verificationStatus) ? (
          <Button size="sm" disabled={requesting} onClick={() => request(entry.id)}>
            <SendIcon />
            {requesting ? 'Sending...' : entry.verificationStatus === 'denied' ? WORK_MESSAGES.requestAgain : 'Request Verification'}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${entry.position} at ${entry.organizationName}`}>
          <PencilIcon />
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={removing}
          aria-label={`Remove ${entry.position} at ${entry.organizationName}`}
          onClick={() => remove(entry.id)}
        >
          <Trash2Icon />
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The entry's rules, and what the form adds: the venue picked from the list, and the request to verify. */
const workEntryFormSchema = (now: Date) =>
  workEntrySchema(now).and(
    z.object({
      venue: z
        .object({
          id: z.string(),
          name: z.string(),
          city: z.string().nullable(),
          state: z.string().nullable(),
          country: z.string().nullable(),
        })
        .nullable(),
      requestVerification: z.boolean(),
    }),
  );

type LinkedVenue = ListedVenue & { id: string };

/** The venue as the form holds it (what the server reads: its name and place). */
function linkedVenue(venue: {
  id: string;
  name: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}): LinkedVenue {
  return { id: venue.id, name: venue.name, city: venue.city ?? null, state: venue.state ?? null, country: venue.country ?? null };
}

/** The form's text fields: an entry's own, or a linked one's as the server stores it (its venue's name and place, entryAtVenue). */
function placeFields(entry: Entry | undefined, venue: LinkedVenue | null) {
  const fields = {
    organizationName: entry?.organizationName ?? '',
    city: entry?.city ?? '',
    region: entry?.region ?? '',
    country: entry?.country ?? DEFAULT_WORK_COUNTRY,
  };
  const named = venue ? entryAtVenue(fields, venue) : fields;
  return { ...named, region: named.region ?? '' };
}

/** The add (or edit) form: the spec's fields; "I currently work here" disables and nulls the end date. */
function WorkEntryForm({ entry, onDone }: { entry?: Entry; onDone(): void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitted },
    getValues,
  } = useForm({
    resolver: zodResolver(workEntryFormSchema(new Date())),
    defaultValues: {
      ...placeFields(entry, entry?.venue ? linkedVenue(entry.venue) : null),
      venue: entry?.venue ? linkedVenue(entry.venue) : null,
      position: entry?.position ?? '',
      postalCode: entry?.postalCode ?? '',
      startDate: entry?.startDate ?? '',
      endDate: entry?.endDate ?? '',
      current: entry?.current ?? false,
      requestVerification: !entry,
    },
  });
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const [add, addingEntry] = useAddWorkEntryMutation();
  const [update, updatingEntry] = useUpdateWorkEntryMutation();
  const busy = addingEntry || updatingEntry;
  const ids = {
    organizationName: useId(),
    position: useId(),
    city: useId(),
    region: useId(),
    country: useId(),
    postalCode: useId(),
    startDate: useId(),
    endDate: useId(),
    current: useId(),
    request: useId(),
    title: useId(),
  };
  const [organizationName, venue, current] = useWatch({ control, name: ['organizationName', 'venue', 'current'] });

  const submit = handleSubmit(({ venue: picked, requestVerification, ...fields }) => {
    if (busy) return;
    const input = { ...fields, venue: picked?.id ?? null };
    const on = { onSaved: onDone, onFields: intoForm(setError) };
    if (entry) update(entry.id, input, on);
    else add({ entry: input, requestVerification }, on);
  });

  // A linked venue that lists its city gives the entry its place: those fields show it and take no typing.
  const placeFromVenue = Boolean(venue?.city);
  const fromVenue = { city: placeFromVenue, region: placeFromVenue, country: placeFromVenue, position: false, postalCode: false };
  const text = (key: 'position' | 'city' | 'region' | 'country' | 'postalCode', label: string, autoComplete?: string) => (
    <Field id={ids[key]} label={label} error={errors[key]?.message}>
      <Input
        id={ids[key]}
        autoComplete={autoComplete}
        readOnly={fromVenue[key]}
        className={fromVenue[key] ? 'bg-muted text-muted-foreground' : undefined}
        aria-invalid={Boolean(errors[key]) || undefined}
        {...register(key)}
      />
    </Field>
  );

  return (
    <form
      ref={form}
      aria-labelledby={ids.title}
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary/[0.04] p-3"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={ids.title} className="text-sm font-semibold">
        {entry ? 'Edit Work Experience' : 'Add Work Experience'}
      </h3>
      <Field
        id={ids.organizationName}
        label="Organization name"
        error={errors.organizationName?.message}
        hint={
          venue
            ? `Linked to ${venue.name}: its account can verify this. ${placeFromVenue ? 'Its name and place come' : 'Its name comes'} from its listing.`
            : 'Pick your venue from the list so it can verify this.'
        }
      >
        <VenueSearchField
          id={ids.organizationName}
          value={organizationName ?? ''}
          invalid={Boolean(errors.organizationName)}
          placeholder="Search venues or type a name"
          onTextChange={(value) => {
            setValue('organizationName', value, { shouldValidate: isSubmitted });
            setValue('venue', null);
          }}
          onPick={(picked) => {
            const linked = linkedVenue(picked);
            const [city, region, country] = getValues(['city', 'region', 'country']);
            const typed = {
              organizationName: picked.name,
              city: city ?? '',
              region: region || null,
              country: country || DEFAULT_WORK_COUNTRY,
            };
            const named = entryAtVenue(typed, linked);
            setValue('venue', linked);
            setValue('organizationName', named.organizationName);
            setValue('city', named.city);
            setValue('region', named.region ?? '');
            setValue('country', named.country);
            clearErrors();
          }}
        />
      </Field>
      {text('position', 'Position', 'organization-title')}
      <div className="grid grid-cols-2 gap-3">
        {text('city', 'City')}
        {text('region', 'State or region')}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {text('country', 'Country')}
        {text('postalCode', 'Postal code')}
      </div>
      <Field id={ids.startDate} label="Start date" error={errors.startDate?.message}>
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => (
            <MonthField
              id={ids.startDate}
              label="Start date"
              value={field.value ?? ''}
              onChange={field.onChange}
              invalid={Boolean(errors.startDate)}
            />
          )}
        />
      </Field>
      <Field id={ids.endDate} label="End date" error={errors.endDate?.message}>
        <Controller
          control={control}
          name="endDate"
          render={({ field }) => (
            <MonthField
              id={ids.endDate}
              label="End date"
              value={field.value ?? ''}
              onChange={field.onChange}
              disabled={Boolean(current)}
              invalid={Boolean(errors.endDate)}
            />
          )}
        />
      </Field>
      <Controller
        control={control}
        name="current"
        render={({ field }) => (
          <Label htmlFor={ids.current} className="min-h-11">
            <Checkbox
              id={ids.current}
              checked={Boolean(field.value)}
              onCheckedChange={(checked) => {
                field.onChange(checked === true);
                if (checked === true) setValue('endDate', '');
              }}
            />
            I currently work here
          </Label>
        )}
      />
      {!entry ? (
        <Controller
          control={control}
          name="requestVerification"
          render={({ field }) => (
            <Label htmlFor={ids.request} className="min-h-11 leading-snug">
              <Checkbox id={ids.request} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
              Ask the organization to verify this
            </Label>
          )}
        />
      ) : (
        <p className="text-xs text-muted-foreground">Changing the details of a verified position sends it back to Not verified.</p>
      )}
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" className="flex-1" disabled={busy}>
          {busy ? 'Saving...' : entry ? 'Save' : 'Add'}
        </Button>
      </div>
    </form>
  );
}
