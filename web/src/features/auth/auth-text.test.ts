import { describe, expect, it } from 'vitest';
import { GraphQLHttpError, GraphQLResponseError } from '@/relay/fetch-graphql';
import {
  inviteScreenErrorText,
  inviteVerifiedText,
  loginErrorText,
  loginInviteErrorText,
  serverErrorText,
  signupErrorText,
  signupInviteErrorText,
} from './auth-text';

const rateLimited = new GraphQLResponseError([
  { message: 'Too many attempts. Please wait a moment and try again.', extensions: { code: 'RATE_LIMITED' } },
]);
const masked = new GraphQLResponseError([{ message: 'Unexpected error.' }]);
const offline = new TypeError('Failed to fetch');
const badGateway = new GraphQLHttpError(502, 'Bad Gateway');

describe("the server's error text", () => {
  it('is the message of a GraphQL error with a code, and nothing for network failures, masked faults or HTTP errors', () => {
    expect(serverErrorText(rateLimited)).toBe('Too many attempts. Please wait a moment and try again.');
    expect(serverErrorText(masked)).toBeNull();
    expect(serverErrorText(offline)).toBeNull();
    expect(serverErrorText(badGateway)).toBeNull();
  });
});

describe('invite validation messages', () => {
  it('on the login screen: "Invalid invite code" for a refused code, a used or expired one says so, else the server\'s text', () => {
    expect(loginInviteErrorText({ kind: 'invalid', code: 'ZZZZ9999', error: 'Invalid invite code', errorCode: 'unknown' })).toBe(
      'Invalid invite code',
    );
    // Told apart by the code, not the text.
    expect(loginInviteErrorText({ kind: 'invalid', code: 'ZZZZ9999', error: 'anything', errorCode: 'used' })).toBe(
      'This invite code has already been used',
    );
    expect(loginInviteErrorText({ kind: 'invalid', code: 'ZZZZ9999', error: null, errorCode: 'expired' })).toBe(
      'This invite code has expired',
    );
    expect(loginInviteErrorText({ kind: 'failed', code: 'ZZZZ9999', error: rateLimited })).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(loginInviteErrorText({ kind: 'failed', code: 'ZZZZ9999', error: offline })).toBe('Invalid invite code');
  });

  it('on the signup screen: a failed call and a refused code have their own messages', () => {
    expect(signupInviteErrorText({ kind: 'failed', code: 'ZZZZ9999', error: offline })).toBe(
      'Failed to validate invite code. Please try again.',
    );
    expect(signupInviteErrorText({ kind: 'failed', code: 'ZZZZ9999', error: badGateway })).toBe(
      'Failed to validate invite code. Please try again.',
    );
    expect(signupInviteErrorText({ kind: 'invalid', code: 'ZZZZ9999', error: 'Invalid invite code', errorCode: 'unknown' })).toBe(
      'Invalid invite code. Please enter a valid code.',
    );
    expect(signupInviteErrorText({ kind: 'invalid', code: 'ZZZZ9999', error: null, errorCode: 'used' })).toBe(
      'This invite code has already been used',
    );
  });

  it('on the welcome and entry screens: one message for every failure', () => {
    expect(inviteScreenErrorText()).toBe('Invalid invite code. Please try again.');
    expect(inviteScreenErrorText('unknown')).toBe('Invalid invite code. Please try again.');
    expect(inviteScreenErrorText('used')).toBe('This invite code has already been used');
  });

  it('announces the account type a verified code makes', () => {
    expect(inviteVerifiedText('bartender')).toBe('Invite code verified! This will create a bartender account. Redirecting to signup...');
    expect(inviteVerifiedText('user')).toBe('Invite code verified! This will create a user account. Redirecting to signup...');
    expect(inviteVerifiedText('admin')).toBe('Invite code verified! This will create an admin account. Redirecting to signup...');
  });
});

describe('sign-in and sign-up failures', () => {
  it('show what the server said, else "Login failed"', () => {
    expect(loginErrorText({ kind: 'refused', message: 'Invalid email/username or password' })).toBe('Invalid email/username or password');
    expect(loginErrorText({ kind: 'failed', error: rateLimited })).toBe('Too many attempts. Please wait a moment and try again.');
    expect(loginErrorText({ kind: 'failed', error: offline })).toBe('Login failed');
    expect(loginErrorText({ kind: 'failed', error: masked })).toBe('Login failed');
  });

  it('show what the server said, else "Signup failed"', () => {
    expect(signupErrorText({ kind: 'refused', message: 'This invite code has already been used', field: 'inviteCode' })).toBe(
      'This invite code has already been used',
    );
    expect(signupErrorText({ kind: 'failed', error: rateLimited })).toBe('Too many attempts. Please wait a moment and try again.');
    expect(signupErrorText({ kind: 'failed', error: offline })).toBe('Signup failed');
  });
});
