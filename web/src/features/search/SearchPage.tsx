import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';

/** Search cocktails, ingredients, people and venues (spec section 2, /search). */
export default function SearchPage() {
  return (
    <div>
      <title>Search · Repour</title>
      <PageHeader
        title="Search"
        actions={
          <Button asChild size="sm">
            <Link to="/create">
              <PlusIcon /> Create
            </Link>
          </Button>
        }
      />
    </div>
  );
}
