import { PageHeader } from '@/components/PageHeader';

/** Anyone's public profile, no sign-in needed (spec section 2, /profile/{id}). */
export default function PublicProfilePage() {
  return (
    <div>
      <title>Profile · Repour</title>
      <PageHeader title="Profile" back="history" backLabel="Go back" />
    </div>
  );
}
