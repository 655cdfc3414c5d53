// A menu as guests read it (the public address and the print): sections, each item's name and price
// aligned in one column, its note, and "Unavailable" for what the bar cannot serve now. An item that is a
// cocktail of the database links to it, and a signed-in member checks in with it at the menu's venue.
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { MENU_MESSAGES } from '@common/menu-limits';
import { useSession } from '@/app/session/useSession';
import { CheckInButton } from '@/components/check-ins/CheckInButton';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { MenuView_menu$key } from './__generated__/MenuView_menu.graphql';

export function MenuView({ menu }: { menu: MenuView_menu$key }) {
  const data = useFragment(
    graphql`
      fragment MenuView_menu on Menu {
        name
        sections {
          databaseId
          name
          items {
            databaseId
            name
            description
            price
            note
            available
            cocktail {
              id
              databaseId
              name
            }
          }
        }
        venue {
          ...CheckInButton_venue
        }
      }
    `,
    menu,
  );
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const items = data.sections.reduce((sum, section) => sum + section.items.length, 0);
  if (items === 0) return <p className="py-6 text-center text-muted-foreground">{MENU_MESSAGES.empty}</p>;
  return (
    <div className="flex flex-col gap-6 print:gap-4">
      {data.sections.map((section) =>
        section.items.length === 0 ? null : (
          <section key={section.databaseId} aria-labelledby={`menu-section-${section.databaseId}`} className="break-inside-avoid-page">
            <h2
              id={`menu-section-${section.databaseId}`}
              className="mb-2 border-b pb-1 font-display text-lg font-semibold tracking-wide uppercase print:border-black"
            >
              {section.name}
            </h2>
            <ul className="flex flex-col divide-y print:divide-y-0">
              {section.items.map((item) => (
                <li key={item.databaseId} className="flex flex-col gap-1 py-2.5 break-inside-avoid print:py-1.5">
                  <div className="flex items-baseline gap-3">
                    <span className={cn('min-w-0 flex-1 font-medium', !item.available && 'text-muted-foreground line-through')}>
                      {item.cocktail && signedIn ? (
                        <Link
                          to={`/cocktails/${item.cocktail.databaseId}`}
                          className="underline-offset-4 hover:underline print:no-underline"
                        >
                          {item.name}
                        </Link>
                      ) : (
                        item.name
                      )}
                    </span>
                    {!item.available ? <Badge variant="secondary">{MENU_MESSAGES.unavailable}</Badge> : null}
                    <span className="shrink-0 text-right font-semibold tabular-nums" data-testid="menu-item-price">
                      {item.price}
                    </span>
                  </div>
                  {item.description ? <p className="text-sm text-muted-foreground print:text-black">{item.description}</p> : null}
                  {item.note ? <p className="text-sm text-muted-foreground italic print:text-black">{item.note}</p> : null}
                  {item.cocktail && item.available && data.venue && signedIn ? (
                    <CheckInButton
                      venue={data.venue}
                      cocktail={{ id: item.cocktail.id, name: item.cocktail.name }}
                      className="print:hidden"
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}
