import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { addDays, canPostGigs, GIG_MESSAGES, gigSchemaFrom } from '@common/gigs';
import { WORK_ROLE_LABELS, WORK_ROLES, type WorkRole } from '@common/hiring';
import { useSession } from '@/app/session/useSession';
import { LocationField } from '@/components/LocationField';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { localToday } from '@/lib/dates';
import { usePostGigMutation } from './mutations/PostGigMutation';

type Form = { title: string; role: WorkRole | ''; startsOn: string; payText: string; city: string; description: string; closesOn: string };

const FIELDS = ['title', 'role', 'startsOn', 'payText', 'city', 'description', 'closesOn'] as const;

/** Post a gig (decision 0055): venue and brand accounts; the same schema as the server, field by field. */
export default function PostGigPage() {
  const { viewer } = useSession();
  const navigate = useNavigate();
  const id = useId();
  // The phone's own date: a poster's yesterday is the past here at any hour (the server allows the
  // earliest today anywhere, which it is for half of each day).
  const [today] = useState(() => localToday());
  const [schema] = useState(() => gigSchemaFrom(() => today));
  const { control, register, handleSubmit, setError, formState } = useForm<Form>({
    defaultValues: {
      title: '',
      role: '',
      startsOn: addDays(today, 7),
      payText: '',
      city: '',
      description: '',
      closesOn: addDays(today, 5),
    },
    resolver: zodResolver(schema) as unknown as Resolver<Form>,
  });
  const [postGig, posting] = usePostGigMutation();

  if (!canPostGigs(viewer)) {
    return (
      <div className="pb-8">
        <PageHeader title={GIG_MESSAGES.post} back="history" />
        <div className="flex flex-col items-start gap-4 px-4">
          <p role="alert" className="text-sm text-muted-foreground">
            {GIG_MESSAGES.postersOnly}
          </p>
          {/* What such a member can do here: read the gigs. */}
          <Button asChild variant="outline">
            <Link to="/gigs">{GIG_MESSAGES.seeAllGigs}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const submit = handleSubmit((values) => {
    if (posting) return;
    // The resolver handed over the schema's output; parsing again is a no-op that types it.
    postGig(schema.parse(values), {
      onPosted: (databaseId) => void navigate(`/gigs/${databaseId}`, { replace: true }),
      onFields: (fields) => {
        for (const [path, message] of Object.entries(fields)) {
          const field = FIELDS.find((name) => name === path);
          if (field) setError(field, { type: 'server', message });
        }
      },
    });
  });

  const error = (field: keyof Form) => formState.errors[field]?.message;
  /** The control's ARIA: refused or not, and its message. */
  const aria = (field: keyof Form) =>
    error(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : { 'aria-invalid': undefined };

  return (
    <div className="pb-8">
      <title>{`${GIG_MESSAGES.post} · Repour`}</title>
      <PageHeader title={GIG_MESSAGES.post} back="history" />
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 px-4">
        <Field id={`${id}-title`} label="Title" error={error('title')}>
          <Input id={`${id}-title`} {...aria('title')} {...register('title')} />
        </Field>
        <Field id={`${id}-role`} label="Role" error={error('role')}>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id={`${id}-role`} className="w-full" {...aria('role')} onBlur={field.onBlur}>
                  <SelectValue placeholder="Choose a role" />
                </SelectTrigger>
                <SelectContent>
                  {WORK_ROLES.map((role) => (
                    <SelectItem key={role} value={role}>
                      {WORK_ROLE_LABELS[role]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-startsOn`} label="Date or start date" error={error('startsOn')}>
            <Input id={`${id}-startsOn`} type="date" {...aria('startsOn')} {...register('startsOn')} />
          </Field>
          <Field id={`${id}-closesOn`} label="Closes on" error={error('closesOn')}>
            <Input id={`${id}-closesOn`} type="date" {...aria('closesOn')} {...register('closesOn')} />
          </Field>
        </div>
        <Field id={`${id}-payText`} label="Pay" error={error('payText')}>
          <Input id={`${id}-payText`} placeholder="£15/hour + tips" {...aria('payText')} {...register('payText')} />
        </Field>
        <Field id={`${id}-city`} label="City" error={error('city')}>
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <LocationField
                id={`${id}-city`}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(error('city'))}
                describedBy={error('city') ? `${id}-city-error` : undefined}
              />
            )}
          />
        </Field>
        <Field id={`${id}-description`} label="Description" error={error('description')}>
          <Textarea id={`${id}-description`} rows={5} {...aria('description')} {...register('description')} />
        </Field>
        <Button type="submit" disabled={posting}>
          {posting ? GIG_MESSAGES.posting : GIG_MESSAGES.post}
        </Button>
      </form>
    </div>
  );
}
