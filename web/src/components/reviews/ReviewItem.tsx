import { graphql, useFragment } from 'react-relay/hooks';
import { ProfileTypeBadge } from '@/components/ProfileTypeBadge';
import { VerifiedTick } from '@/components/VerifiedTick';
import { formatShortDate } from '@/lib/dates';
import type { ReviewItem_review$key } from './__generated__/ReviewItem_review.graphql';
import { Stars } from './Stars';
import { countOf } from '@common/plural';

/** One review: who wrote it (name and account-type badge), the stars, the text and when. */
export function ReviewItem({ review }: { review: ReviewItem_review$key }) {
  const data = useFragment(
    graphql`
      fragment ReviewItem_review on CocktailReview {
        rating
        text
        createdAt
        edited
        reviewer {
          displayName
          profileType
          isVerified
        }
      }
    `,
    review,
  );
  return (
    <li className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 font-medium">
          {data.reviewer.displayName}
          {data.reviewer.isVerified ? <VerifiedTick /> : null}
        </span>
        <ProfileTypeBadge profileType={data.reviewer.profileType} />
      </div>
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <Stars value={data.rating} label={countOf(data.rating, 'star')} />
        <span>
          {formatShortDate(data.createdAt as string)}
          {data.edited ? ' · edited' : ''}
        </span>
      </div>
      {data.text ? <p className="text-[0.9375rem] leading-relaxed whitespace-pre-line">{data.text}</p> : null}
    </li>
  );
}
