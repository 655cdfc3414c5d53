import { EyeIcon, EyeOffIcon, KeyRoundIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { MESSAGES } from '@common/auth';
import { NOTICE_CLEAR_MS, PASSWORD_MIN_LENGTH_CHANGE } from '@common/constants';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { GraphQLHttpError } from '@/relay/fetch-graphql';
import { Field } from '@/components/ui/field';
import { useChangePasswordMutation } from '../mutations/ChangePasswordMutation';
import { failureOf } from '@/relay/mutation-result';

/** Change Password: the new one at least 6 characters; the current one optional (decision 10). */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [show, setShow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [commit, saving] = useChangePasswordMutation();
  const ids = { current: useId(), next: useId() };

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), NOTICE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [success]);

  function submit() {
    if (saving) return;
    setError(null);
    if (next.length < PASSWORD_MIN_LENGTH_CHANGE) {
      setError(MESSAGES.newPasswordTooShort);
      return;
    }
    commit({
      variables: { input: { currentPassword: current || null, newPassword: next } },
      onCompleted: ({ changePassword }) => {
        if (changePassword.__typename === 'ChangePasswordPayload') {
          setSuccess(MESSAGES.passwordChanged);
          setCurrent('');
          setNext('');
          setOpen(false);
        } else {
          setError(failureOf(changePassword)?.message || MESSAGES.passwordChangeFailed);
        }
      },
      onError: (failure) =>
        setError(
          failure instanceof GraphQLHttpError || failure instanceof TypeError
            ? MESSAGES.passwordChangeNetwork
            : failure.message || MESSAGES.passwordChangeFailed,
        ),
    });
  }

  const toggle = (
    <Button
      variant="ghost"
      size="icon-sm"
      className="absolute top-0.5 right-0.5"
      aria-label={show ? 'Hide passwords' : 'Show passwords'}
      onClick={() => setShow((value) => !value)}
    >
      {show ? <EyeOffIcon /> : <EyeIcon />}
    </Button>
  );

  return (
    <>
      {success ? (
        <Alert variant="success" className="mb-3">
          <AlertDescription>{success}</AlertDescription>
        </Alert>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={(value) => {
          if (saving) return;
          setOpen(value);
          setError(null);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" className="w-full">
            <KeyRoundIcon />
            Change Password
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Change Password</DialogTitle>
            <DialogDescription>Your other devices will be signed out.</DialogDescription>
          </DialogHeader>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Field id={ids.current} label="Current password" hint="Needed unless you signed in within the last 10 minutes.">
              <div className="relative">
                <Input
                  id={ids.current}
                  type={show ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={current}
                  onChange={(event) => setCurrent(event.target.value)}
                  className="pr-12"
                />
                {toggle}
              </div>
            </Field>
            <Field id={ids.next} label="New password" hint={`At least ${PASSWORD_MIN_LENGTH_CHANGE} characters.`}>
              <Input
                id={ids.next}
                type={show ? 'text' : 'password'}
                autoComplete="new-password"
                value={next}
                onChange={(event) => setNext(event.target.value)}
              />
            </Field>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving...' : 'Change Password'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
