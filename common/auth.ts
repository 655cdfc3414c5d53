// Sign-up, sign-in and invite rules with the spec's messages (sections 5 and 8), for client and server.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, inviteCodeError, signupPasswordError } from './auth-messages';
import { PASSWORD_MIN_LENGTH_CHANGE } from './constants';
import { isInviteCodeFormat } from './invite-code';
import { tooLongMessage } from './validation';

export * from './auth-messages';

const requiredName = (required: string) => z.string().trim().min(1, required).max(NAME_MAX_LENGTH, tooLongMessage(NAME_MAX_LENGTH));

/** signUp's input: an invite code, the member's names, email and a password that meets the rules. */
export const signUpSchema = z.object({
  inviteCode: z.string().trim().toUpperCase().refine(isInviteCodeFormat, MESSAGES.inviteSignupNotValidated),
  firstName: requiredName(MESSAGES.firstNameRequired),
  lastName: requiredName(MESSAGES.lastNameRequired),
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong).pipe(z.email(MESSAGES.emailInvalid)),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH))
    .superRefine((password, ctx) => {
      const error = signupPasswordError(password);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
});

/** The signup form: signUp's input and the password typed again, which must match. */
export const signupFormSchema = signUpSchema.extend({ confirmPassword: z.string() }).superRefine((form, ctx) => {
  if (form.password !== form.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
});

/** An invite code box on the sign-in and entry screens: exactly 8 letters and digits. */
export const inviteCodeFormSchema = z.object({
  code: z.string().refine((code) => inviteCodeError(code) === null, MESSAGES.inviteCodeFormat),
});

export type SignUpInput = z.input<typeof signUpSchema>;

/** What logIn takes. The spec has no rules here: a wrong or empty pair fails as a wrong password does. */
export const logInSchema = z.object({ emailOrUsername: z.string(), password: z.string() });

/** What changePassword takes: the current password is optional (decision 10), the new one at least 6 characters. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .nullish()
    .transform((value) => value || null),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH_CHANGE, MESSAGES.newPasswordTooShort)
    .max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH)),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
