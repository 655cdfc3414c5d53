import { AwardIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { z } from 'zod';
import {
  ACHIEVEMENT_FIELDS,
  ACHIEVEMENT_SECTIONS,
  ACHIEVEMENT_TYPE_LABELS,
  ACHIEVEMENT_TYPES,
  achievementDetails,
  achievementSchema,
  type AchievementType,
} from '@common/achievements';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { Field } from '@/components/ui/field';
import { useAddAchievementMutation } from '../mutations/AddAchievementMutation';
import { useRemoveAchievementMutation } from '../mutations/RemoveAchievementMutation';
import { intoForm } from '@/lib/form-errors';
import type { AchievementsEditor_user$key } from './__generated__/AchievementsEditor_user.graphql';

/** Awards/Competitions/Certificates (bartender and brand accounts). */
export function AchievementsEditor({ user }: { user: AchievementsEditor_user$key }) {
  const data = useFragment(
    graphql`
      fragment AchievementsEditor_user on User {
        achievements {
          id
          type
          title
          competition
          place
          organizer
          result
          issuer
          year
        }
      }
    `,
    user,
  );
  const [adding, setAdding] = useState(false);
  const [remove, removing] = useRemoveAchievementMutation();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <AwardIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Awards/
            <wbr />
            Competitions/
            <wbr />
            Certificates
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {ACHIEVEMENT_SECTIONS.map((section) => {
          const items = data.achievements.filter((item) => item.type === section.type);
          return (
            <section key={section.type} aria-label={section.title}>
              <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{section.title}</h3>
              {items.length ? (
                <ul className="flex flex-col gap-1.5">
                  {items.map((item) => (
                    <li key={item.id} className="flex items-center gap-2 rounded-xl border px-3 py-2 text-sm">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium">{item.title}</p>
                        <p className="text-muted-foreground">
                          {achievementDetails([item.place, item.competition, item.result, item.organizer, item.issuer, item.year])}
                        </p>
                      </div>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Remove ${item.title}`}
                        disabled={removing}
                        onClick={() => remove(item.id)}
                      >
                        <Trash2Icon />
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{section.empty}</p>
              )}
            </section>
          );
        })}
        {adding ? (
          <AchievementForm onDone={() => setAdding(false)} />
        ) : (
          // The label is longer than a phone's card is wide: it wraps inside the button instead of overflowing.
          <Button variant="outline" className="h-auto min-h-11 py-2.5 text-center whitespace-normal" onClick={() => setAdding(true)}>
            <PlusIcon />
            Add Award, Competition or Certificate
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The form holds every type's fields; the schema keeps the chosen type's and drops the rest. */
interface AchievementFormValues {
  type: AchievementType;
  title: string;
  competition: string;
  place: string;
  organizer: string;
  result: string;
  issuer: string;
  year: number | null;
  certificateUrl: string;
}

const achievementResolver = zodResolver(achievementSchema) as unknown as Resolver<
  AchievementFormValues,
  unknown,
  z.output<typeof achievementSchema>
>;

/** A typed year: empty is none, anything else a number (the schema refuses what is not a year). */
const yearValue = (value: string | number | null) => (typeof value === 'string' ? (value.trim() ? Number(value) : null) : value);

function AchievementForm({ onDone }: { onDone(): void }) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<AchievementFormValues, unknown, z.output<typeof achievementSchema>>({
    resolver: achievementResolver,
    defaultValues: {
      type: 'award',
      title: '',
      competition: '',
      place: '',
      organizer: '',
      result: '',
      issuer: '',
      year: null,
      certificateUrl: '',
    },
  });
  const type = useWatch({ control, name: 'type' });
  const [add, saving] = useAddAchievementMutation();
  const baseId = useId();
  const idOf = (name: string) => `${baseId}-${name}`;
  const input = (
    name: Exclude<keyof AchievementFormValues, 'type'>,
    label: string,
    props: ComponentProps<typeof Input> = {},
    options: { setValueAs?: (value: string | number | null) => unknown } = {},
  ) => (
    <Field id={idOf(name)} label={label} error={errors[name]?.message}>
      <Input id={idOf(name)} aria-invalid={Boolean(errors[name]) || undefined} {...props} {...register(name, options)} />
    </Field>
  );

  const save = handleSubmit((achievement) => {
    if (!saving) add(achievement, { onSaved: onDone, onFields: intoForm(setError) });
  });

  return (
    <form
      aria-label="Add an award, competition or certificate"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary/[0.04] p-3"
      noValidate
      onSubmit={(event) => void save(event)}
    >
      <ToggleGroup
        type="single"
        value={type}
        onValueChange={(value) => value && setValue('type', value as AchievementType)}
        aria-label="Type"
        className="w-full"
      >
        {ACHIEVEMENT_TYPES.map((option) => (
          <ToggleGroupItem key={option} value={option}>
            {ACHIEVEMENT_TYPE_LABELS[option]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {input('title', 'Title')}
      {ACHIEVEMENT_FIELDS[type].map(({ name, label }) => (
        <div key={name}>{input(name, label)}</div>
      ))}
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        {input('year', 'Year', { inputMode: 'numeric', maxLength: 4 }, { setValueAs: yearValue })}
        {input('certificateUrl', 'Certificate link', { type: 'url', placeholder: 'https://' })}
      </div>
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
