// The room the reviews take while their code loads, so what comes below them (the recipe's Edit or
// Suggest an Edit button) stays where a member is about to tap it. Kept out of CocktailReviews' chunk:
// the recipe draws it before that chunk is there.
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The review form's room while its code loads: the form is this tall with or without a review of one's own. */
export function ReviewFormRoom() {
  return <Skeleton className="h-64" />;
}

/** The reviews' card while their code loads: its title, the room of its summary and of the form. */
export function ReviewsLoading() {
  return (
    <Card className="gap-3" aria-busy="true">
      <CardHeader>
        <CardTitle>Reviews</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Skeleton className="h-5 w-1/3" />
        <ReviewFormRoom />
      </CardContent>
    </Card>
  );
}
