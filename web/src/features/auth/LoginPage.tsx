import { ArrowRightIcon, SparklesIcon, TicketIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '@/app/session/useSession';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { inviteCodeError } from '../../../../common/auth';
import { INVITE_CODE_LENGTH } from '../../../../common/constants';
import { AuthHeader } from './AuthHeader';
import { loginErrorText, loginInviteErrorText } from './auth-text';
import { Field } from '@/components/ui/field';
import { FormAlert } from './FormAlert';
import { InviteCodeInput, InviteCodeProgress } from './InviteCodeInput';
import { checkInvite } from './InviteValidationQuery';
import { useLogInMutation } from './LogInMutation';

/** Sign in, and the invite-code box for people joining (spec section 2, login screen). */
export default function LoginPage() {
  return (
    <div className="flex flex-1 flex-col pb-10">
      <title>Sign in · Repour</title>
      <AuthHeader title="Welcome back" subtitle="Enter your credentials to continue" />
      <div className="flex flex-col gap-4 px-4">
        <InviteBox />
        <SignInCard />
      </div>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        <Link to="/about" className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:text-foreground hover:underline">
          About Repour
        </Link>
      </p>
    </div>
  );
}

function InviteBox() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [validating, setValidating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = code.length === INVITE_CODE_LENGTH;

  async function join(event: FormEvent) {
    event.preventDefault();
    const formatError = inviteCodeError(code);
    if (formatError) return setError(formatError);
    setError(null);
    setValidating(true);
    const check = await checkInvite(environment, code);
    if (check.kind === 'valid') {
      navigate(`/welcome?code=${encodeURIComponent(check.code)}`);
      return;
    }
    setValidating(false);
    setError(loginInviteErrorText(check));
  }

  return (
    <Card className="border-primary/30 bg-primary/[0.06]">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
            <TicketIcon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle className="text-base">Have an Invite Code?</CardTitle>
            <CardDescription>Enter your exclusive invite code to join the community</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <form onSubmit={join} noValidate className="flex flex-col gap-3">
          <InviteCodeInput
            id="login-invite-code"
            aria-label="Invite code"
            placeholder="Enter Your Code"
            value={code}
            onValueChange={(next) => {
              setCode(next);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby="login-invite-progress"
            enterKeyHint="go"
          />
          <InviteCodeProgress length={code.length} />
          <p id="login-invite-progress" className="sr-only" aria-live="polite">
            {code.length} of {INVITE_CODE_LENGTH} characters
          </p>
          {ready ? (
            <p className="flex items-center justify-center gap-1.5 text-sm font-medium text-success" role="status">
              <SparklesIcon className="size-4" aria-hidden="true" />
              Ready to join! Tap the button below
            </p>
          ) : null}
          <FormAlert message={error} />
          <Button type="submit" size="lg" disabled={!ready || validating}>
            {validating ? (
              <>
                <Spinner className="text-current" />
                Validating...
              </>
            ) : ready ? (
              <>
                Join Now!
                <ArrowRightIcon />
              </>
            ) : (
              'Join with Invite Code'
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SignInCard() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [logIn, signingIn] = useLogInMutation();
  const [emailOrUsername, setEmailOrUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (signingIn) return;
    setError(null);
    const outcome = await logIn({ emailOrUsername, password });
    if (outcome.kind === 'signedIn') {
      signIn(outcome.token, outcome.viewer);
      // Navigating now wins over the revalidation that signing in starts (which would send a signed-in
      // member on /login to /feed): a new navigation cancels it.
      navigate('/profile', { replace: true });
      return;
    }
    setError(loginErrorText(outcome));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign In</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field id="login-identifier" label="Email or Username">
            <Input
              id="login-identifier"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={emailOrUsername}
              onChange={(event) => setEmailOrUsername(event.target.value)}
            />
          </Field>
          <Field id="login-password" label="Password">
            <PasswordInput
              id="login-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <FormAlert message={error} />
          <Button type="submit" size="lg" disabled={signingIn}>
            {signingIn ? (
              <>
                <Spinner className="text-current" />
                Signing in...
              </>
            ) : (
              'Sign In'
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
