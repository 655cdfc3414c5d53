import { AwardIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  ACHIEVEMENT_FIELDS,
  ACHIEVEMENT_MESSAGES,
  ACHIEVEMENT_SECTIONS,
  ACHIEVEMENT_TYPE_LABELS,
  ACHIEVEMENT_TYPES,
  achievementDetails,
  type AchievementType,
} from '@common/achievements';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { Field } from '@/components/ui/field';
import { useAddAchievementMutation } from '../mutations/AddAchievementMutation';
import { useRemoveAchievementMutation } from '../mutations/RemoveAchievementMutation';
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
          <Button variant="outline" onClick={() => setAdding(true)}>
            <PlusIcon />
            Add Award, Competition or Certificate
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function AchievementForm({ onDone }: { onDone(): void }) {
  const [type, setType] = useState<AchievementType>('award');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [add, saving] = useAddAchievementMutation();
  const baseId = useId();
  const idOf = (name: string) => `${baseId}-${name}`;
  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };
  const input = (name: string, label: string, props: ComponentProps<typeof Input> = {}) => (
    <Field id={idOf(name)} label={label} error={errors[name]}>
      <Input
        id={idOf(name)}
        value={values[name] ?? ''}
        aria-invalid={Boolean(errors[name]) || undefined}
        onChange={(event) => set(name, event.target.value)}
        {...props}
      />
    </Field>
  );

  function save() {
    if (saving) return;
    if (!values.title?.trim()) {
      setErrors({ title: ACHIEVEMENT_MESSAGES.titleRequired });
      return;
    }
    const year = values.year?.trim() ? Number(values.year) : null;
    const details = Object.fromEntries(ACHIEVEMENT_FIELDS[type].map(({ name }) => [name, values[name] || null]));
    add(
      {
        type,
        title: values.title,
        year: Number.isFinite(year) ? year : null,
        certificateUrl: values.certificateUrl || null,
        ...details,
      },
      { onSaved: onDone, onFields: setErrors },
    );
  }

  return (
    <form
      aria-label="Add an award, competition or certificate"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary/[0.04] p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <ToggleGroup
        type="single"
        value={type}
        onValueChange={(value) => value && setType(value as AchievementType)}
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
        {input('year', 'Year', { inputMode: 'numeric', maxLength: 4 })}
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
