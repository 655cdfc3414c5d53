// A bar's or brand's published menus on its profile (issue 41, decision 0077): each opens at its public
// address. Nothing shows for an account without one.
import { ChevronRightIcon, UtensilsCrossedIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { countOf } from '@common/plural';
import type { ProfileMenus_user$key } from './__generated__/ProfileMenus_user.graphql';

export function ProfileMenus({ user }: { user: ProfileMenus_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileMenus_user on User {
        menus(first: 10) {
          edges {
            node {
              id
              databaseId
              name
              published
              itemCount
            }
          }
        }
      }
    `,
    user,
  );
  // A draft shows only on its owner's own screens, never on the profile others see.
  const menus = data.menus.edges.map((edge) => edge.node).filter((menu) => menu.published);
  if (menus.length === 0) return null;
  return (
    <section aria-labelledby="profile-menus-title" className="flex flex-col gap-3">
      <h2 id="profile-menus-title" className="font-display text-lg font-semibold">
        Menus
      </h2>
      <ul className="flex flex-col gap-2">
        {menus.map((menu) => (
          <li key={menu.id}>
            <Link
              to={`/menus/${menu.databaseId}`}
              className="flex items-center gap-3 rounded-2xl border bg-card p-3.5 shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <UtensilsCrossedIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{menu.name}</span>
                <span className="block text-sm text-muted-foreground">{countOf(menu.itemCount, 'item')}</span>
              </span>
              <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
