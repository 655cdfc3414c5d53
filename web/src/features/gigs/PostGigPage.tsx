import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addDays, canPostGigs, GIG_MESSAGES, gigSchema, isoDate } from '@common/gigs';
import { WORK_ROLE_LABELS, WORK_ROLES, type WorkRole } from '@common/hiring';
import { useSession } from '@/app/session/useSession';
import { LocationField } from '@/components/LocationField';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { usePostGigMutation } from './mutations/PostGigMutation';

type Form = { title: string; role: WorkRole | ''; startsOn: string; payText: string; city: string; description: string; closesOn: string };

/** Post a gig (decision 0055): venue and brand accounts; the same schema as the server, field by field. */
export default function PostGigPage() {
  const { viewer } = useSession();
  const navigate = useNavigate();
  const today = isoDate(new Date());
  const [form, setForm] = useState<Form>({
    title: '',
    role: '',
    startsOn: addDays(today, 7),
    payText: '',
    city: '',
    description: '',
    closesOn: addDays(today, 5),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = {
    title: useId(),
    role: useId(),
    startsOn: useId(),
    payText: useId(),
    city: useId(),
    description: useId(),
    closesOn: useId(),
  };
  const [postGig, posting] = usePostGigMutation();
  const set = (key: keyof Form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  if (!canPostGigs(viewer)) {
    return (
      <div className="pb-8">
        <PageHeader title={GIG_MESSAGES.post} back="history" />
        <p role="alert" className="px-4 text-sm text-muted-foreground">
          {GIG_MESSAGES.postersOnly}
        </p>
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = gigSchema.safeParse(form);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    postGig(parsed.data, {
      onPosted: (databaseId) => void navigate(`/gigs/${databaseId}`, { replace: true }),
      onFields: setErrors,
    });
  };

  return (
    <div className="pb-8">
      <title>{`${GIG_MESSAGES.post} · Repour`}</title>
      <PageHeader title={GIG_MESSAGES.post} back="history" />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-4">
        <Field id={ids.title} label="Title" error={errors.title}>
          <Input
            id={ids.title}
            value={form.title}
            onChange={(event) => set('title')(event.target.value)}
            aria-invalid={Boolean(errors.title)}
          />
        </Field>
        <Field id={ids.role} label="Role" error={errors.role}>
          <Select value={form.role} onValueChange={set('role')}>
            <SelectTrigger id={ids.role} className="w-full" aria-invalid={Boolean(errors.role)}>
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
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id={ids.startsOn} label="Date or start date" error={errors.startsOn}>
            <Input
              id={ids.startsOn}
              type="date"
              value={form.startsOn}
              onChange={(event) => set('startsOn')(event.target.value)}
              aria-invalid={Boolean(errors.startsOn)}
            />
          </Field>
          <Field id={ids.closesOn} label="Closes on" error={errors.closesOn}>
            <Input
              id={ids.closesOn}
              type="date"
              value={form.closesOn}
              onChange={(event) => set('closesOn')(event.target.value)}
              aria-invalid={Boolean(errors.closesOn)}
            />
          </Field>
        </div>
        <Field id={ids.payText} label="Pay" error={errors.payText}>
          <Input
            id={ids.payText}
            value={form.payText}
            placeholder="£15/hour + tips"
            onChange={(event) => set('payText')(event.target.value)}
            aria-invalid={Boolean(errors.payText)}
          />
        </Field>
        <Field id={ids.city} label="City" error={errors.city}>
          <LocationField id={ids.city} value={form.city} onChange={set('city')} invalid={Boolean(errors.city)} />
        </Field>
        <Field id={ids.description} label="Description" error={errors.description}>
          <Textarea
            id={ids.description}
            rows={5}
            value={form.description}
            onChange={(event) => set('description')(event.target.value)}
            aria-invalid={Boolean(errors.description)}
          />
        </Field>
        <Button type="submit" disabled={posting}>
          {posting ? GIG_MESSAGES.posting : GIG_MESSAGES.post}
        </Button>
      </form>
    </div>
  );
}
