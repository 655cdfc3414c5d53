// The signup form's rules (spec section 5): signUp's schema in common/auth.ts with the password typed
// again (signupFormSchema), read by the form through zodResolver. The server checks the same schema.
import { MESSAGES, missingPasswordRules, signupFormSchema } from '../../../../common/auth';

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

/** The order the screen tells refusals in, one at a time: a mismatch before the password's rules. */
export const SIGNUP_FIELD_ORDER: readonly SignupField[] = ['inviteCode', 'firstName', 'lastName', 'email', 'confirmPassword', 'password'];

/** The first refused field in the screen's order, from each field's message. */
export function firstSignupError(messages: Partial<Record<SignupField, string | undefined>>): SignupFormError | null {
  const field = SIGNUP_FIELD_ORDER.find((name) => messages[name]);
  return field ? { field, message: messages[field]! } : null;
}

/** The first rule the form breaks, or null when it may be sent. The invite code must have been validated. */
export function signupFormError(form: SignupForm, inviteValidated: boolean): SignupFormError | null {
  if (!inviteValidated) return { field: 'inviteCode', message: MESSAGES.inviteSignupNotValidated };
  const result = signupFormSchema.safeParse(form);
  if (result.success) return null;
  const messages: Partial<Record<SignupField, string>> = {};
  for (const issue of result.error.issues) messages[issue.path[0] as SignupField] ??= issue.message;
  return firstSignupError(messages);
}

/** The five password rules in the spec's order, each with whether the password meets it (the live checklist). */
export function passwordChecklist(password: string): Array<{ rule: string; met: boolean }> {
  const missing = new Set(missingPasswordRules(password));
  return missingPasswordRules('').map((rule) => ({ rule, met: !missing.has(rule) }));
}
