import { PageHeader } from '@/components/PageHeader';

/** The developer icon showcase (spec section 2, /icons). */
export default function IconShowcasePage() {
  return (
    <div>
      <title>Icons · Repour</title>
      <PageHeader title="Icons" />
    </div>
  );
}
