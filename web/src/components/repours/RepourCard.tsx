// One re-pour: who re-poured (on the feed), when, their note, and the cocktail as a small card that opens its
// recipe, with its heart and Repour buttons (decision 0047). The feed and the profiles' Re-pours lists share it.
import { MartiniIcon, Repeat2Icon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { avatarInitial } from '@common/people';
import { REPOUR_CARD } from '@common/repours';
import { LikeButton } from '@/components/LikeButton';
import { ProfileTypeBadge } from '@/components/ProfileTypeBadge';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { formatShortDate } from '@/lib/dates';
import type { RepourCard_repour$key } from './__generated__/RepourCard_repour.graphql';
import { RepourButton } from './RepourButton';

export function RepourCard({ repour, showRepourer }: { repour: RepourCard_repour$key; showRepourer: boolean }) {
  const data = useFragment(
    graphql`
      fragment RepourCard_repour on Repour {
        note
        createdAt
        repourer {
          databaseId
          displayName
          firstName
          username
          avatarUrl
          profileType
        }
        cocktail {
          databaseId
          name
          glassware
          photoUrl
          isMocktail
          ...LikeButton_cocktail
          ...RepourButton_cocktail
        }
      }
    `,
    repour,
  );
  const { repourer, cocktail } = data;
  const date = formatShortDate(data.createdAt);

  return (
    <article className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      {showRepourer ? (
        <header className="relative flex items-center gap-3 rounded-xl has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50">
          <Avatar className="size-10 text-base">
            {repourer.avatarUrl ? <AvatarImage src={repourer.avatarUrl} alt="" /> : null}
            <AvatarFallback>{avatarInitial(repourer)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1">
            <div className="flex min-w-0 items-center gap-2">
              <Link
                to={`/profile/${repourer.databaseId}`}
                className="min-w-0 truncate font-semibold outline-none after:absolute after:inset-0 after:rounded-xl"
              >
                {repourer.displayName}
              </Link>
              <ProfileTypeBadge profileType={repourer.profileType} className="shrink-0" />
            </div>
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <Repeat2Icon className="size-3.5 shrink-0" aria-hidden="true" />
              {REPOUR_CARD.repoured} · <time dateTime={data.createdAt}>{date}</time>
            </p>
          </div>
        </header>
      ) : (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <Repeat2Icon className="size-3.5 shrink-0" aria-hidden="true" />
          {REPOUR_CARD.repoured} · <time dateTime={data.createdAt}>{date}</time>
        </p>
      )}

      {data.note ? (
        <blockquote className="border-l-2 border-primary/50 pl-3 text-[0.9375rem] leading-relaxed break-words whitespace-pre-line">
          {data.note}
        </blockquote>
      ) : null}

      <div className="relative flex items-center gap-3 rounded-xl border bg-background/60 p-2 pr-1 transition-[border-color] has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50 hover:border-primary/40">
        <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary/[0.07] text-primary">
          {cocktail.photoUrl ? (
            <img src={cocktail.photoUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <MartiniIcon className="size-6" strokeWidth={1.6} aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          {/* The whole inner card opens the recipe; the buttons sit above the link. */}
          <Link
            to={`/cocktails/${cocktail.databaseId}`}
            className="line-clamp-2 text-[0.9375rem] leading-snug font-semibold outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {cocktail.name}
          </Link>
          <p className="truncate text-xs text-muted-foreground">
            {cocktail.glassware}
            {cocktail.isMocktail ? ' · Mocktail' : ''}
          </p>
        </div>
        <div className="flex shrink-0 items-center text-xs text-muted-foreground">
          <LikeButton cocktail={cocktail} />
          <RepourButton cocktail={cocktail} />
        </div>
      </div>
    </article>
  );
}
