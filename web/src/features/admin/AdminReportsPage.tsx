import { PageHeader } from '@/components/PageHeader';

/** Recipe-correction reports for admins (spec section 2, /admin/reports). */
export default function AdminReportsPage() {
  return (
    <div>
      <title>Reports · Repour</title>
      <PageHeader title="Reports" back="/feed" backLabel="Go Home" />
    </div>
  );
}
