// Personal access tokens (issue 42, docs/decisions/0079-personal-access-tokens.md): what a member gives
// a token when making one in Settings, the limits, and the texts the server and the web client share.
import { z } from 'zod';
import { collapsedText } from './validation';

/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const ACCESS_TOKEN_PREFIX = 'repour_pat_';
/** A token's name: what the member calls the program that holds it. */
export const ACCESS_TOKEN_NAME_MAX = 60;
/** Tokens one member may keep at once (expired ones included until revoked): the Settings list shows them whole. */
export const ACCESS_TOKENS_PER_MEMBER_MAX = 20;
/** What a token may do: read only, or read and write (the member's own powers, less managing tokens and the password). */
export const ACCESS_TOKEN_SCOPES = ['read', 'read_write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];
/** The expiries offered, in days; null is "never". */
export const ACCESS_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const DEFAULT_ACCESS_TOKEN_EXPIRY_DAYS = 30;
/** A token's last use is written at most this often (seconds), not on every request. */
export const ACCESS_TOKEN_LAST_USED_PRECISION_SECONDS = 60;

export const ACCESS_TOKEN_MESSAGES = {
  nameRequired: 'Please name the token',
  expiry: 'Choose 7, 30, 90 or 365 days, or no expiry',
  sessionOnly: 'Access tokens cannot manage access tokens or change the password: sign in to do this',
  readOnly: 'This access token can only read: make a read and write token to change things',
  notFound: 'Access token not found',
  created: 'Token created: copy it now, it will not be shown again',
  revoked: 'Token revoked',
  copied: 'Token copied',
} as const;

/** A new token: its name, scope and expiry (days from now, or null for none). */
export const accessTokenSchema = z.object({
  name: collapsedText(ACCESS_TOKEN_NAME_MAX, ACCESS_TOKEN_MESSAGES.nameRequired),
  scope: z.enum(ACCESS_TOKEN_SCOPES),
  expiresInDays: z
    .number()
    .int()
    .nullable()
    .refine((days) => days === null || (ACCESS_TOKEN_EXPIRY_DAYS as readonly number[]).includes(days), ACCESS_TOKEN_MESSAGES.expiry),
});
export type AccessTokenInput = z.input<typeof accessTokenSchema>;

/** Whether a bearer value is an access token's secret (anything else is tried as a session token). */
export function isAccessTokenSecret(token: string): boolean {
  return token.startsWith(ACCESS_TOKEN_PREFIX);
}
