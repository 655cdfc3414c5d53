import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';

/** A member's followers or following (spec section 2, connections screen). */
export default function ConnectionsPage() {
  const { type } = useParams();
  const title = type === 'following' ? 'Following' : 'Followers';
  return (
    <div>
      <title>{`${title} · Repour`}</title>
      <PageHeader title={title} back="history" />
    </div>
  );
}
