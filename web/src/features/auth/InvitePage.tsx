import { CircleCheckIcon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { ProductIcon } from '@/components/icons/ProductIcon';
import { PageHeader } from '@/components/PageHeader';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { inviteCodeFormSchema } from '../../../../common/auth';
import { INVITE_CODE_LENGTH, REDIRECT_AFTER_INVITE_MS } from '../../../../common/constants';
import { inviteScreenErrorText, inviteVerifiedText } from './auth-text';
import { FormAlert } from './FormAlert';
import { InviteCodeInput, submitShortCodeOnEnter } from './InviteCodeInput';
import { checkInvite } from './InviteValidationQuery';

/** Standalone invite code entry (spec section 2, /invite): verify, then on to signup after 2 seconds. */
export default function InvitePage() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { control, handleSubmit, setError, clearErrors, formState } = useForm({
    defaultValues: { code: '' },
    resolver: zodResolver(inviteCodeFormSchema),
    // A refusal stays until the code changes (below) or is sent again.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const code = useWatch({ control, name: 'code' });
  const error = formState.errors.code?.message ?? null;
  const verifying = formState.isSubmitting;
  const [verified, setVerified] = useState<string | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const verify = async ({ code: typed }: { code: string }) => {
    const check = await checkInvite(environment, typed);
    if (check.kind !== 'valid') {
      return setError('code', { type: 'server', message: inviteScreenErrorText(check.kind === 'invalid' ? check.errorCode : null) });
    }
    setVerified(inviteVerifiedText(check.profileType));
    redirectTimer.current = window.setTimeout(
      () => void navigate(`/signup?code=${encodeURIComponent(check.code)}`),
      REDIRECT_AFTER_INVITE_MS,
    );
  };

  return (
    <div className="flex flex-1 flex-col pb-10">
      <title>Enter Invite Code · Repour</title>
      <PageHeader title="Enter Invite Code" back="/login" backLabel="Back" />
      <div className="flex flex-col gap-4 px-4 pt-2">
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/12 text-primary">
            <ProductIcon name="negroni-rocks" className="size-9" />
          </span>
          <p className="max-w-xs text-sm text-muted-foreground">Type the 8 letters and digits printed on your invitation.</p>
        </div>
        <Card>
          <CardContent>
            <form onSubmit={(event) => void handleSubmit(verify)(event)} noValidate className="flex flex-col gap-4">
              <Field id="invite-code" label="Invite code">
                <Controller
                  control={control}
                  name="code"
                  render={({ field }) => (
                    <InviteCodeInput
                      id="invite-code"
                      ref={field.ref}
                      placeholder="ABCD2345"
                      value={field.value}
                      onValueChange={(next) => {
                        field.onChange(next);
                        // What the check said is about the code as it was.
                        clearErrors('code');
                      }}
                      onBlur={field.onBlur}
                      readOnly={verified !== null}
                      aria-invalid={error ? true : undefined}
                      enterKeyHint="go"
                      onKeyDown={submitShortCodeOnEnter}
                    />
                  )}
                />
              </Field>
              <FormAlert message={error} />
              {verified ? (
                <Alert variant="success" icon={<CircleCheckIcon />}>
                  <AlertDescription className="font-medium">{verified}</AlertDescription>
                </Alert>
              ) : null}
              <Button type="submit" size="lg" disabled={code.length !== INVITE_CODE_LENGTH || verifying || verified !== null}>
                {verifying ? (
                  <>
                    <Spinner className="text-current" />
                    Verifying...
                  </>
                ) : (
                  'Verify Code'
                )}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
