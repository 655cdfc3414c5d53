// Settings, Access tokens (issue 42, decision 0079): make a personal access token for a program, see its
// secret once, see when each was last used, revoke one.
import { zodResolver } from '@hookform/resolvers/zod';
import { CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { toast } from 'sonner';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  ACCESS_TOKEN_MESSAGES,
  ACCESS_TOKENS_PER_MEMBER_MAX,
  accessTokenSchema,
  DEFAULT_ACCESS_TOKEN_EXPIRY_DAYS,
  type AccessTokenInput,
} from '@common/access-tokens';
import { ACCOUNT_CAPS } from '@common/account-caps';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { setServerErrors } from '@/lib/form-errors';
import type { AccessTokensPageQuery } from './__generated__/AccessTokensPageQuery.graphql';
import { AccessTokenRow } from './AccessTokenRow';
import { useCreateAccessTokenMutation } from './CreateAccessTokenMutation';

export const ACCESS_TOKENS_TITLE = 'Access tokens';
const NEVER = 'never';

export default function AccessTokensPage() {
  const data = useLazyLoadQuery<AccessTokensPageQuery>(
    graphql`
      query AccessTokensPageQuery {
        accessTokens(first: 20) @connection(key: "AccessTokensPage_accessTokens") {
          edges {
            node {
              id
              ...AccessTokenRow_token
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [secret, setSecret] = useState<string | null>(null);
  const [create, creating] = useCreateAccessTokenMutation();
  const form = useForm<AccessTokenInput>({
    resolver: zodResolver(accessTokenSchema),
    defaultValues: { name: '', scope: 'read', expiresInDays: DEFAULT_ACCESS_TOKEN_EXPIRY_DAYS },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((input) => {
    create(input as Parameters<typeof create>[0], {
      onCreated: (made) => {
        setSecret(made);
        form.reset();
        toast.success(ACCESS_TOKEN_MESSAGES.created);
      },
      onFailed: (message, failure) => {
        setServerErrors(form.setError, failure);
        toast.error(message);
      },
    });
  });

  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret);
    toast.success(ACCESS_TOKEN_MESSAGES.copied);
  };

  const tokens = data.accessTokens?.edges ?? [];
  // Expired tokens count until revoked (decision 0079): the server's cap, said before a refused try.
  const atCap = tokens.length >= ACCESS_TOKENS_PER_MEMBER_MAX;
  return (
    <div>
      <title>{`${ACCESS_TOKENS_TITLE} · Repour`}</title>
      <PageHeader title={ACCESS_TOKENS_TITLE} back="/profile" backLabel="Back to profile" />
      <div className="flex flex-col gap-6 px-4 pb-6">
        <p className="text-sm text-muted-foreground">
          A token lets a program use the Repour API as you: send it as <code>Authorization: Bearer</code>. Read tokens cannot change
          anything. No token can make tokens or change your password.
        </p>

        {secret ? (
          <section aria-labelledby="new-token" className="flex flex-col gap-2 rounded-lg border border-primary p-3">
            <h2 id="new-token" className="font-semibold">
              Your new token
            </h2>
            <p className="text-sm">Copy it now: it will not be shown again.</p>
            <Input readOnly value={secret} aria-label="Token secret" className="font-mono text-xs" onFocus={(e) => e.target.select()} />
            <div className="flex gap-2">
              <Button type="button" onClick={() => void copy()}>
                <CopyIcon />
                Copy
              </Button>
              <Button type="button" variant="outline" onClick={() => setSecret(null)}>
                Done
              </Button>
            </div>
          </section>
        ) : null}

        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4" aria-labelledby="new-token-form">
          <h2 id="new-token-form" className="font-semibold">
            New token
          </h2>
          <Field id="token-name" label="Name" error={errors.name?.message}>
            <Input id="token-name" placeholder="Menu sync" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
          </Field>
          <Field id="token-scope" label="Access" error={errors.scope?.message}>
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="token-scope">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="read">Read</SelectItem>
                    <SelectItem value="read_write">Read and write</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          <Field id="token-expiry" label="Expires" error={errors.expiresInDays?.message}>
            <Controller
              control={form.control}
              name="expiresInDays"
              render={({ field }) => (
                <Select
                  value={field.value === null ? NEVER : String(field.value)}
                  onValueChange={(value) => field.onChange(value === NEVER ? null : Number(value))}
                >
                  <SelectTrigger id="token-expiry">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ACCESS_TOKEN_EXPIRY_DAYS.map((days) => (
                      <SelectItem key={days} value={String(days)}>
                        In {days} days
                      </SelectItem>
                    ))}
                    <SelectItem value={NEVER}>Never</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          <Button type="submit" disabled={creating || atCap} aria-describedby={atCap ? 'token-cap' : undefined} className="self-start">
            Create token
          </Button>
          {atCap ? (
            <p id="token-cap" className="text-sm text-muted-foreground">
              {ACCOUNT_CAPS.accessTokens.message}
            </p>
          ) : null}
        </form>

        <section aria-labelledby="token-list" className="flex flex-col gap-2">
          <h2 id="token-list" className="font-semibold">
            Your tokens
          </h2>
          {tokens.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tokens yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {tokens.map((edge) => (
                <AccessTokenRow key={edge.node.id} token={edge.node} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
