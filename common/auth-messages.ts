// The sign-up, sign-in and invite rules that need no schema, with the spec's messages (sections 5 and 8):
// what a screen shows before any form is validated, so the sign-in screen loads without zod
// (common/auth.ts holds the schemas and re-exports all of this).
import { INVITE_CODE_LENGTH, NETWORK_ERROR_MESSAGE, PASSWORD_MIN_LENGTH_CHANGE, PASSWORD_MIN_LENGTH_SIGNUP } from './constants';
import { isInviteCodeFormat } from './invite-code';

export const MESSAGES = {
  inviteCodeFormat: 'Please enter a valid 8-digit invite code',
  inviteInvalid: 'Invalid invite code',
  inviteInvalidTryAgain: 'Invalid invite code. Please try again.',
  inviteInvalidSignup: 'Invalid invite code. Please enter a valid code.',
  inviteSignupValidationFailed: 'Failed to validate invite code. Please try again.',
  inviteSignupNotValidated: 'Please enter a valid invite code',
  inviteUsed: 'This invite code has already been used',
  /** Not in the spec (its codes never expired); worded like inviteUsed. */
  inviteExpired: 'This invite code has expired',
  inviteServerError: 'Server error - please try again',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordMustContain: 'Password must contain: ',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  invalidCredentials: 'Invalid email/username or password',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'That email is too long',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  passwordChangeFailed: 'Failed to change password',
  passwordChangeNetwork: NETWORK_ERROR_MESSAGE,
  passwordChanged: 'Password changed successfully!',
  newPasswordTooShort: `New password must be at least ${PASSWORD_MIN_LENGTH_CHANGE} characters`,
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordIncorrect: 'Current password is incorrect',
} as const;

/**
 * Why an invite code cannot be used (InviteValidation.errorCode): its form, no such code, already used,
 * or expired. Nothing more is told (not who used it, when, nor the account type it made).
 */
export const INVITE_ERROR_CODES = ['malformed', 'unknown', 'used', 'expired'] as const;
export type InviteErrorCode = (typeof INVITE_ERROR_CODES)[number];

/** The server's words for each refusal (GET /api/invites/validate/{code} sends them as `error`). */
export const INVITE_ERROR_MESSAGES: Record<InviteErrorCode, string> = {
  malformed: MESSAGES.inviteCodeFormat,
  unknown: MESSAGES.inviteInvalid,
  used: MESSAGES.inviteUsed,
  expired: MESSAGES.inviteExpired,
};

/**
 * The items of "Password must contain: ..." that a sign-up password misses, in the spec's order. Letters
 * and digits are any script's (Ö is an uppercase letter); "special" is the spec's non-alphanumeric, so
 * an accented letter is not one.
 */
export function missingPasswordRules(password: string): string[] {
  const missing: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH_SIGNUP) missing.push(`at least ${PASSWORD_MIN_LENGTH_SIGNUP} characters`);
  if (!/\p{Lu}/u.test(password)) missing.push('at least one uppercase letter');
  if (!/\p{Ll}/u.test(password)) missing.push('at least one lowercase letter');
  if (!/\p{Nd}/u.test(password)) missing.push('at least one number');
  if (!/[^\p{L}\p{M}\p{N}]/u.test(password)) missing.push('at least one special character');
  return missing;
}

/** "Password must contain: at least one number, at least one special character", or null when it passes. */
export function signupPasswordError(password: string): string | null {
  const missing = missingPasswordRules(password);
  return missing.length ? `${MESSAGES.passwordMustContain}${missing.join(', ')}` : null;
}

/** The login and entry screens' rule: exactly 8 characters. */
export function inviteCodeError(code: string): string | null {
  return code.length === INVITE_CODE_LENGTH && isInviteCodeFormat(code) ? null : MESSAGES.inviteCodeFormat;
}

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 60;
export const PASSWORD_MAX_LENGTH = 128;
