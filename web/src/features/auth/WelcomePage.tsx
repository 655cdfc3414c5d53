import { BadgeCheckIcon, CircleAlertIcon, ShieldCheckIcon, UsersIcon } from 'lucide-react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ProductIcon } from '@/components/icons/ProductIcon';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { loadRouteQuery } from '@/relay/route-query';
import { PROFILE_TYPE_LABELS, type ProfileType } from '../../../../common/constants';
import { AuthHeader } from './AuthHeader';
import { inviteScreenErrorText } from './auth-text';
import { storeInviteInfo } from './invite-info';
import { InviteValidationQuery } from './InviteValidationQuery';
import type { InviteValidationQuery as InviteValidationQueryType } from './__generated__/InviteValidationQuery.graphql';

interface WelcomeData {
  code: string;
  queryRef: PreloadedQuery<InviteValidationQueryType>;
}

/** Validates ?code= before the page renders; no code goes back to /login. */
export function loader({ request }: LoaderFunctionArgs): WelcomeData {
  const code = new URL(request.url).searchParams.get('code')?.trim().toUpperCase();
  if (!code) throw redirect('/login');
  // Always asked anew: a code may have been used since it was last checked.
  const queryRef = loadRouteQuery<InviteValidationQueryType>('welcome', InviteValidationQuery, { code }, { fetchPolicy: 'network-only' });
  return { code, queryRef };
}

/** Invite details and continue (spec section 2, welcome screen). */
export default function WelcomePage() {
  const { code, queryRef } = useLoaderData() as WelcomeData;
  return (
    <div className="flex flex-1 flex-col pb-10">
      <title>Welcome · Repour</title>
      <AuthHeader title="Welcome to Repour" subtitle="Discover. Create. Share." />
      <div className="flex flex-col gap-4 px-4">
        <ErrorBoundary resetKey={queryRef} fallback={() => <InvalidInvite />}>
          <Suspense fallback={<Validating />}>
            <Invitation code={code} queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}

function Validating() {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
      <Spinner className="size-5" />
      Validating your invite code...
    </p>
  );
}

function InvalidInvite({ errorCode = null }: { errorCode?: string | null }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="destructive" icon={<CircleAlertIcon />}>
        <AlertTitle>Invalid Invite Code</AlertTitle>
        <AlertDescription>{inviteScreenErrorText(errorCode)}</AlertDescription>
      </Alert>
      <Button asChild variant="outline" size="lg">
        <Link to="/login">Back to Login</Link>
      </Button>
    </div>
  );
}

/** The spec's welcome promises (section 1): recipes, enthusiasts, creating and sharing, verification. */
const BENEFITS: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <ProductIcon name="negroni-glass" className="size-5" />,
    title: 'Exclusive recipes',
    text: 'Browse and scale a members-only database of classic and modern cocktails.',
  },
  {
    icon: <UsersIcon className="size-5" />,
    title: 'Connect with enthusiasts',
    text: 'Follow bartenders, venues, brands and fellow cocktail lovers.',
  },
  {
    icon: <ProductIcon name="cocktail-shaker" className="size-5" />,
    title: 'Create and share cocktails',
    text: 'Add your own recipes and custom ingredients, with photos and credits.',
  },
  {
    icon: <ShieldCheckIcon className="size-5" />,
    title: 'Professional verification',
    text: 'Have your work history confirmed by the venues and brands you worked for.',
  },
];

function Invitation({ code, queryRef }: WelcomeData) {
  const { validateInvite } = usePreloadedQuery<InviteValidationQueryType>(InviteValidationQuery, queryRef);
  useEffect(() => storeInviteInfo(validateInvite), [validateInvite]);

  if (!validateInvite.valid || !validateInvite.profileType) return <InvalidInvite errorCode={validateInvite.errorCode} />;
  const profileType = validateInvite.profileType as ProfileType;

  return (
    <>
      <Card className="border-primary/30">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BadgeCheckIcon className="size-5 text-success" aria-hidden="true" />
            Your Invitation Details
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            <div className="flex items-center justify-between gap-4">
              <dt className="text-muted-foreground">Account type</dt>
              <dd className="flex flex-wrap items-center justify-end gap-1.5 text-right font-semibold">
                {PROFILE_TYPE_LABELS[profileType]}
                {validateInvite.isAdmin && profileType !== 'admin' ? <Badge variant="secondary">Admin</Badge> : null}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-4">
              <dt className="text-muted-foreground">Invite code</dt>
              <dd className="font-mono text-base font-semibold tracking-[0.2em]">{code}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>What You'll Get</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary" aria-hidden="true">
                  {benefit.icon}
                </span>
                <div>
                  <p className="font-medium">{benefit.title}</p>
                  <p className="text-sm text-muted-foreground">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3">
        <Button asChild size="lg">
          <Link to={`/signup?code=${encodeURIComponent(code)}`}>Continue to Sign Up</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/login">Back to Login</Link>
        </Button>
      </div>

      <div className="grid gap-1 text-center text-sm text-muted-foreground">
        <p>This invite code can be used only once.</p>
        <p>Questions about your invitation? Contact support.</p>
      </div>
    </>
  );
}
