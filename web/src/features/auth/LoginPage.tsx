import { TicketIcon } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AuthHeader } from './AuthHeader';

/** Sign in and invite-code entry (spec section 2, login screen). The forms arrive with the logIn mutation. */
export default function LoginPage() {
  return (
    <div className="flex flex-1 flex-col pb-10">
      <title>Sign in · Repour</title>
      <AuthHeader title="Welcome back" subtitle="Enter your credentials to continue" />
      <div className="flex flex-col gap-4 px-4">
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
        </Card>
      </div>
    </div>
  );
}
