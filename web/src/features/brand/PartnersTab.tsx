import { HandshakeIcon, MapPinIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { placeLine } from '@common/work-history';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAddPartnerVenueMutation } from './AddPartnerVenueMutation';
import { useRemovePartnerVenueMutation } from './RemovePartnerVenueMutation';
import { type PickedVenue, VenueSearchField } from '@/components/VenueSearchField';
import type { PartnersTab_user$key } from './__generated__/PartnersTab_user.graphql';

/** The brand's Partners tab: "Partner Venues", each "Active". */
export function PartnersTab({ user, canManage }: { user: PartnersTab_user$key; canManage: boolean }) {
  const data = useFragment(
    graphql`
      fragment PartnersTab_user on User {
        partnerships {
          id
          venue {
            name
            city
            state
            country
          }
        }
      }
    `,
    user,
  );
  const [remove, removing] = useRemovePartnerVenueMutation();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <HandshakeIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
        Partner Venues
      </h3>
      {canManage ? <AddPartner /> : null}
      {data.partnerships.length === 0 ? (
        <p className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">No partner venues yet</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.partnerships.map((partnership) => (
            <li key={partnership.id} className="flex items-center gap-3 rounded-2xl border bg-card p-4 shadow-xs">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{partnership.venue.name}</p>
                <p className="flex items-start gap-1 text-sm text-muted-foreground">
                  <MapPinIcon className="mt-0.75 size-3.5 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {placeLine(partnership.venue.city, partnership.venue.state, partnership.venue.country)}
                  </span>
                </p>
              </div>
              <Badge variant="success">Active</Badge>
              {canManage ? (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove ${partnership.venue.name}`}
                  disabled={removing}
                  onClick={() => remove(partnership.id)}
                >
                  <Trash2Icon />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddPartner() {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickedVenue | null>(null);
  const [add, adding] = useAddPartnerVenueMutation();
  const id = useId();
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!picked || adding) return;
        add(picked.id, {
          onSaved: () => {
            setText('');
            setPicked(null);
          },
        });
      }}
    >
      <div className="flex-1">
        <Field id={id} label="Add a partner venue">
          <VenueSearchField
            id={id}
            value={text}
            placeholder="Search venues"
            onTextChange={(value) => {
              setText(value);
              setPicked(null);
            }}
            onPick={(venue) => {
              setText(venue.name);
              setPicked(venue);
            }}
          />
        </Field>
      </div>
      <Button type="submit" disabled={!picked || adding}>
        Add
      </Button>
    </form>
  );
}
