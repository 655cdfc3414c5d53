import { AwardIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { ACHIEVEMENT_MESSAGES, achievementDetails, VENUE_AWARDS_CARD_TITLE, venueAwardSchema } from '@common/achievements';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { useAddVenueAwardMutation } from '../mutations/AddVenueAwardMutation';
import { useRemoveVenueAwardMutation } from '../mutations/RemoveVenueAwardMutation';
import { intoForm } from '@/lib/form-errors';
import type { VenueAwardsEditor_user$key } from './__generated__/VenueAwardsEditor_user.graphql';

/** Venue Awards (bar accounts): awards of the venue the account speaks for. */
export function VenueAwardsEditor({ user }: { user: VenueAwardsEditor_user$key }) {
  const data = useFragment(
    graphql`
      fragment VenueAwardsEditor_user on User {
        venue {
          id
          name
          awards {
            id
            title
            competition
            place
            year
          }
        }
      }
    `,
    user,
  );
  const [adding, setAdding] = useState(false);
  const [remove, removing] = useRemoveVenueAwardMutation();
  const venue = data.venue;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <AwardIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {VENUE_AWARDS_CARD_TITLE}
        </CardTitle>
        {venue ? <CardDescription className="[overflow-wrap:anywhere]">Awards of {venue.name}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!venue ? (
          <p className="text-sm text-muted-foreground">
            {ACHIEVEMENT_MESSAGES.venueRequired}: link the venue your account speaks for in your profile's{' '}
            <Link to="/profile" className="font-medium text-primary underline-offset-4 hover:underline">
              Info tab
            </Link>
            .
          </p>
        ) : (
          <>
            {venue.awards.length ? (
              <ul className="flex flex-col gap-1.5">
                {venue.awards.map((award) => (
                  <li key={award.id} className="flex items-center gap-2 rounded-xl border px-3 py-2 text-sm">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{award.title}</p>
                      <p className="text-muted-foreground">{achievementDetails([award.place, award.competition, award.year])}</p>
                    </div>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Remove ${award.title}`}
                      disabled={removing}
                      onClick={() => remove(award.id)}
                    >
                      <Trash2Icon />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No venue awards yet</p>
            )}
            {adding ? (
              <VenueAwardForm venueId={venue.id} onDone={() => setAdding(false)} />
            ) : (
              <Button variant="outline" onClick={() => setAdding(true)}>
                <PlusIcon />
                Add Venue Award
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The award's own fields: the venue is the one the account speaks for. */
const venueAwardFormSchema = venueAwardSchema.omit({ venueId: true });

/** A typed year: empty is none, anything else a number (the schema refuses what is not a year). */
const yearValue = (value: string | number | null) => (typeof value === 'string' ? (value.trim() ? Number(value) : null) : value);

function VenueAwardForm({ venueId, onDone }: { venueId: string; onDone(): void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(venueAwardFormSchema),
    defaultValues: { title: '', competition: '', place: '', year: null, certificateUrl: '' },
  });
  const [add, saving] = useAddVenueAwardMutation();
  const baseId = useId();
  const field = (
    name: 'title' | 'competition' | 'place' | 'year' | 'certificateUrl',
    label: string,
    props: ComponentProps<typeof Input> = {},
    options: { setValueAs?: (value: string | number | null) => unknown } = {},
  ) => (
    <Field id={`${baseId}-${name}`} label={label} error={errors[name]?.message}>
      <Input id={`${baseId}-${name}`} aria-invalid={Boolean(errors[name]) || undefined} {...props} {...register(name, options)} />
    </Field>
  );
  const save = handleSubmit((award) => {
    if (!saving) add({ venue: venueId, ...award }, { onSaved: onDone, onFields: intoForm(setError) });
  });
  return (
    <form
      aria-label="Add a venue award"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary/[0.04] p-3"
      noValidate
      onSubmit={(event) => void save(event)}
    >
      {field('title', 'Title')}
      {field('competition', 'Competition')}
      <div className="grid grid-cols-2 gap-3">
        {field('place', 'Place')}
        {field('year', 'Year', { inputMode: 'numeric', maxLength: 4 }, { setValueAs: yearValue })}
      </div>
      {field('certificateUrl', 'Certificate link', { type: 'url', placeholder: 'https://' })}
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" className="flex-1" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
