import { Link } from 'react-router-dom';
import { AuthHeader } from './AuthHeader';

/** Create an account with an invite code (spec section 2, signup screen). */
export default function SignupPage() {
  return (
    <div className="flex flex-1 flex-col">
      <title>Create Account · Repour</title>
      <AuthHeader title="Create Account" />
      <p className="px-6 text-center text-sm text-muted-foreground">
        <Link to="/login" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
