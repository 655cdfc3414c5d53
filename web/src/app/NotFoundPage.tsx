import { Link } from 'react-router-dom';
import { ProductIcon } from '@/components/icons/ProductIcon';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="flex flex-col items-center px-6 pt-20 pb-10 text-center">
      <title>Page not found · Repour</title>
      <div className="flex size-16 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <ProductIcon name="bar-location-pin" className="size-9" strokeWidth={1.6} />
      </div>
      <h1 className="mt-5 font-display text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-2 max-w-xs text-sm text-muted-foreground">
        There is nothing at this address. It may have moved, or the link may be wrong.
      </p>
      <Button asChild className="mt-6">
        <Link to="/feed">Go to Home</Link>
      </Button>
    </div>
  );
}
