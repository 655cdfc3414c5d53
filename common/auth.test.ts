import { describe, expect, it } from 'vitest';
import { changePasswordSchema, inviteCodeError, MESSAGES, missingPasswordRules, signUpSchema, signupPasswordError } from './auth';
import { fieldErrorsOf } from './validation';

describe('the sign-up password rule', () => {
  it('accepts 8+ characters with an uppercase and a lowercase letter, a number and a special character', () => {
    expect(signupPasswordError('Negroni#1')).toBeNull();
  });

  it("names every missing item, in the spec's order and words", () => {
    expect(signupPasswordError('')).toBe(
      'Password must contain: at least 8 characters, at least one uppercase letter, at least one lowercase letter, at least one number, at least one special character',
    );
    expect(signupPasswordError('negroni1')).toBe('Password must contain: at least one uppercase letter, at least one special character');
    expect(missingPasswordRules('NEGRONI#1')).toEqual(['at least one lowercase letter']);
    expect(missingPasswordRules('Negroni#x')).toEqual(['at least one number']);
    expect(missingPasswordRules('Ng#1')).toEqual(['at least 8 characters']);
  });

  it('reads letters and digits of any script as letters and digits, never as the special character', () => {
    expect(missingPasswordRules('Passwörd12')).toEqual(['at least one special character']);
    expect(missingPasswordRules('Cafe\u0301-bar1')).toEqual([]);
    expect(missingPasswordRules('ÖSTERREICH-1')).toEqual(['at least one lowercase letter']);
    expect(missingPasswordRules('Straße ist 1')).toEqual([]);
  });
});

describe('the invite code rule of the login and entry screens', () => {
  it('wants exactly 8 uppercase letters or digits', () => {
    expect(inviteCodeError('AB12CD34')).toBeNull();
    expect(inviteCodeError('AB12CD3')).toBe('Please enter a valid 8-digit invite code');
    expect(inviteCodeError('AB12CD345')).toBe('Please enter a valid 8-digit invite code');
  });
});

describe('the sign-up and password-change inputs', () => {
  it('sign-up: a valid invite code, a name, an email and a password that passes the rule', () => {
    const person = { inviteCode: ' abcd2345 ', firstName: ' Rita ', lastName: 'Spritz', email: 'Rita@Example.com', password: 'Negroni#1' };
    expect(signUpSchema.parse(person)).toEqual({ ...person, inviteCode: 'ABCD2345', firstName: 'Rita', email: 'rita@example.com' });
    expect(fieldErrorsOf(signUpSchema.safeParse({ ...person, firstName: ' ', password: 'short' }).error!)).toEqual([
      { path: 'firstName', message: MESSAGES.firstNameRequired },
      { path: 'password', message: signupPasswordError('short') },
    ]);
  });

  it('password change: the current password is optional, the new one at least 6 characters', () => {
    expect(changePasswordSchema.parse({ newPassword: 'sixsix' })).toEqual({ currentPassword: null, newPassword: 'sixsix' });
    expect(fieldErrorsOf(changePasswordSchema.safeParse({ currentPassword: null, newPassword: 'five5' }).error!)).toEqual([
      { path: 'newPassword', message: MESSAGES.newPasswordTooShort },
    ]);
  });
});

describe('the change password input', () => {
  it('takes a new password of at least 6 characters, and an empty current password as none', () => {
    expect(changePasswordSchema.parse({ currentPassword: '', newPassword: 'Muddled' })).toEqual({
      currentPassword: null,
      newPassword: 'Muddled',
    });
  });

  it("refuses a short or overlong new password with the spec's message", () => {
    const short = changePasswordSchema.safeParse({ newPassword: 'abc' });
    expect(short.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newPassword', MESSAGES.newPasswordTooShort],
    ]);
    expect(changePasswordSchema.safeParse({ newPassword: 'x'.repeat(129) }).error?.issues[0]?.message).toBe('At most 128 characters');
  });
});
