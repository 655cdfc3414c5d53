import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatShortDate, formatShortDateTime } from '@/lib/dates';
import type { AccessTokenRow_token$key } from './__generated__/AccessTokenRow_token.graphql';
import { useRevokeAccessTokenMutation } from './RevokeAccessTokenMutation';

/** One token: its name, scope, hint, last use and expiry, and Revoke. */
export function AccessTokenRow({ token }: { token: AccessTokenRow_token$key }) {
  const data = useFragment(
    graphql`
      fragment AccessTokenRow_token on AccessToken {
        id
        name
        scope
        hint
        createdAt
        expiresAt
        lastUsedAt
      }
    `,
    token,
  );
  const [revoke, revoking] = useRevokeAccessTokenMutation();
  // Whether it had expired when the row was first drawn (a list opened for hours may say so late).
  const [openedAt] = useState(() => Date.now());
  const expired = data.expiresAt !== null && Date.parse(data.expiresAt as string) <= openedAt;
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-3" data-testid="access-token">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium break-all">{data.name}</span>
        <Badge variant="secondary">{data.scope === 'read' ? 'Read' : 'Read and write'}</Badge>
      </div>
      <p className="font-mono text-sm text-muted-foreground">repour_pat_{data.hint}…</p>
      <p className="text-sm text-muted-foreground">
        {data.lastUsedAt ? `Last used ${formatShortDateTime(data.lastUsedAt as string)}` : 'Never used'}
        {' · '}
        {data.expiresAt === null ? 'No expiry' : `${expired ? 'Expired' : 'Expires'} ${formatShortDate(data.expiresAt as string)}`}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={revoking}
        onClick={() => revoke(data.id)}
        aria-label={`Revoke ${data.name}`}
      >
        Revoke
      </Button>
    </li>
  );
}
