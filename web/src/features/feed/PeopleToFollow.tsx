// People to follow, while the member follows nobody (decision 0073): the same city, the same
// specialties, verified bartenders and venues, each with Follow. Its own query, asked only when the feed
// shows it: a member who follows someone never pays for the suggestions.
import { Suspense } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { FEED_TEXT } from '@common/feed';
import { avatarInitial } from '@common/people';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FollowButton } from '@/components/FollowButton';
import { ProfileTypeBadge } from '@/components/ProfileTypeBadge';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import type { PeopleToFollowQuery } from './__generated__/PeopleToFollowQuery.graphql';
import type { PeopleToFollow_user$key } from './__generated__/PeopleToFollow_user.graphql';

/** The suggestions' section; a failure to load them leaves the feed alone (the section does not show). */
export function PeopleToFollow() {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={<PeopleToFollowLoading />}>
        <Suggestions />
      </Suspense>
    </ErrorBoundary>
  );
}

function Suggestions() {
  const { viewer } = useLazyLoadQuery<PeopleToFollowQuery>(
    graphql`
      query PeopleToFollowQuery {
        viewer {
          ...PeopleToFollow_user
        }
      }
    `,
    {},
  );
  return viewer ? <PeopleToFollowList user={viewer} /> : null;
}

function PeopleToFollowLoading() {
  return (
    <section aria-labelledby="people-to-follow-title" aria-busy="true" className="mt-8">
      <h2 id="people-to-follow-title" className="mb-3 font-display text-xl font-semibold tracking-tight">
        {FEED_TEXT.suggestionsTitle}
      </h2>
      <div className="flex flex-col gap-2">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="flex items-center gap-3 rounded-2xl border bg-card p-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function PeopleToFollowList({ user }: { user: PeopleToFollow_user$key }) {
  const data = useFragment(
    graphql`
      fragment PeopleToFollow_user on User {
        peopleToFollow {
          id
          databaseId
          displayName
          firstName
          username
          avatarUrl
          profileType
          location
          ...FollowButton_user
        }
      }
    `,
    user,
  );
  const people = data.peopleToFollow ?? [];
  return (
    <section aria-labelledby="people-to-follow-title" className="mt-8">
      <h2 id="people-to-follow-title" className="mb-3 font-display text-xl font-semibold tracking-tight">
        {FEED_TEXT.suggestionsTitle}
      </h2>
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{FEED_TEXT.noSuggestions}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={FEED_TEXT.suggestionsTitle}>
          {people.map((person) => (
            <li key={person.id} className="flex items-center gap-3 rounded-2xl border bg-card p-3">
              <div className="relative flex min-w-0 flex-1 items-center gap-3 rounded-xl has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50">
                <Avatar className="size-10 text-base">
                  {person.avatarUrl ? <AvatarImage src={person.avatarUrl} alt="" /> : null}
                  <AvatarFallback>{avatarInitial(person)}</AvatarFallback>
                </Avatar>
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/profile/${person.databaseId}`}
                    className="block truncate font-semibold outline-none after:absolute after:inset-0 after:rounded-xl"
                  >
                    {person.displayName}
                  </Link>
                  <div className="mt-0.5 flex min-w-0 items-center gap-2">
                    <ProfileTypeBadge profileType={person.profileType} className="shrink-0" />
                    {person.location ? <p className="truncate text-xs text-muted-foreground">{person.location}</p> : null}
                  </div>
                </div>
              </div>
              <FollowButton user={person} className="min-w-0 shrink-0 px-3" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
