import { describe, expect, it } from 'vitest';
import { passwordChecklist, signupFormError, type SignupForm } from './signup-form';

const good: SignupForm = {
  inviteCode: 'ABCD2345',
  firstName: 'Ada',
  lastName: 'Negroni',
  email: 'ada@example.com',
  password: 'Campari#1919',
  confirmPassword: 'Campari#1919',
};

describe('the signup form', () => {
  it('may be sent once the invite code is validated and every rule holds', () => {
    expect(signupFormError(good, true)).toBeNull();
  });

  it('is blocked until the invite code is validated', () => {
    expect(signupFormError(good, false)).toEqual({ field: 'inviteCode', message: 'Please enter a valid invite code' });
  });

  it('wants a first name, a last name and an email address', () => {
    expect(signupFormError({ ...good, firstName: '  ' }, true)).toEqual({ field: 'firstName', message: 'Please enter your first name' });
    expect(signupFormError({ ...good, lastName: '' }, true)).toEqual({ field: 'lastName', message: 'Please enter your last name' });
    expect(signupFormError({ ...good, email: 'ada@example' }, true)).toEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });
  });

  it('says "Passwords do not match" when the confirmation differs', () => {
    expect(signupFormError({ ...good, confirmPassword: 'Campari#1918' }, true)).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
  });

  it('names every password rule that is missing', () => {
    expect(signupFormError({ ...good, password: 'campari', confirmPassword: 'campari' }, true)).toEqual({
      field: 'password',
      message:
        'Password must contain: at least 8 characters, at least one uppercase letter, at least one number, at least one special character',
    });
    expect(signupFormError({ ...good, password: 'CAMPARI#1919', confirmPassword: 'CAMPARI#1919' }, true)?.message).toBe(
      'Password must contain: at least one lowercase letter',
    );
  });

  it("ticks the password rules as they are met, in the spec's order", () => {
    expect(passwordChecklist('')).toEqual([
      { rule: 'at least 8 characters', met: false },
      { rule: 'at least one uppercase letter', met: false },
      { rule: 'at least one lowercase letter', met: false },
      { rule: 'at least one number', met: false },
      { rule: 'at least one special character', met: false },
    ]);
    expect(passwordChecklist('Campari1').map((item) => item.met)).toEqual([true, true, true, true, false]);
  });
});
