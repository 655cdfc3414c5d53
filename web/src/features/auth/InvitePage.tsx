import { PageHeader } from '@/components/PageHeader';

/** Standalone invite code entry (spec section 2, /invite). */
export default function InvitePage() {
  return (
    <div className="flex flex-1 flex-col">
      <title>Enter Invite Code · Repour</title>
      <PageHeader title="Enter Invite Code" back="/login" />
    </div>
  );
}
