import { CircleCheckIcon, SaveIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { PROFILE_TYPE_LABELS, PROFILE_TYPES, type ProfileType, REDIRECT_AFTER_PROFILE_SAVE_MS } from '@common/constants';
import { PROFILE_MESSAGES, profileCompleteness, REQUIRED_PROFILE_FIELDS, specialtyLimit } from '@common/profile';
import { useSession } from '@/app/session/useSession';
import { readSessionViewer } from '@/app/session/SessionViewer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { GraphQLHttpError } from '@/relay/fetch-graphql';
import { Field } from '@/components/ui/field';
import { failureOf } from '@/relay/mutation-result';
import { useUpdateProfileMutation } from '../mutations/UpdateProfileMutation';
import type { ProfileDetailsSection_user$key } from './__generated__/ProfileDetailsSection_user.graphql';
import { CompletenessBar } from './CompletenessBar';
import { LocationField } from './LocationField';
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
};

function same(a: Values, b: Values): boolean {
  return (Object.keys(a) as Array<keyof Values>).every((key) =>
    Array.isArray(a[key]) ? (a[key] as string[]).join('\u0000') === (b[key] as string[]).join('\u0000') : a[key] === b[key],
  );
}

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
          }
        : EMPTY,
    [data],
  );
  const [values, setValues] = useState<Values>(initial);
  const [saved, setSaved] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [commit, saving] = useUpdateProfileMutation();
  const { updateViewer } = useSession();
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
  };

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/profile'), REDIRECT_AFTER_PROFILE_SAVE_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const changed = !same(values, saved);
  const completeness = profileCompleteness({ ...values, workEntryCount });
  const type = values.profileType;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
    setSuccess(false);
  };
  const empty = (field: (typeof REQUIRED_PROFILE_FIELDS)[number]) => !values[field].trim();

  function save() {
    if (saving || !changed) return;
    setFormError(null);
    commit({
      variables: {
        input: {
          firstName: values.firstName,
          lastName: values.lastName,
          displayName: values.displayName,
          bio: values.bio,
          location: values.location,
          specialties: specialtyLimit(type) > 0 ? values.specialties : [],
          ...(isAdmin ? { profileType: type } : {}),
          ...(type === 'bar' ? { hours: values.hours } : {}),
          ...(type === 'user' ? { favoriteStyle: values.favoriteStyle } : {}),
        },
      },
      onCompleted: ({ updateProfile }) => {
        if (updateProfile.__typename === 'UpdateProfilePayload') {
          setSaved(values);
          setSuccess(true);
          if (updateProfile.user) updateViewer(readSessionViewer(updateProfile.user));
        } else {
          setErrors(failureOf(updateProfile)?.fields ?? {});
          setFormError(failureOf(updateProfile)?.message || PROFILE_MESSAGES.updateFailed(400));
        }
      },
      onError: (error) =>
        setFormError(
          error instanceof GraphQLHttpError
            ? PROFILE_MESSAGES.updateFailed(error.status)
            : error.message || PROFILE_MESSAGES.updateFailed('network'),
        ),
    });
  }

  const required = (label: string) => (
    <>
      {label}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
    </>
  );

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <CompletenessBar percent={completeness.percent} missing={completeness.missing} />
      {before}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Personal Information</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3">
            <Field id={ids.firstName} label={required('First name')} error={errors.firstName}>
              <Input
                id={ids.firstName}
                autoComplete="given-name"
                required
                value={values.firstName}
                aria-invalid={empty('firstName') || Boolean(errors.firstName) || undefined}
                onChange={(event) => set('firstName', event.target.value)}
              />
            </Field>
            <Field id={ids.lastName} label={required('Last name')} error={errors.lastName}>
              <Input
                id={ids.lastName}
                autoComplete="family-name"
                required
                value={values.lastName}
                aria-invalid={empty('lastName') || Boolean(errors.lastName) || undefined}
                onChange={(event) => set('lastName', event.target.value)}
              />
            </Field>
          </div>
          <Field
            id={ids.displayName}
            label="Display name"
            error={errors.displayName}
            hint="Shown instead of your first and last name, if you like."
          >
            <Input id={ids.displayName} value={values.displayName} onChange={(event) => set('displayName', event.target.value)} />
          </Field>
          {data?.email ? (
            <Field id={ids.email} label="Email">
              <Input id={ids.email} value={data.email} readOnly disabled />
            </Field>
          ) : null}
          <Field id={ids.location} label={required('Location')} error={errors.location}>
            <LocationField
              id={ids.location}
              value={values.location}
              invalid={empty('location') || Boolean(errors.location)}
              onChange={(value) => set('location', value)}
            />
          </Field>
          <Field id={ids.profileType} label="Account type" error={errors.profileType} hint={isAdmin ? undefined : 'Set by your invite.'}>
            <Select value={type} onValueChange={(value) => set('profileType', value as ProfileType)} disabled={!isAdmin}>
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
          <Field id={ids.bio} label={required('Bio')} error={errors.bio}>
            <Textarea
              id={ids.bio}
              rows={4}
              value={values.bio}
              aria-invalid={empty('bio') || Boolean(errors.bio) || undefined}
              placeholder="Your style, your bar, your signature serve"
              onChange={(event) => set('bio', event.target.value)}
            />
          </Field>
          {specialtyLimit(type) > 0 ? (
            <SpecialtiesField
              value={values.specialties}
              profileType={type}
              serverError={errors.specialties || undefined}
              onChange={(next) => set('specialties', next)}
            />
          ) : null}
          {type === 'bar' ? (
            <Field id={ids.hours} label="Opening hours" error={errors.hours} hint="As you would write them on the door.">
              <Textarea
                id={ids.hours}
                rows={3}
                value={values.hours}
                placeholder="Tue–Sun 6pm–2am"
                onChange={(event) => set('hours', event.target.value)}
              />
            </Field>
          ) : null}
          {type === 'user' ? (
            <Field id={ids.favoriteStyle} label="Favorite style" error={errors.favoriteStyle}>
              <Input
                id={ids.favoriteStyle}
                value={values.favoriteStyle}
                placeholder="Bitter and stirred"
                onChange={(event) => set('favoriteStyle', event.target.value)}
              />
            </Field>
          ) : null}
        </CardContent>
      </Card>

      {formError ? (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      {success ? (
        <Alert variant="success" icon={<CircleCheckIcon />}>
          <AlertDescription>{PROFILE_MESSAGES.updated}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={!changed || saving}>
        <SaveIcon />
        {saving ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
