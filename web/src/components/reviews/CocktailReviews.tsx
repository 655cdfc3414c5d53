import { lazy } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { countOf } from '@common/plural';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CocktailReviews_cocktail$key } from './__generated__/CocktailReviews_cocktail.graphql';
import { ReviewItem } from './ReviewItem';
import { ReviewFormRoom } from './ReviewsLoading';
import { ratedLabel, Stars } from './Stars';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

// The review form (react-hook-form, the review schema) loads once the recipe above it has painted.
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));

/** The detail screen's Reviews: the average and count, the caller's own review to write or edit, then everyone's, newest first. */
export function CocktailReviews({ cocktail }: { cocktail: CocktailReviews_cocktail$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment CocktailReviews_cocktail on Cocktail
      @refetchable(queryName: "CocktailReviewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        rating
        reviewCount
        viewerReview {
          id
          rating
          text
        }
        reviews(first: $count, after: $cursor) @connection(key: "CocktailReviews_reviews") {
          __id
          edges {
            node {
              id
              ...ReviewItem_review
            }
          }
        }
      }
    `,
    cocktail,
  );
  const edges = data.reviews.edges ?? [];
  return (
    <Card className="gap-3" aria-labelledby="cocktail-reviews-title" role="region">
      <CardHeader>
        <CardTitle id="cocktail-reviews-title">Reviews</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-2" data-testid="review-summary">
          {data.rating != null ? (
            <>
              <Stars value={data.rating} label={ratedLabel(data.rating)} />
              <span className="font-semibold tabular-nums">{data.rating.toFixed(1)}</span>
            </>
          ) : null}
          <span className="text-sm text-muted-foreground">
            {data.reviewCount === 0 ? 'No reviews yet' : countOf(data.reviewCount, 'review')}
          </span>
        </div>
        <AfterFirstPaint fallback={<ReviewFormRoom />}>
          <ReviewForm cocktailId={data.id} connectionId={data.reviews.__id} own={data.viewerReview ?? null} />
        </AfterFirstPaint>
        {edges.length ? (
          <ul className="flex flex-col divide-y border-t pt-3" aria-label="All reviews">
            {edges.map((edge) => (edge?.node ? <ReviewItem key={edge.node.id} review={edge.node} /> : null))}
          </ul>
        ) : null}
        {hasNext ? (
          <Button
            variant="outline"
            disabled={isLoadingNext}
            onClick={() => loadMore({ hasNext, isLoadingNext, loadNext }, 10, loadMoreFailed('reviews'))}
          >
            {isLoadingNext ? 'Loading...' : 'Show more reviews'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
