import { AwardIcon, ExternalLinkIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { achievementDetails, ACHIEVEMENT_SECTIONS, ACHIEVEMENTS_CARD_TITLE, VENUE_AWARDS_CARD_TITLE } from '@common/achievements';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AwardsCard_user$key } from './__generated__/AwardsCard_user.graphql';

/**
 * "Awards, Competitions & Certificates" for bartender and brand profiles (admins show as bartenders);
 * a bar's profile shows its venue's awards instead (spec section 6).
 */
export function AwardsCard({ user, role }: { user: AwardsCard_user$key; role: 'bartender' | 'brand' | 'bar' }) {
  const data = useFragment(
    graphql`
      fragment AwardsCard_user on User {
        achievements {
          id
          type
          title
          competition
          place
          organizer
          result
          issuer
          year
          certificateUrl
        }
        venue {
          name
          awards {
            id
            title
            competition
            place
            year
            certificateUrl
          }
        }
      }
    `,
    user,
  );

  if (role === 'bar') {
    const awards = data.venue?.awards ?? [];
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <AwardIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {VENUE_AWARDS_CARD_TITLE}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {awards.length ? (
            <ul className="flex flex-col gap-2.5">
              {awards.map((award) => (
                <AwardLine
                  key={award.id}
                  title={award.title}
                  details={achievementDetails([award.place, award.competition, award.year])}
                  url={award.certificateUrl}
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No venue awards yet</p>
          )}
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <AwardIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {ACHIEVEMENTS_CARD_TITLE}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {ACHIEVEMENT_SECTIONS.map((section) => {
          const items = data.achievements.filter((item) => item.type === section.type);
          return (
            <section key={section.type} aria-label={section.title}>
              <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{section.title}</h3>
              {items.length ? (
                <ul className="flex flex-col gap-2.5">
                  {items.map((item) => (
                    <AwardLine
                      key={item.id}
                      title={item.title}
                      details={achievementDetails(
                        item.type === 'award'
                          ? [item.place, item.competition, item.year]
                          : item.type === 'competition'
                            ? [item.result, item.organizer, item.year]
                            : [item.issuer, item.year],
                      )}
                      url={item.certificateUrl}
                    />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{section.empty}</p>
              )}
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}

function AwardLine({ title, details, url }: { title: string; details: string; url: string | null | undefined }) {
  return (
    <li className="text-sm">
      <p className="font-medium">{title}</p>
      {details ? <p className="text-muted-foreground">{details}</p> : null}
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          Certificate <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
        </a>
      ) : null}
    </li>
  );
}
