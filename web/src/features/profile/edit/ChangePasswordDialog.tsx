import { zodResolver } from '@hookform/resolvers/zod';
import { EyeIcon, EyeOffIcon, KeyRoundIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, MESSAGES } from '@common/auth';
import { NOTICE_CLEAR_MS, PASSWORD_MIN_LENGTH_CHANGE } from '@common/constants';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Field, FieldMessage } from '@/components/ui/field';
import { useChangePasswordMutation } from '../mutations/ChangePasswordMutation';

/** Change Password: the new one at least 6 characters; the current one optional (decision 10). */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const [show, setShow] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: '', newPassword: '' } });
  const [changePassword, saving] = useChangePasswordMutation();
  const ids = { current: useId(), next: useId() };

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), NOTICE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const submit = handleSubmit((input) => {
    if (saving) return;
    changePassword(input, {
      onChanged: () => {
        setSuccess(MESSAGES.passwordChanged);
        reset();
        setOpen(false);
      },
      onFailed: (message, fields) => {
        if (fields.currentPassword) setError('currentPassword', { type: 'server', message: fields.currentPassword });
        else if (fields.newPassword) setError('newPassword', { type: 'server', message: fields.newPassword });
        else setError('root.server', { type: 'server', message });
      },
    });
  });

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
          clearErrors();
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
          <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
            <Field
              id={ids.current}
              label="Current password"
              hint="Needed unless you signed in within the last 10 minutes."
              error={errors.currentPassword?.message}
            >
              <div className="relative">
                <Input
                  id={ids.current}
                  type={show ? 'text' : 'password'}
                  autoComplete="current-password"
                  className="pr-12"
                  aria-invalid={Boolean(errors.currentPassword) || undefined}
                  {...register('currentPassword')}
                />
                {toggle}
              </div>
            </Field>
            <Field
              id={ids.next}
              label="New password"
              hint={`At least ${PASSWORD_MIN_LENGTH_CHANGE} characters.`}
              error={errors.newPassword?.message}
            >
              <Input
                id={ids.next}
                type={show ? 'text' : 'password'}
                autoComplete="new-password"
                aria-invalid={Boolean(errors.newPassword) || undefined}
                {...register('newPassword')}
              />
            </Field>
            <FieldMessage message={errors.root?.server?.message} />
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
