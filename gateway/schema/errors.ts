// The typed failures of mutations (see ../errors.ts). Clients select `... on Error { message code }`
// and, for validation, the failing fields.
import { FIELD_ERRORS_MAX } from '../../common/validation';
import { builder } from '../builder';
import { type AppError, NotAuthorizedError, NotFoundError, ValidationError } from '../errors';

export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description: 'An expected failure of a mutation, with a message meant for people.',
  fields: (t) => ({
    message: t.exposeString('message', {
      description:
        "What went wrong, in words meant for people (the product's own messages). Tell failures apart by type and `code`, not by this text.",
    }),
    code: t.string({
      description:
        'BAD_USER_INPUT (ALREADY_EXISTS when the thing to add is there already; INVITE_USED or INVITE_EXPIRED for an invite code that can no longer be used; NOT_PENDING for a request or claim decided or withdrawn meanwhile), UNAUTHENTICATED, FORBIDDEN or NOT_FOUND.',
      resolve: (error) => error.code,
    }),
  }),
});

const FieldErrorRef = builder.objectRef<{ path: string; message: string }>('FieldError').implement({
  description: 'Why one input field was refused.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The input field, e.g. "name" or "ingredients.2.amount".' }),
    message: t.exposeString('message', { description: "Why the field was refused, in the product's words." }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description:
    'The input was refused (code BAD_USER_INPUT, or ALREADY_EXISTS, INVITE_USED, INVITE_EXPIRED, NOT_PENDING, PAYLOAD_TOO_LARGE): ' +
    '`message` is the first problem, `fields` each refused field by its path. Nothing was changed.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    fields: t.field({
      description: `Each refused input field with its message, in the order found (at most ${FIELD_ERRORS_MAX}).`,
      type: [FieldErrorRef],
      maxItems: FIELD_ERRORS_MAX,
      resolve: (error) => error.fields,
    }),
  }),
});

builder.objectType(NotAuthorizedError, {
  name: 'NotAuthorizedError',
  description: 'UNAUTHENTICATED: the caller must sign in. FORBIDDEN: the caller may not do this.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotAuthorizedError,
  fields: () => ({}),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'NOT_FOUND: what the input names is not there, or is not visible to the caller. Nothing was changed.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotFoundError,
  fields: () => ({}),
});
