// "On the menu at" on a cocktail's screen (issue 41, decision 0077): the venues whose published menus
// have it, those in the member's city first. Its own query, after the recipe has painted, so the
// detail screen's statement stays as it was.
import { StoreIcon } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { MENU_MESSAGES } from '@common/menu-limits';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { OnTheMenuAtQuery } from './__generated__/OnTheMenuAtQuery.graphql';

export function OnTheMenuAt({ databaseId }: { databaseId: number }) {
  return (
    <AfterFirstPaint>
      {/* A failure here leaves the recipe alone: the card just does not show. */}
      <ErrorBoundary resetKey={databaseId} fallback={() => null}>
        <Suspense fallback={null}>
          <Places databaseId={databaseId} />
        </Suspense>
      </ErrorBoundary>
    </AfterFirstPaint>
  );
}

function Places({ databaseId }: { databaseId: number }) {
  const { cocktail } = useLazyLoadQuery<OnTheMenuAtQuery>(
    graphql`
      query OnTheMenuAtQuery($databaseId: Int!) {
        cocktail(databaseId: $databaseId) {
          onTheMenuAt {
            id
            databaseId
            owner {
              displayName
              location
            }
            venue {
              name
              city
            }
          }
        }
      }
    `,
    { databaseId },
  );
  const places = cocktail?.onTheMenuAt ?? [];
  if (places.length === 0) return null;
  return (
    <Card className="gap-3" role="region" aria-labelledby="on-the-menu-at-title">
      <CardHeader>
        <CardTitle id="on-the-menu-at-title">{MENU_MESSAGES.onTheMenuAt}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {places.map((menu) => (
            <li key={menu.id}>
              <Link to={`/menus/${menu.databaseId}`} className="flex items-center gap-3 py-2.5 underline-offset-4 hover:underline">
                <StoreIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{menu.venue?.name ?? menu.owner.displayName}</span>
                  <span className="block text-sm text-muted-foreground">{menu.venue?.city ?? menu.owner.location ?? ''}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
