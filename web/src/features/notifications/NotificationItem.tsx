// One notification in the inbox: who (avatar and name), what happened, when, and a dot while unread. The
// whole row opens what it is about and marks it read on the way (decision 0048).
import {
  BadgeCheckIcon,
  BriefcaseIcon,
  ClipboardCheckIcon,
  HeartIcon,
  MartiniIcon,
  Repeat2Icon,
  ShieldQuestionIcon,
  ShieldXIcon,
  StarIcon,
  UserPlusIcon,
  type LucideIcon,
} from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { NOTIFICATION_KINDS, NOTIFICATION_MESSAGES, notificationSentence, type NotificationKind } from '@common/notifications';
import { avatarInitial } from '@common/people';
import { useSession } from '@/app/session/useSession';
import { Stars } from '@/components/reviews/Stars';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { formatShortDate, formatTimeAgo } from '@/lib/dates';
import { cn } from '@/lib/utils';
import type { NotificationItem_notification$key } from './__generated__/NotificationItem_notification.graphql';
import { useMarkNotificationReadMutation } from './MarkNotificationReadMutation';
import { notificationHref } from './notification-target';
import { countOf } from '@common/plural';

/** The small mark on the avatar that says what kind of thing happened. */
const KIND_MARKS: Record<NotificationKind | 'denied', { icon: LucideIcon; className: string }> = {
  follow: { icon: UserPlusIcon, className: 'bg-sky-600 text-white dark:bg-sky-500' },
  like: { icon: HeartIcon, className: 'bg-rose-600 text-white dark:bg-rose-500' },
  repour: { icon: Repeat2Icon, className: 'bg-emerald-600 text-white dark:bg-emerald-500' },
  review: { icon: StarIcon, className: 'bg-primary text-primary-foreground' },
  verification_requested: { icon: ShieldQuestionIcon, className: 'bg-violet-600 text-white dark:bg-violet-500' },
  verification_decided: { icon: BadgeCheckIcon, className: 'bg-emerald-600 text-white dark:bg-emerald-500' },
  denied: { icon: ShieldXIcon, className: 'bg-muted-foreground text-background' },
  suggestion_resolved: { icon: ClipboardCheckIcon, className: 'bg-emerald-600 text-white dark:bg-emerald-500' },
  gig_interest: { icon: BriefcaseIcon, className: 'bg-amber-600 text-white dark:bg-amber-500' },
};

function isKnownKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

export function NotificationItem({ notification }: { notification: NotificationItem_notification$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        kind
        unread
        notifiedAt
        actor {
          databaseId
          displayName
          firstName
          username
          avatarUrl
        }
        cocktail {
          databaseId
          name
          photoUrl
        }
        review {
          rating
        }
        verificationRequest {
          position
          organizationName
          status
        }
        gig {
          databaseId
          title
        }
      }
    `,
    notification,
  );
  const { viewer } = useSession();
  const markRead = useMarkNotificationReadMutation();

  const kind = isKnownKind(data.kind) ? data.kind : null;
  const sentence = kind
    ? notificationSentence(kind, {
        cocktailName: data.cocktail?.name,
        position: data.verificationRequest?.position,
        organizationName: data.verificationRequest?.organizationName,
        decision: data.verificationRequest?.status,
        gigTitle: data.gig?.title,
      })
    : '';
  const mark = kind ? KIND_MARKS[kind === 'verification_decided' && data.verificationRequest?.status === 'denied' ? 'denied' : kind] : null;
  const href = notificationHref(data, viewer?.profileType);
  const open = () => {
    if (data.unread && viewer) markRead({ notificationId: data.id, viewerId: viewer.id });
  };

  const text = (
    <>
      {data.unread ? <span className="sr-only">{NOTIFICATION_MESSAGES.unread}: </span> : null}
      <span className="font-semibold">{data.actor.displayName}</span> {sentence}
    </>
  );
  // The whole row is the link (or, with nothing left to open, a button that marks it read).
  const target =
    'text-left outline-none after:absolute after:inset-0 after:rounded-[inherit] focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50 focus-visible:after:ring-inset';

  return (
    <li
      className={cn(
        'relative flex items-start gap-3 px-4 py-3.5 transition-colors hover:bg-accent/60 active:bg-accent',
        data.unread && 'bg-primary/[0.07] dark:bg-primary/[0.09]',
      )}
    >
      <div className="relative shrink-0">
        <Avatar className="size-11 text-base">
          {data.actor.avatarUrl ? <AvatarImage src={data.actor.avatarUrl} alt="" /> : null}
          <AvatarFallback>{avatarInitial(data.actor)}</AvatarFallback>
        </Avatar>
        {mark ? (
          <span
            aria-hidden="true"
            className={cn(
              'absolute -right-1 -bottom-1 flex size-5 items-center justify-center rounded-full ring-2 ring-background',
              mark.className,
            )}
          >
            <mark.icon className="size-3" strokeWidth={2.5} />
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-[0.9375rem] leading-snug text-pretty">
          {href ? (
            <Link to={href} onClick={open} className={target}>
              {text}
            </Link>
          ) : (
            <button type="button" onClick={open} className={target}>
              {text}
            </button>
          )}
        </p>
        {data.review ? <Stars value={data.review.rating} label={countOf(data.review.rating, 'star')} /> : null}
        <time
          dateTime={data.notifiedAt as string}
          title={formatShortDate(data.notifiedAt as string)}
          className="text-xs text-muted-foreground"
        >
          {formatTimeAgo(data.notifiedAt as string)}
        </time>
      </div>
      {data.cocktail ? (
        <div className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted">
          {data.cocktail.photoUrl ? (
            <img src={data.cocktail.photoUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <MartiniIcon className="size-5 text-muted-foreground/60" aria-hidden="true" />
          )}
        </div>
      ) : null}
      <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', data.unread ? 'bg-primary' : 'bg-transparent')} />
    </li>
  );
}
