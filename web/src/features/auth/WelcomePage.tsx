import { AuthHeader } from './AuthHeader';

/** Invite details and continue (spec section 2, welcome screen). */
export default function WelcomePage() {
  return (
    <div className="flex flex-1 flex-col">
      <title>Welcome · Repour</title>
      <AuthHeader title="Your Invitation Details" />
    </div>
  );
}
