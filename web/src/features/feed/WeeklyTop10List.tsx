import { HeartIcon, Repeat2Icon, TrophyIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { ProductIcon } from '@/components/icons/ProductIcon';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { activitySummary, WEEKLY_TOP10_TEXT } from '@common/weekly-top10';
import { iconForGlassware } from './feed-text';
import type { WeeklyTop10List_list$key } from './__generated__/WeeklyTop10List_list.graphql';
import type { WeeklyTop10Place_cocktail$key } from './__generated__/WeeklyTop10Place_cocktail.graphql';

type Size = 'compact' | 'full';

/**
 * The Weekly Top 10's places in rank order (decision 0049): on the feed, the first five as compact rows;
 * at /top10, all ten. Each place opens its cocktail. No place at all: the empty state.
 */
export function WeeklyTop10List({ list, size }: { list: WeeklyTop10List_list$key; size: Size }) {
  const { edges } = useFragment(
    graphql`
      fragment WeeklyTop10List_list on WeeklyTop10Connection {
        edges {
          rank
          likes
          repours
          node {
            id
            ...WeeklyTop10Place_cocktail
          }
        }
      }
    `,
    list,
  );
  if (edges.length === 0) return <WeeklyTop10Empty size={size} />;
  return (
    <ol aria-label={WEEKLY_TOP10_TEXT.title} className={cn('flex flex-col', size === 'compact' ? 'gap-2' : 'gap-2.5')}>
      {edges.map((edge) => (
        <li key={edge.node.id} className="flex">
          <WeeklyTop10Place cocktail={edge.node} rank={edge.rank} likes={edge.likes} repours={edge.repours} size={size} />
        </li>
      ))}
    </ol>
  );
}

function WeeklyTop10Place({
  cocktail,
  rank,
  likes,
  repours,
  size,
}: {
  cocktail: WeeklyTop10Place_cocktail$key;
  rank: number;
  likes: number;
  repours: number;
  size: Size;
}) {
  const data = useFragment(
    graphql`
      fragment WeeklyTop10Place_cocktail on Cocktail {
        databaseId
        name
        glassware
        photoUrl
        isMocktail
      }
    `,
    cocktail,
  );
  const podium = rank <= 3;
  const full = size === 'full';
  return (
    <article
      className={cn(
        'relative flex w-full items-center gap-3 rounded-2xl border bg-card shadow-xs transition-[border-color,box-shadow] has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50 hover:border-primary/40 hover:shadow-sm',
        full ? 'p-3 pr-4' : 'p-2.5 pr-3.5',
        full && rank === 1 && 'border-primary/35 bg-primary/[0.04]',
      )}
    >
      <span
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full font-display font-semibold tabular-nums',
          full ? 'size-9 text-lg' : 'size-7 text-base',
          podium ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <span className="sr-only">Rank </span>
        {rank}
      </span>
      <div
        className={cn(
          'flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-primary/[0.07] text-primary',
          full ? 'size-14' : 'size-11',
        )}
      >
        {data.photoUrl ? (
          <img src={data.photoUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <ProductIcon name={iconForGlassware(data.glassware)} className={full ? 'size-8' : 'size-6'} strokeWidth={1.5} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className={cn('line-clamp-2 leading-snug font-semibold break-words', full ? 'text-base' : 'text-[0.9375rem]')}>
          {/* The whole place is the link's target; the heading keeps the accessible name to the cocktail's name. */}
          <Link to={`/cocktails/${data.databaseId}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
            {data.name}
          </Link>
        </h3>
        {full ? (
          <p className="truncate text-xs text-muted-foreground">
            {data.glassware}
            {data.isMocktail ? ' · Mocktail' : ''}
          </p>
        ) : null}
        <p className="flex items-center gap-3 text-xs text-muted-foreground tabular-nums">
          <span className="sr-only">{activitySummary(likes, repours)}</span>
          <span className="inline-flex items-center gap-1" aria-hidden="true">
            <HeartIcon className="size-3.5" />
            {likes}
          </span>
          <span className="inline-flex items-center gap-1" aria-hidden="true">
            <Repeat2Icon className="size-3.5" />
            {repours}
          </span>
        </p>
      </div>
    </article>
  );
}

function WeeklyTop10Empty({ size }: { size: Size }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-2xl border border-dashed px-6 text-center',
        size === 'full' ? 'py-12' : 'py-8',
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <TrophyIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-1 font-medium">{WEEKLY_TOP10_TEXT.emptyTitle}</p>
      <p className="max-w-[17rem] text-sm text-balance text-muted-foreground">{WEEKLY_TOP10_TEXT.emptyText}</p>
      <Button asChild size="sm" variant="outline" className="mt-2">
        <Link to="/cocktails">{WEEKLY_TOP10_TEXT.browse}</Link>
      </Button>
    </div>
  );
}
