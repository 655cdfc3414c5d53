import { BriefcaseBusinessIcon, PlusIcon, SaveIcon, XIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { z } from 'zod';
import { canonicalCity, cityKey, WORK_ROLE_LABELS, WORK_ROLES, type WorkRole } from '@common/hiring';
import {
  OPEN_TO_WORK_CITIES_MAX,
  OPEN_TO_WORK_MESSAGES,
  OPEN_TO_WORK_NOTE_MAX,
  type OpenToWorkInput,
  openToWorkSchema,
} from '@common/open-to-work';
import { LocationField } from '@/components/LocationField';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChipToggle } from '@/components/ui/chip-toggle';
import { Field, FieldMessage } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useSetOpenToWorkMutation } from '../mutations/SetOpenToWorkMutation';
import type { OpenToWorkEditor_user$key } from './__generated__/OpenToWorkEditor_user.graphql';

interface Values {
  open: boolean;
  roles: WorkRole[];
  cities: string[];
  note: string;
}

/**
 * "Open to work" (bartender accounts, decision 0051): a switch, the roles wanted, the cities (the
 * profile's location suggestions) and a note. Switching it off takes effect at once; switching it on
 * shows the form, saved with its own button.
 */
export function OpenToWorkEditor({ user }: { user: OpenToWorkEditor_user$key }) {
  const data = useFragment(
    graphql`
      fragment OpenToWorkEditor_user on User {
        location
        openToWork {
          roles
          cities
          note
        }
      }
    `,
    user,
  );
  const saved = data.openToWork;
  const initial = useMemo<Values>(
    () =>
      saved
        ? { open: true, roles: [...saved.roles] as WorkRole[], cities: [...saved.cities], note: saved.note ?? '' }
        : // A first switch-on starts from the member's own city.
          { open: false, roles: [], cities: data.location ? [canonicalCity(data.location)] : [], note: '' },
    [saved, data.location],
  );
  const {
    control,
    handleSubmit,
    register,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isDirty },
  } = useForm<OpenToWorkInput, unknown, z.output<typeof openToWorkSchema>>({
    resolver: zodResolver(openToWorkSchema),
    defaultValues: initial,
    values: initial,
  });
  const [setOpenToWork, saving] = useSetOpenToWorkMutation();
  const values = useWatch({ control }) as Partial<Values>;
  const open = values.open ?? false;
  const ids = { open: useId(), roles: useId(), cities: useId(), note: useId() };

  const onFields = (fields: ReadonlyArray<{ path: string; message: string }>) => {
    for (const field of fields) {
      const name = field.path.split('.')[0] as 'roles' | 'cities' | 'note';
      if (name === 'roles' || name === 'cities' || name === 'note') setError(name, { type: 'server', message: field.message });
    }
  };

  const save = handleSubmit((input) => {
    if (saving) return;
    // Once saved, the form follows the member as the payload left them (the `values` above).
    setOpenToWork({ open: true, roles: input.roles, cities: input.cities, note: input.note ?? '' }, saved !== null, {
      onSaved: () => undefined,
      onFields,
    });
  });

  const switchTo = (on: boolean) => {
    clearErrors();
    if (on || !saved) {
      // Nothing is shown to anyone until Save; switched off before that, nothing was.
      setValue('open', on, { shouldDirty: true });
      return;
    }
    // Off takes effect at once: nobody finds the member from this moment. Refused or unanswered, the
    // server still shows them, and so does the switch.
    setValue('open', false);
    setOpenToWork({ open: false }, true, { onSaved: () => undefined, onFields, onFailed: () => setValue('open', true) });
  };

  const cityError = errors.cities?.message ?? (Array.isArray(errors.cities) ? errors.cities.find(Boolean)?.message : undefined);
  const noteLength = values.note?.length ?? 0;

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <BriefcaseBusinessIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <CardTitle className="text-base">
            <Label htmlFor={ids.open} className="text-base font-semibold">
              {OPEN_TO_WORK_MESSAGES.label}
            </Label>
          </CardTitle>
          <CardDescription>Venues and brands hiring can find you by role and city. Your profile shows it.</CardDescription>
        </div>
        <Switch
          id={ids.open}
          checked={open}
          disabled={saving}
          onCheckedChange={switchTo}
          aria-describedby={saved ? undefined : `${ids.open}-hint`}
        />
      </CardHeader>
      {open ? (
        <CardContent>
          <form noValidate className="flex flex-col gap-5" onSubmit={(event) => void save(event)} aria-label="Open to work details">
            <fieldset className="flex flex-col gap-2" aria-describedby={errors.roles ? `${ids.roles}-error` : undefined}>
              <legend className="mb-2 text-sm font-medium">Roles you want</legend>
              <Controller
                control={control}
                name="roles"
                render={({ field }) => (
                  <div role="group" aria-label="Roles" className="flex flex-wrap gap-1.5">
                    {WORK_ROLES.map((role) => {
                      const chosen = (field.value ?? []).includes(role);
                      return (
                        <ChipToggle
                          key={role}
                          checked={chosen}
                          onCheckedChange={(on) =>
                            field.onChange(on ? [...(field.value ?? []), role] : (field.value ?? []).filter((item) => item !== role))
                          }
                        >
                          {WORK_ROLE_LABELS[role]}
                        </ChipToggle>
                      );
                    })}
                  </div>
                )}
              />
              <FieldMessage id={`${ids.roles}-error`} message={errors.roles?.message} />
            </fieldset>

            <Controller
              control={control}
              name="cities"
              render={({ field }) => (
                <CitiesField
                  id={ids.cities}
                  value={field.value ?? []}
                  onChange={(next) => {
                    clearErrors('cities');
                    field.onChange(next);
                  }}
                  onRefused={(message) => setError('cities', { type: 'limit', message })}
                  error={cityError}
                />
              )}
            />

            <Field
              id={ids.note}
              label="Note"
              optional
              error={errors.note?.message}
              hint={
                <p className="text-right text-xs text-muted-foreground tabular-nums" aria-live="polite">
                  {noteLength}/{OPEN_TO_WORK_NOTE_MAX}
                </p>
              }
            >
              <Textarea
                id={ids.note}
                rows={3}
                placeholder="When you can start, the shifts you want, what you are looking for."
                aria-invalid={Boolean(errors.note) || undefined}
                aria-describedby={errors.note ? `${ids.note}-error` : undefined}
                {...register('note')}
              />
            </Field>

            <Button type="submit" disabled={saving || (saved !== null && !isDirty)}>
              <SaveIcon />
              {saving ? 'Saving...' : saved ? 'Save changes' : 'Show me as open to work'}
            </Button>
          </form>
        </CardContent>
      ) : (
        <p id={`${ids.open}-hint`} className="sr-only">
          Off: nobody sees you as open to work.
        </p>
      )}
    </Card>
  );
}

/** The cities: chips with a remove button, and the location box to add one (a suggestion, or what was typed). */
function CitiesField({
  id,
  value,
  onChange,
  onRefused,
  error,
}: {
  id: string;
  value: string[];
  onChange(next: string[]): void;
  onRefused(message: string): void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const full = value.length >= OPEN_TO_WORK_CITIES_MAX;

  const add = (typed: string) => {
    const city = canonicalCity(typed);
    if (!city) return;
    if (value.some((item) => cityKey(item) === cityKey(city))) {
      setText('');
      return;
    }
    if (full) {
      onRefused(OPEN_TO_WORK_MESSAGES.tooManyCities);
      return;
    }
    onChange([...value, city]);
    setText('');
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>Cities you would work in</Label>
        <span className="text-xs text-muted-foreground tabular-nums">
          {value.length}/{OPEN_TO_WORK_CITIES_MAX}
        </span>
      </div>
      {value.length > 0 ? (
        <ul aria-label="Chosen cities" className="flex flex-wrap gap-1.5">
          {value.map((city) => (
            <li key={city}>
              <span className="inline-flex h-8 max-w-full items-center gap-1 rounded-full bg-primary pr-1 pl-3 text-sm font-medium text-primary-foreground">
                <span className="truncate">{city}</span>
                <button
                  type="button"
                  aria-label={`Remove ${city}`}
                  onClick={() => onChange(value.filter((item) => item !== city))}
                  className="flex size-6 shrink-0 items-center justify-center rounded-full outline-none hover:bg-primary-foreground/20 focus-visible:ring-2 focus-visible:ring-primary-foreground"
                >
                  <XIcon className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <LocationField
            id={id}
            value={text}
            onChange={setText}
            onPick={(city) => add(city.name)}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
            placeholder={full ? 'Remove one to add another' : 'Add a city'}
            enterKeyHint="done"
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.defaultPrevented) {
                event.preventDefault();
                add(text);
              }
            }}
          />
        </div>
        <Button type="button" variant="outline" onClick={() => add(text)} disabled={!text.trim()} aria-label="Add city">
          <PlusIcon />
          Add
        </Button>
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
