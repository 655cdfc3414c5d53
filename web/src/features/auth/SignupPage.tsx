import { CheckIcon, CircleCheckIcon, CircleIcon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useRelayEnvironment } from 'react-relay/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@/app/session/useSession';
import { PageHeader } from '@/components/PageHeader';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { MESSAGES, signupFormSchema } from '../../../../common/auth';
import { INVITE_CODE_LENGTH, PROFILE_TYPE_LABELS, type ProfileType } from '../../../../common/constants';
import { sanitizeInviteCode } from '../../../../common/invite-code';
import { signupErrorText, signupInviteErrorText, type InviteCheck } from './auth-text';
import { Field } from '@/components/ui/field';
import { FormAlert } from './FormAlert';
import { InviteCodeInput } from './InviteCodeInput';
import { checkInvite } from './InviteValidationQuery';
import { firstSignupError, passwordChecklist, SIGNUP_FIELD_ORDER, type SignupField } from './signup-form';
import { useSignUpMutation } from './SignUpMutation';

type InviteStatus =
  { state: 'idle' } | { state: 'checking' } | { state: 'valid'; profileType: ProfileType } | { state: 'invalid'; message: string };

function inviteStatusFrom(check: InviteCheck): InviteStatus {
  return check.kind === 'valid'
    ? { state: 'valid', profileType: check.profileType }
    : { state: 'invalid', message: signupInviteErrorText(check) };
}

const fieldIds: Record<SignupField, string> = {
  inviteCode: 'signup-invite-code',
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

/** Create an account with an invite code (spec section 2, signup screen). */
export default function SignupPage() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [signUp, creating] = useSignUpMutation();
  const [searchParams] = useSearchParams();
  const [initialCode] = useState(() => sanitizeInviteCode(searchParams.get('code') ?? ''));
  const { control, register, handleSubmit, setValue, setError, clearErrors, setFocus, formState } = useForm({
    defaultValues: { inviteCode: initialCode, firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    resolver: zodResolver(signupFormSchema),
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: 'password' });
  const [invite, setInvite] = useState<InviteStatus>(() =>
    initialCode.length === INVITE_CODE_LENGTH ? { state: 'checking' } : { state: 'idle' },
  );
  // Only the answer to the latest code counts.
  const inviteRequest = useRef(0);

  // A code from the URL is validated at once.
  useEffect(() => {
    if (initialCode.length !== INVITE_CODE_LENGTH) return;
    const request = ++inviteRequest.current;
    void checkInvite(environment, initialCode).then((check) => {
      if (request === inviteRequest.current) setInvite(inviteStatusFrom(check));
    });
  }, [environment, initialCode]);

  function changeInviteCode(code: string) {
    setValue('inviteCode', code);
    clearErrors();
    const request = ++inviteRequest.current;
    if (code.length !== INVITE_CODE_LENGTH) {
      setInvite({ state: 'idle' });
      return;
    }
    setInvite({ state: 'checking' });
    void checkInvite(environment, code).then((check) => {
      if (request === inviteRequest.current) setInvite(inviteStatusFrom(check));
    });
  }

  // One refusal at a time, in the screen's order; then what the server said without naming a field.
  const errors = formState.errors;
  const problem = firstSignupError({
    inviteCode: errors.inviteCode?.message,
    firstName: errors.firstName?.message,
    lastName: errors.lastName?.message,
    email: errors.email?.message,
    password: errors.password?.message,
    confirmPassword: errors.confirmPassword?.message,
  });
  const message = problem?.message ?? errors.root?.server?.message ?? null;

  const submit = handleSubmit(
    async ({ inviteCode, firstName, lastName, email, password }) => {
      if (creating) return;
      if (invite.state !== 'valid') {
        setError('inviteCode', { type: 'invite', message: MESSAGES.inviteSignupNotValidated });
        setFocus('inviteCode');
        return;
      }
      const outcome = await signUp({ inviteCode, firstName, lastName, email, password });
      if (outcome.kind === 'signedIn') {
        signIn(outcome.token, outcome.viewer);
        // Wins over the revalidation that signing in starts (which would send a member on /signup to /feed).
        void navigate('/edit-profile', { replace: true });
        return;
      }
      // A code used by someone else meanwhile: validate again before the form may be sent.
      if (outcome.kind === 'refused' && outcome.field === 'inviteCode') setInvite({ state: 'idle' });
      const field = outcome.kind === 'refused' ? SIGNUP_FIELD_ORDER.find((name) => name === outcome.field) : undefined;
      setError(field ?? 'root.server', { type: 'server', message: signupErrorText(outcome) });
    },
    (refused) => {
      const first = firstSignupError({
        inviteCode: refused.inviteCode?.message,
        firstName: refused.firstName?.message,
        lastName: refused.lastName?.message,
        email: refused.email?.message,
        password: refused.password?.message,
        confirmPassword: refused.confirmPassword?.message,
      });
      if (first) setFocus(first.field);
    },
  );

  const invalid = (field: SignupField) => (problem?.field === field ? true : undefined);

  return (
    <div className="flex flex-1 flex-col pb-10">
      <title>Create Account · Repour</title>
      <PageHeader title="Create Account" description="Join the community with your invite code" back="/login" backLabel="Back to Login" />
      <div className="px-4">
        <Card>
          <CardContent>
            <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
              <Field id={fieldIds.inviteCode} label="Invite Code" hint={<InviteCodeHint status={invite} />}>
                <Controller
                  control={control}
                  name="inviteCode"
                  render={({ field }) => (
                    <InviteCodeInput
                      id={fieldIds.inviteCode}
                      ref={field.ref}
                      placeholder="8-character code"
                      value={field.value}
                      onValueChange={changeInviteCode}
                      onBlur={field.onBlur}
                      aria-invalid={invite.state === 'invalid' || invalid('inviteCode')}
                    />
                  )}
                />
              </Field>

              <div className="grid grid-cols-2 gap-3">
                <Field id={fieldIds.firstName} label="First Name">
                  <Input id={fieldIds.firstName} autoComplete="given-name" {...register('firstName')} aria-invalid={invalid('firstName')} />
                </Field>
                <Field id={fieldIds.lastName} label="Last Name">
                  <Input id={fieldIds.lastName} autoComplete="family-name" {...register('lastName')} aria-invalid={invalid('lastName')} />
                </Field>
              </div>

              <Field id={fieldIds.email} label="Email">
                <Input
                  id={fieldIds.email}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...register('email')}
                  aria-invalid={invalid('email')}
                />
              </Field>

              <Field id={fieldIds.password} label="Password" hint={<PasswordChecklist password={password} />}>
                <PasswordInput
                  id={fieldIds.password}
                  autoComplete="new-password"
                  {...register('password')}
                  aria-invalid={invalid('password')}
                  aria-describedby="signup-password-rules"
                />
              </Field>

              <Field id={fieldIds.confirmPassword} label="Confirm Password">
                <PasswordInput
                  id={fieldIds.confirmPassword}
                  autoComplete="new-password"
                  {...register('confirmPassword')}
                  aria-invalid={invalid('confirmPassword')}
                />
              </Field>

              <FormAlert message={message} />

              <Button type="submit" size="lg" disabled={invite.state !== 'valid' || creating}>
                {creating ? (
                  <>
                    <Spinner className="text-current" />
                    Creating Account...
                  </>
                ) : (
                  'Create Account'
                )}
              </Button>
            </form>
          </CardContent>
        </Card>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to="/login" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </div>
  );
}

function InviteCodeHint({ status }: { status: InviteStatus }) {
  switch (status.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          Validating...
        </p>
      );
    case 'valid':
      return (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm font-medium text-success">
          <CircleCheckIcon className="size-4" aria-hidden="true" />
          Invite code validated
          <Badge variant="success">{PROFILE_TYPE_LABELS[status.profileType]}</Badge>
        </p>
      );
    case 'invalid':
      return <FormAlert message={status.message} />;
  }
}

/** The password rules, ticked as they are met. */
function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul id="signup-password-rules" aria-label="Password rules" className="grid gap-1 text-[0.8125rem]">
      {passwordChecklist(password).map(({ rule, met }) => (
        <li key={rule} className={cn('flex items-center gap-2', met ? 'text-success' : 'text-muted-foreground')}>
          {met ? <CheckIcon className="size-3.5" aria-hidden="true" /> : <CircleIcon className="size-3.5" aria-hidden="true" />}
          <span>
            {rule}
            <span className="sr-only">{met ? ' (met)' : ' (missing)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
