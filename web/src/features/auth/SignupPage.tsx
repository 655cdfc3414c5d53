import { CheckIcon, CircleCheckIcon, CircleIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
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
import { INVITE_CODE_LENGTH, PROFILE_TYPE_LABELS, type ProfileType } from '../../../../common/constants';
import { sanitizeInviteCode } from '../../../../common/invite-code';
import { signupErrorText, signupInviteErrorText, type InviteCheck } from './auth-text';
import { Field } from '@/components/ui/field';
import { FormAlert } from './FormAlert';
import { InviteCodeInput } from './InviteCodeInput';
import { checkInvite } from './InviteValidationQuery';
import { passwordChecklist, signupFormError, type SignupField, type SignupForm } from './signup-form';
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
  const [form, setForm] = useState<SignupForm>({
    inviteCode: initialCode,
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [invite, setInvite] = useState<InviteStatus>(() =>
    initialCode.length === INVITE_CODE_LENGTH ? { state: 'checking' } : { state: 'idle' },
  );
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
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
    setForm((current) => ({ ...current, inviteCode: code }));
    setError(null);
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

  function change(field: Exclude<SignupField, 'inviteCode'>, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (error?.field === field) setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (creating) return;
    const problem = signupFormError(form, invite.state === 'valid');
    if (problem) {
      setError(problem);
      document.getElementById(fieldIds[problem.field])?.focus();
      return;
    }
    setError(null);
    const { inviteCode, firstName, lastName, email, password } = form;
    const outcome = await signUp({ inviteCode, firstName, lastName, email, password });
    if (outcome.kind === 'signedIn') {
      signIn(outcome.token, outcome.viewer);
      // Wins over the revalidation that signing in starts (which would send a member on /signup to /feed).
      navigate('/edit-profile', { replace: true });
      return;
    }
    // A code used by someone else meanwhile: validate again before the form may be sent.
    if (outcome.kind === 'refused' && outcome.field === 'inviteCode') setInvite({ state: 'idle' });
    setError({ message: signupErrorText(outcome), field: outcome.kind === 'refused' ? outcome.field : undefined });
  }

  const invalid = (field: SignupField) => (error?.field === field ? true : undefined);

  return (
    <div className="flex flex-1 flex-col pb-10">
      <title>Create Account · Repour</title>
      <PageHeader title="Create Account" description="Join the community with your invite code" back="/login" backLabel="Back to Login" />
      <div className="px-4">
        <Card>
          <CardContent>
            <form onSubmit={submit} noValidate className="flex flex-col gap-5">
              <Field id={fieldIds.inviteCode} label="Invite Code" hint={<InviteCodeHint status={invite} />}>
                <InviteCodeInput
                  id={fieldIds.inviteCode}
                  placeholder="8-character code"
                  value={form.inviteCode}
                  onValueChange={changeInviteCode}
                  aria-invalid={invite.state === 'invalid' || invalid('inviteCode')}
                />
              </Field>

              <div className="grid grid-cols-2 gap-3">
                <Field id={fieldIds.firstName} label="First Name">
                  <Input
                    id={fieldIds.firstName}
                    autoComplete="given-name"
                    value={form.firstName}
                    onChange={(event) => change('firstName', event.target.value)}
                    aria-invalid={invalid('firstName')}
                  />
                </Field>
                <Field id={fieldIds.lastName} label="Last Name">
                  <Input
                    id={fieldIds.lastName}
                    autoComplete="family-name"
                    value={form.lastName}
                    onChange={(event) => change('lastName', event.target.value)}
                    aria-invalid={invalid('lastName')}
                  />
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
                  value={form.email}
                  onChange={(event) => change('email', event.target.value)}
                  aria-invalid={invalid('email')}
                />
              </Field>

              <Field id={fieldIds.password} label="Password" hint={<PasswordChecklist password={form.password} />}>
                <PasswordInput
                  id={fieldIds.password}
                  autoComplete="new-password"
                  value={form.password}
                  onChange={(event) => change('password', event.target.value)}
                  aria-invalid={invalid('password')}
                  aria-describedby="signup-password-rules"
                />
              </Field>

              <Field id={fieldIds.confirmPassword} label="Confirm Password">
                <PasswordInput
                  id={fieldIds.confirmPassword}
                  autoComplete="new-password"
                  value={form.confirmPassword}
                  onChange={(event) => change('confirmPassword', event.target.value)}
                  aria-invalid={invalid('confirmPassword')}
                />
              </Field>

              <FormAlert message={error?.message ?? null} />

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
