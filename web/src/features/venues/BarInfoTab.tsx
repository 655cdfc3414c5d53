import { BadgeCheckIcon, ClockIcon, ExternalLinkIcon, HourglassIcon, MapPinIcon, StoreIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { HOURS_NOT_SPECIFIED, venueClaimSchema, venueListingSchema } from '@common/venue-accounts';
import { placeLine } from '@common/work-history';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { Field } from '@/components/ui/field';
import { useClaimVenueMutation } from './ClaimVenueMutation';
import { useListVenueMutation } from './ListVenueMutation';
import { useWithdrawVenueClaimMutation } from './WithdrawVenueClaimMutation';
import { intoForm } from '@/lib/form-errors';
import { type PickedVenue, VenueSearchField } from '@/components/VenueSearchField';
import type { BarInfoTab_user$key } from './__generated__/BarInfoTab_user.graphql';

/** The bar's Info tab: its opening hours and the venue the account speaks for. */
export function BarInfoTab({ user, canManage }: { user: BarInfoTab_user$key; canManage: boolean }) {
  const data = useFragment(
    graphql`
      fragment BarInfoTab_user on User {
        hours
        venue {
          id
          name
          city
          state
          country
          address
          websiteUrl
          isVerified
        }
        venueClaim {
          id
          status
          listedByClaimant
          venue {
            name
          }
        }
      }
    `,
    user,
  );
  const claim = data.venueClaim[0] ?? null;
  const waitingClaim = claim && claim.status === 'pending' && !claim.listedByClaimant ? claim : null;

  return (
    <div className="flex flex-col gap-3">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <ClockIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            Hours
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <p className={data.hours ? 'text-sm whitespace-pre-line' : 'text-sm text-muted-foreground'}>
            {data.hours || HOURS_NOT_SPECIFIED}
          </p>
          {canManage ? (
            <Link to="/edit-profile" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {data.hours ? 'Edit hours' : 'Add your hours'}
            </Link>
          ) : null}
        </CardContent>
      </Card>

      {data.venue ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <StoreIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{data.venue.name}</span>
            </CardTitle>
            <CardDescription className="flex items-start gap-1">
              <MapPinIcon className="mt-0.75 size-3.5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {placeLine(data.venue.address, data.venue.city, data.venue.state, data.venue.country)}
              </span>
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {data.venue.isVerified ? (
              <Badge variant="success">
                <BadgeCheckIcon aria-hidden="true" />
                Verified venue
              </Badge>
            ) : (
              <p className="flex items-start gap-2 rounded-xl bg-muted p-3 text-sm text-muted-foreground">
                <HourglassIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                An admin is confirming that your account speaks for this venue. You can verify your team once it is confirmed.
              </p>
            )}
            {data.venue.websiteUrl ? (
              <a
                href={data.venue.websiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
              >
                Website <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              </a>
            ) : null}
          </CardContent>
        </Card>
      ) : waitingClaim ? (
        <WaitingClaim id={waitingClaim.id} venueName={waitingClaim.venue.name} canManage={canManage} />
      ) : canManage ? (
        <VenueSetup rejectedName={claim?.status === 'rejected' ? claim.venue.name : null} />
      ) : (
        <p className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">No venue linked yet</p>
      )}
    </div>
  );
}

function WaitingClaim({ id, venueName, canManage }: { id: string; venueName: string; canManage: boolean }) {
  const [withdraw, withdrawing] = useWithdrawVenueClaimMutation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <HourglassIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Claim waiting for an admin
        </CardTitle>
        <CardDescription>You asked to speak for {venueName}. An admin will confirm it.</CardDescription>
      </CardHeader>
      {canManage ? (
        <CardContent>
          <Button variant="outline" disabled={withdrawing} onClick={() => withdraw(id)}>
            Withdraw claim
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}

/** Link the account to its venue: claim a listed one (an admin decides) or list a new one. */
function VenueSetup({ rejectedName }: { rejectedName: string | null }) {
  const [mode, setMode] = useState<'claim' | 'list'>('claim');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <StoreIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Your venue
        </CardTitle>
        <CardDescription>
          Link the venue your account speaks for: your team can then ask you to verify their work history.
          {rejectedName ? ` An admin did not confirm your claim to ${rejectedName}.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ToggleGroup
          type="single"
          value={mode}
          onValueChange={(value) => value && setMode(value as 'claim' | 'list')}
          className="w-full"
          aria-label="How to link your venue"
        >
          <ToggleGroupItem value="claim">Find your venue</ToggleGroupItem>
          <ToggleGroupItem value="list">List a new venue</ToggleGroupItem>
        </ToggleGroup>
        {mode === 'claim' ? <ClaimForm /> : <ListForm />}
      </CardContent>
    </Card>
  );
}

function ClaimForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(venueClaimSchema),
    defaultValues: { message: '' },
  });
  // The venue box is a search: what is typed, and the venue picked from its suggestions (none until one is).
  const [search, setSearch] = useState<{ text: string; picked: PickedVenue | null }>({ text: '', picked: null });
  const [claim, claiming] = useClaimVenueMutation();
  const ids = { venue: useId(), message: useId() };
  const picked = search.picked;
  const submit = handleSubmit(({ message }) => {
    if (picked && !claiming) claim({ venue: picked.id, message }, { onFields: intoForm(setError) });
  });
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <Field id={ids.venue} label="Venue" hint="Type at least 2 characters of its name or city.">
        <VenueSearchField
          id={ids.venue}
          value={search.text}
          placeholder="Search venues"
          onTextChange={(text) => setSearch({ text, picked: null })}
          onPick={(venue) => setSearch({ text: venue.name, picked: venue })}
        />
      </Field>
      <Field
        id={ids.message}
        label="Message to the admin (optional)"
        hint="Your role, and how an admin can check it (a phone number, the venue's website)."
        error={errors.message?.message}
      >
        <Textarea id={ids.message} rows={3} aria-invalid={Boolean(errors.message) || undefined} {...register('message')} />
      </Field>
      <Button type="submit" disabled={!picked || claiming}>
        {claiming ? 'Sending...' : 'Claim this venue'}
      </Button>
    </form>
  );
}

const LISTING_FIELDS = { name: '', city: '', state: '', country: '', address: '', websiteUrl: '' };

function ListForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(venueListingSchema), defaultValues: LISTING_FIELDS });
  const [list, listing] = useListVenueMutation();
  const ids = { name: useId(), city: useId(), state: useId(), country: useId(), address: useId(), websiteUrl: useId() };
  const field = (name: keyof typeof LISTING_FIELDS, label: string, type = 'text') => (
    <Field id={ids[name]} label={label} error={errors[name]?.message}>
      <Input id={ids[name]} type={type} aria-invalid={Boolean(errors[name]) || undefined} {...register(name)} />
    </Field>
  );
  const submit = handleSubmit((input) => {
    if (!listing) list(input, { onFields: intoForm(setError) });
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
      {field('name', 'Venue name')}
      <div className="grid grid-cols-2 gap-3">
        {field('city', 'City')}
        {field('state', 'State or region')}
      </div>
      {field('country', 'Country')}
      {field('address', 'Address (optional)')}
      {field('websiteUrl', 'Website (optional)', 'url')}
      <Button type="submit" disabled={listing}>
        {listing ? 'Saving...' : 'List venue'}
      </Button>
    </form>
  );
}
