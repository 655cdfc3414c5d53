// The signup form's rules (spec section 5), checked before the form is sent. The server checks them
// again (gateway/domain/auth.ts) with the same messages.
import { MESSAGES, missingPasswordRules, signupPasswordError } from '../../../../common/auth';

/** The form state, with the spec's names. */
export interface SignupForm {
  inviteCode: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type SignupField = keyof SignupForm;

export interface SignupFormError {
  field: SignupField;
  message: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first rule the form breaks, or null when it may be sent. The invite code must have been validated. */
export function signupFormError(form: SignupForm, inviteValidated: boolean): SignupFormError | null {
  if (!inviteValidated) return { field: 'inviteCode', message: MESSAGES.inviteSignupNotValidated };
  if (!form.firstName.trim()) return { field: 'firstName', message: MESSAGES.firstNameRequired };
  if (!form.lastName.trim()) return { field: 'lastName', message: MESSAGES.lastNameRequired };
  if (!EMAIL_SHAPE.test(form.email.trim())) return { field: 'email', message: MESSAGES.emailInvalid };
  if (form.password !== form.confirmPassword) return { field: 'confirmPassword', message: MESSAGES.passwordsDoNotMatch };
  const passwordError = signupPasswordError(form.password);
  if (passwordError) return { field: 'password', message: passwordError };
  return null;
}

/** The five password rules in the spec's order, each with whether the password meets it (the live checklist). */
export function passwordChecklist(password: string): Array<{ rule: string; met: boolean }> {
  const missing = new Set(missingPasswordRules(password));
  return missingPasswordRules('').map((rule) => ({ rule, met: !missing.has(rule) }));
}
