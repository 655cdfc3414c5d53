// What the invite, sign-in and sign-up screens say when something fails (spec section 8), as pure
// decisions over the outcome of a call. The texts themselves are in common/auth.ts.
import { GraphQLResponseError } from '@/relay/fetch-graphql';
import { INVITE_ERROR_MESSAGES, MESSAGES } from '../../../../common/auth-messages';
import type { ProfileType } from '../../../../common/constants';
import { withArticle } from '../../../../common/plural';
import type { SessionViewer } from '@/app/session/SessionViewer';

/** The answer to "can this invite code be used?": valid, refused by the server, or no answer at all. */
export type InviteCheck =
  | { kind: 'valid'; code: string; profileType: ProfileType; isAdmin: boolean }
  | { kind: 'invalid'; code: string; error: string | null; errorCode: string | null }
  | { kind: 'failed'; code: string; error: Error };

/** The outcome of signing in or joining. */
export type AuthOutcome =
  | { kind: 'signedIn'; token: string; viewer: SessionViewer }
  /** The server refused (a typed error such as ValidationError): its message, and the field it names. */
  | { kind: 'refused'; message: string; field?: string }
  /** No answer we can use: a rate limit (a GraphQL error), a dropped connection, a server fault. */
  | { kind: 'failed'; error: Error };

/**
 * The server's own words for a failed call, when it gave some: a GraphQL error with a code (such as
 * RATE_LIMITED, "Too many attempts..."). Network failures and masked faults have none.
 */
export function serverErrorText(error: unknown): string | null {
  return error instanceof GraphQLResponseError && error.code ? error.message : null;
}

/**
 * A real code that can no longer be used says why on every screen ("This invite code has already been
 * used", "...has expired"), told apart by the server's code; null for anything else (decision 0038).
 */
export function unavailableInviteText(errorCode: string | null | undefined): string | null {
  return errorCode === 'used' || errorCode === 'expired' ? INVITE_ERROR_MESSAGES[errorCode] : null;
}

/** Login screen, invite box: the server's error text, else "Invalid invite code"; valid false gives "Invalid invite code". */
export function loginInviteErrorText(check: Exclude<InviteCheck, { kind: 'valid' }>): string {
  if (check.kind === 'invalid') return unavailableInviteText(check.errorCode) ?? MESSAGES.inviteInvalid;
  return serverErrorText(check.error) ?? MESSAGES.inviteInvalid;
}

/** Signup screen: no usable answer gives "Failed to validate...", valid false "Invalid invite code. Please enter a valid code.". */
export function signupInviteErrorText(check: Exclude<InviteCheck, { kind: 'valid' }>): string {
  if (check.kind === 'failed') return MESSAGES.inviteSignupValidationFailed;
  return unavailableInviteText(check.errorCode) ?? MESSAGES.inviteInvalidSignup;
}

/**
 * Welcome and entry screens: "Invalid invite code. Please try again." for a refused code and for a
 * failed call alike (the spec's "Server error - please try again" is never displayed); a used or
 * expired code says so.
 */
export function inviteScreenErrorText(errorCode?: string | null): string {
  return unavailableInviteText(errorCode) ?? MESSAGES.inviteInvalidTryAgain;
}

/** Signing in failed: the server's error text, else "Login failed". */
export function loginErrorText(outcome: Exclude<AuthOutcome, { kind: 'signedIn' }>): string {
  if (outcome.kind === 'refused') return outcome.message;
  return serverErrorText(outcome.error) ?? MESSAGES.loginFailed;
}

/** Signing up failed: the server's error text, else "Signup failed". */
export function signupErrorText(outcome: Exclude<AuthOutcome, { kind: 'signedIn' }>): string {
  if (outcome.kind === 'refused') return outcome.message;
  return serverErrorText(outcome.error) ?? MESSAGES.signupFailed;
}

/** "Invite code verified! This will create a bartender account. Redirecting to signup..." ("an admin account"). */
export function inviteVerifiedText(profileType: string): string {
  return `Invite code verified! This will create ${withArticle(profileType)} account. Redirecting to signup...`;
}
