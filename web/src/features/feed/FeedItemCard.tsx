// One item of the home feed (decision 0073): who did what, when, and the thing it is about, which opens
// where it lives (a recipe, a profile, the events, the gigs). A re-pour shows its note as the re-pour card
// does; a cocktail keeps its heart and Repour buttons. The menu mutes the member (with Undo).
import { EllipsisIcon, MartiniIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { avatarInitial } from '@common/people';
import { FEED_TEXT } from '@common/feed';
import { LikeButton } from '@/components/LikeButton';
import { useMuteMemberMutation } from '@/components/MuteMemberMutation';
import { ProfileTypeBadge } from '@/components/ProfileTypeBadge';
import { RepourButton } from '@/components/repours/RepourButton';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { formatTimeAgo, localToday } from '@/lib/dates';
import { dayHeading } from '@/lib/event-filters';
import { feedVerb, starsLabel, subjectPath } from './feed-text';
import type { FeedItemCard_item$data, FeedItemCard_item$key } from './__generated__/FeedItemCard_item.graphql';

export const FeedItemCardFragment = graphql`
  fragment FeedItemCard_item on FeedItem {
    id
    databaseId
    kind
    createdAt
    actor {
      id
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
    repour {
      note
    }
    review {
      rating
      text
    }
    checkIn {
      venue {
        name
      }
    }
    workEntry {
      position
      organizationName
    }
    achievement {
      type
      title
    }
    venueAward {
      title
    }
    event {
      name
      date
    }
    gig {
      databaseId
      title
    }
  }
`;

export type FeedItemData = FeedItemCard_item$data;

interface FeedItemCardProps {
  item: FeedItemCard_item$key;
  /** The viewer's global id and database id: their own items have no Mute. */
  viewer: { id: string; databaseId: number };
  /** False inside a group, whose header names the member once. */
  showActor?: boolean;
}

export function FeedItemCard({ item, viewer, showActor = true }: FeedItemCardProps) {
  const data = useFragment(FeedItemCardFragment, item);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      {showActor ? <FeedItemHeader item={data} viewer={viewer} /> : <FeedItemLine item={data} />}
      <FeedItemBody item={data} />
    </article>
  );
}

/** Who did it, what and when, with the member's menu. */
export function FeedItemHeader({ item, viewer, count }: { item: FeedItemData; viewer: FeedItemCardProps['viewer']; count?: number }) {
  const { actor } = item;
  return (
    <header className="flex items-center gap-3">
      <div className="relative flex min-w-0 flex-1 items-center gap-3 rounded-xl has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50">
        <Avatar className="size-10 text-base">
          {actor.avatarUrl ? <AvatarImage src={actor.avatarUrl} alt="" /> : null}
          <AvatarFallback>{avatarInitial(actor)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <Link
              to={`/profile/${actor.databaseId}`}
              className="min-w-0 truncate font-semibold outline-none after:absolute after:inset-0 after:rounded-xl"
            >
              {actor.displayName}
            </Link>
            <ProfileTypeBadge profileType={actor.profileType} className="shrink-0" />
          </div>
          <p className="truncate text-xs text-muted-foreground">
            {feedVerb(item, count)} · <time dateTime={item.createdAt}>{formatTimeAgo(item.createdAt)}</time>
          </p>
        </div>
      </div>
      {actor.databaseId !== viewer.databaseId ? <MemberMenu item={item} viewer={viewer} /> : null}
    </header>
  );
}

function FeedItemLine({ item }: { item: FeedItemData }) {
  return (
    <p className="text-xs text-muted-foreground">
      {feedVerb(item)} · <time dateTime={item.createdAt}>{formatTimeAgo(item.createdAt)}</time>
    </p>
  );
}

function MemberMenu({ item, viewer }: { item: FeedItemData; viewer: FeedItemCardProps['viewer'] }) {
  const [toggleMute, isMuting] = useMuteMemberMutation();
  const name = item.actor.displayName;
  const target = { memberId: item.actor.id, memberDatabaseId: item.actor.databaseId, name, viewerId: viewer.id };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-11 shrink-0 rounded-full" aria-label={FEED_TEXT.itemMenu(name)}>
          <EllipsisIcon className="size-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem
          disabled={isMuting}
          onSelect={() =>
            toggleMute(true, target, {
              onDone: () =>
                toast.success(FEED_TEXT.mutedToast(name), {
                  action: {
                    label: FEED_TEXT.undo,
                    onClick: () => toggleMute(false, target, { onDone: () => toast.success(FEED_TEXT.unmutedToast(name)) }),
                  },
                }),
            })
          }
        >
          {FEED_TEXT.mute(name)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** What the item is about, opening where it lives. */
export function FeedItemBody({ item }: { item: FeedItemData }) {
  const { cocktail } = item;
  return (
    <>
      {item.repour?.note ? (
        <blockquote className="border-l-2 border-primary/50 pl-3 text-[0.9375rem] leading-relaxed break-words whitespace-pre-line">
          {item.repour.note}
        </blockquote>
      ) : null}
      {item.review ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-primary">
            <span className="sr-only">{starsLabel(item.review.rating)}</span>
            <span aria-hidden="true">
              {'★'.repeat(item.review.rating)}
              <span className="text-muted-foreground/50">{'★'.repeat(5 - item.review.rating)}</span>
            </span>
          </p>
          {item.review.text ? <p className="text-[0.9375rem] leading-relaxed break-words whitespace-pre-line">{item.review.text}</p> : null}
        </div>
      ) : null}
      {cocktail ? (
        <div className="relative flex items-center gap-3 rounded-xl border bg-background/60 p-2 pr-1 transition-[border-color] has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50 hover:border-primary/40">
          <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary/[0.07] text-primary">
            {cocktail.photoUrl ? (
              <img src={cocktail.photoUrl} alt="" loading="lazy" className="size-full object-cover" />
            ) : (
              <MartiniIcon className="size-6" strokeWidth={1.6} aria-hidden="true" />
            )}
          </div>
          <div className="min-w-0 flex-1">
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
      ) : (
        <SubjectLink item={item} />
      )}
    </>
  );
}

function SubjectLink({ item }: { item: FeedItemData }) {
  const target = subjectPath(item);
  const title =
    item.event?.name ??
    item.gig?.title ??
    item.achievement?.title ??
    item.venueAward?.title ??
    item.workEntry?.position ??
    item.checkIn?.venue.name;
  if (!title) return null;
  const detail = (item.event ? dayHeading(item.event.date, localToday()) : null) ?? item.workEntry?.organizationName ?? null;
  return (
    <Link
      to={target}
      className="flex flex-col rounded-xl border bg-background/60 px-3 py-2.5 outline-none transition-[border-color] hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="font-semibold">{title}</span>
      {detail ? <span className="text-xs text-muted-foreground">{detail}</span> : null}
    </Link>
  );
}
