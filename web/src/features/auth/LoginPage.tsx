import { ArrowRightIcon, SparklesIcon, TicketIcon } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useRelayEnvironment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '@/app/session/useSession';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { INVITE_CODE_LENGTH } from '../../../../common/constants';
import { AuthHeader } from './AuthHeader';
import { loginErrorText, loginInviteErrorText } from './auth-text';
import { Field } from '@/components/ui/field';
import { FormAlert } from './FormAlert';
import { InviteCodeInput, InviteCodeProgress, submitShortCodeOnEnter } from './InviteCodeInput';
import { checkInvite } from './InviteValidationQuery';
import { useLogInMutation } from './LogInMutation';
import { lazyResolver } from '@/lib/lazy-resolver';

// The two forms' schemas (and zod) load on their first submit: this screen paints without them.
const schemas = () => Promise.all([import('@hookform/resolvers/zod'), import('@common/auth')]);
const inviteResolver = lazyResolver(async () => {
  const [{ zodResolver }, { inviteCodeFormSchema }] = await schemas();
  return zodResolver(inviteCodeFormSchema);
});
const logInResolver = lazyResolver(async () => {
  const [{ zodResolver }, { logInSchema }] = await schemas();
  return zodResolver(logInSchema);
});

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
        <span aria-hidden="true">·</span>
        <Link to="/developers" className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:text-foreground hover:underline">
          Developers
        </Link>
      </p>
    </div>
  );
}

function InviteBox() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { control, handleSubmit, setError, clearErrors, formState } = useForm({
    defaultValues: { code: '' },
    resolver: inviteResolver,
    // A refusal stays until the code changes (below) or is sent again.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const code = useWatch({ control, name: 'code' });
  const error = formState.errors.code?.message ?? null;
  const ready = code.length === INVITE_CODE_LENGTH;
  // Busy from the check until the welcome screen shows.
  const validating = formState.isSubmitting || formState.isSubmitSuccessful;

  const join = handleSubmit(async ({ code: typed }) => {
    const check = await checkInvite(environment, typed);
    if (check.kind === 'valid') {
      void navigate(`/welcome?code=${encodeURIComponent(check.code)}`);
      return;
    }
    setError('code', { type: 'server', message: loginInviteErrorText(check) });
  });

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
        <form onSubmit={(event) => void join(event)} noValidate className="flex flex-col gap-3">
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <InviteCodeInput
                id="login-invite-code"
                ref={field.ref}
                aria-label="Invite code"
                placeholder="Enter Your Code"
                value={field.value}
                onValueChange={(next) => {
                  field.onChange(next);
                  // What the check said is about the code as it was.
                  clearErrors('code');
                }}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby="login-invite-progress"
                enterKeyHint="go"
                onKeyDown={submitShortCodeOnEnter}
              />
            )}
          />
          <InviteCodeProgress length={code.length} refused={error !== null} />
          <p id="login-invite-progress" className="sr-only" aria-live="polite">
            {code.length} of {INVITE_CODE_LENGTH} characters
          </p>
          {ready && !error ? (
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
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { emailOrUsername: '', password: '' },
    resolver: logInResolver,
  });
  const error = formState.errors.root?.server?.message ?? null;

  const submit = handleSubmit(async (credentials) => {
    if (signingIn) return;
    const outcome = await logIn(credentials);
    if (outcome.kind === 'signedIn') {
      signIn(outcome.token, outcome.viewer);
      // Navigating now wins over the revalidation that signing in starts (which would send a signed-in
      // member on /login to /feed): a new navigation cancels it.
      void navigate('/profile', { replace: true });
      return;
    }
    setError('root.server', { type: 'server', message: loginErrorText(outcome) });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign In</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <Field id="login-identifier" label="Email or Username">
            <Input
              id="login-identifier"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              {...register('emailOrUsername')}
            />
          </Field>
          <Field id="login-password" label="Password">
            <PasswordInput id="login-password" autoComplete="current-password" {...register('password')} />
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
