import { PageHeader } from '@/components/PageHeader';

/** Edit the member's profile (spec section 2, edit profile screen); Back goes to /profile. */
export default function EditProfilePage() {
  return (
    <div>
      <title>Edit Profile · Repour</title>
      <PageHeader title="Edit Profile" back="/profile" />
    </div>
  );
}
