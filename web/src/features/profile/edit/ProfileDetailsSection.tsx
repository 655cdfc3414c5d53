import { CircleCheckIcon, SaveIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { z } from 'zod';
import { useNavigate } from 'react-router-dom';
import { PROFILE_TYPE_LABELS, PROFILE_TYPES, type ProfileType, REDIRECT_AFTER_PROFILE_SAVE_MS } from '@common/constants';
import {
  PROFILE_MESSAGES,
  profileCompleteness,
  type ProfileInput,
  profileInputSchema,
  REQUIRED_PROFILE_FIELDS,
  specialtyLimit,
} from '@common/profile';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Field } from '@/components/ui/field';
import { useUpdateProfileMutation } from '../mutations/UpdateProfileMutation';
import { intoForm } from '@/lib/form-errors';
import type { ProfileDetailsSection_user$key } from './__generated__/ProfileDetailsSection_user.graphql';
import { CompletenessBar } from './CompletenessBar';
import { LocationField } from '@/components/LocationField';
import { SpecialtiesField } from './SpecialtiesField';

interface Values {
  firstName: string;
  lastName: string;
  displayName: string;
  bio: string;
  location: string;
  specialties: string[];
  profileType: ProfileType;
  hours: string;
  favoriteStyle: string;
  shareCheckIns: boolean;
}

/** A profile that could not be read starts from empty defaults and the user type (spec section 4). */
const EMPTY: Values = {
  firstName: '',
  lastName: '',
  displayName: '',
  bio: '',
  location: '',
  specialties: [],
  profileType: 'user',
  hours: '',
  favoriteStyle: '',
  shareCheckIns: false,
};

interface ProfileDetailsSectionProps {
  user: ProfileDetailsSection_user$key | null;
  isAdmin: boolean;
  workEntryCount: number;
  /** Shown between the completeness bar and Personal Information (the Profile Picture card). */
  before?: ReactNode;
}

/** Personal Information and About You, with the completeness bar; Save only when something changed. */
export function ProfileDetailsSection({ user, isAdmin, workEntryCount, before }: ProfileDetailsSectionProps) {
  const data = useFragment(
    graphql`
      fragment ProfileDetailsSection_user on User {
        firstName
        lastName
        chosenDisplayName
        bio
        location
        specialties
        profileType
        hours
        favoriteStyle
        shareCheckIns
        email
      }
    `,
    user,
  );
  const initial = useMemo<Values>(
    () =>
      data
        ? {
            firstName: data.firstName,
            lastName: data.lastName,
            displayName: data.chosenDisplayName ?? '',
            bio: data.bio ?? '',
            location: data.location ?? '',
            specialties: [...data.specialties],
            profileType: data.profileType,
            hours: data.hours ?? '',
            favoriteStyle: data.favoriteStyle ?? '',
            shareCheckIns: data.shareCheckIns ?? false,
          }
        : EMPTY,
    [data],
  );
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    setValue,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileInput, unknown, z.output<typeof profileInputSchema>>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: initial,
  });
  const [saved, setSaved] = useState(false);
  const [updateProfile, saving] = useUpdateProfileMutation();
  const navigate = useNavigate();
  const ids = {
    firstName: useId(),
    lastName: useId(),
    displayName: useId(),
    email: useId(),
    profileType: useId(),
    location: useId(),
    bio: useId(),
    hours: useId(),
    favoriteStyle: useId(),
    shareCheckIns: useId(),
  };

  // "Updated" stays until something changes again; then the way back to the profile is off.
  const success = saved && !isDirty;
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => void navigate('/profile'), REDIRECT_AFTER_PROFILE_SAVE_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const values = useWatch({ control });
  const type = values.profileType ?? initial.profileType;
  const completeness = profileCompleteness({
    firstName: values.firstName,
    lastName: values.lastName,
    bio: values.bio,
    location: values.location,
    profileType: type,
    workEntryCount,
  });
  const empty = (field: (typeof REQUIRED_PROFILE_FIELDS)[number]) => !values[field]?.trim();

  const save = handleSubmit((input) => {
    if (saving || !isDirty) return;
    const submitted = getValues();
    updateProfile(
      {
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: input.displayName ?? '',
        bio: input.bio,
        location: input.location,
        specialties: specialtyLimit(type) > 0 ? input.specialties : [],
        ...(isAdmin ? { profileType: type } : {}),
        ...(type === 'bar' ? { hours: input.hours ?? '' } : {}),
        ...(type === 'user' ? { favoriteStyle: input.favoriteStyle ?? '' } : {}),
        shareCheckIns: input.shareCheckIns ?? false,
      },
      {
        onSaved: () => {
          reset(submitted);
          setSaved(true);
        },
        onFailed: (message, fields) => {
          intoForm(setError)(fields);
          setError('root.server', { type: 'server', message });
        },
      },
    );
  });

  const required = (label: string) => (
    <>
      {label}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
    </>
  );

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void save(event)}>
      <CompletenessBar percent={completeness.percent} missing={completeness.missing} />
      {before}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Personal Information</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3">
            <Field id={ids.firstName} label={required('First name')} error={errors.firstName?.message}>
              <Input
                id={ids.firstName}
                autoComplete="given-name"
                required
                aria-invalid={empty('firstName') || Boolean(errors.firstName) || undefined}
                {...register('firstName')}
              />
            </Field>
            <Field id={ids.lastName} label={required('Last name')} error={errors.lastName?.message}>
              <Input
                id={ids.lastName}
                autoComplete="family-name"
                required
                aria-invalid={empty('lastName') || Boolean(errors.lastName) || undefined}
                {...register('lastName')}
              />
            </Field>
          </div>
          <Field
            id={ids.displayName}
            label="Display name"
            error={errors.displayName?.message}
            hint="Shown instead of your first and last name, if you like."
          >
            <Input id={ids.displayName} aria-invalid={Boolean(errors.displayName) || undefined} {...register('displayName')} />
          </Field>
          {data?.email ? (
            <Field id={ids.email} label="Email">
              <Input id={ids.email} value={data.email} readOnly disabled />
            </Field>
          ) : null}
          <Field id={ids.location} label={required('Location')} error={errors.location?.message}>
            <Controller
              control={control}
              name="location"
              render={({ field }) => (
                <LocationField
                  id={ids.location}
                  value={field.value ?? ''}
                  invalid={empty('location') || Boolean(errors.location)}
                  onChange={field.onChange}
                />
              )}
            />
          </Field>
          <Field
            id={ids.profileType}
            label="Account type"
            error={errors.profileType?.message}
            hint={isAdmin ? undefined : 'Set by your invite.'}
          >
            <Select
              value={type}
              onValueChange={(value) => setValue('profileType', value as ProfileType, { shouldDirty: true })}
              disabled={!isAdmin}
            >
              <SelectTrigger id={ids.profileType} aria-label="Account type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PROFILE_TYPES.filter((option) => option !== 'admin' || isAdmin).map((option) => (
                  <SelectItem key={option} value={option}>
                    {PROFILE_TYPE_LABELS[option]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">About You</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <Field id={ids.bio} label={required('Bio')} error={errors.bio?.message}>
            <Textarea
              id={ids.bio}
              rows={4}
              aria-invalid={empty('bio') || Boolean(errors.bio) || undefined}
              placeholder="Your style, your bar, your signature serve"
              {...register('bio')}
            />
          </Field>
          {specialtyLimit(type) > 0 ? (
            <Controller
              control={control}
              name="specialties"
              render={({ field }) => (
                <SpecialtiesField
                  value={field.value ?? []}
                  profileType={type}
                  serverError={errors.specialties?.message}
                  onChange={field.onChange}
                />
              )}
            />
          ) : null}
          {type === 'bar' ? (
            <Field id={ids.hours} label="Opening hours" error={errors.hours?.message} hint="As you would write them on the door.">
              <Textarea id={ids.hours} rows={3} placeholder="Tue–Sun 6pm–2am" {...register('hours')} />
            </Field>
          ) : null}
          {type === 'user' ? (
            <Field id={ids.favoriteStyle} label="Favorite style" error={errors.favoriteStyle?.message}>
              <Input id={ids.favoriteStyle} placeholder="Bitter and stirred" {...register('favoriteStyle')} />
            </Field>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Privacy</CardTitle>
        </CardHeader>
        <CardContent>
          <div className="flex items-start gap-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Label htmlFor={ids.shareCheckIns} className="leading-snug">
                {PROFILE_MESSAGES.shareCheckInsLabel}
              </Label>
              <p id={`${ids.shareCheckIns}-hint`} className="text-sm text-muted-foreground">
                {PROFILE_MESSAGES.shareCheckInsHint}
              </p>
            </div>
            <Controller
              control={control}
              name="shareCheckIns"
              render={({ field }) => (
                <Switch
                  id={ids.shareCheckIns}
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                  aria-describedby={`${ids.shareCheckIns}-hint`}
                />
              )}
            />
          </div>
        </CardContent>
      </Card>

      {errors.root?.server ? (
        <Alert variant="destructive">
          <AlertDescription>{errors.root.server.message}</AlertDescription>
        </Alert>
      ) : null}
      {success ? (
        <Alert variant="success" icon={<CircleCheckIcon />}>
          <AlertDescription>{PROFILE_MESSAGES.updated}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={!isDirty || saving}>
        <SaveIcon />
        {saving ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
