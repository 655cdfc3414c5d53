// The one reader of a mutation's typed result (decision 5): the expected payload, or the failure that
// `...ErrorFields @alias(as: "error")` selected, told apart by its type and code, never by its text.
import { readInlineData } from 'react-relay/hooks';
import type { ErrorFields$data, ErrorFields$key } from './__generated__/ErrorFields.graphql';
import { ErrorFieldsFragment } from './ErrorFields';

/** A mutation result union as Relay types it: its __typename and the aliased ErrorFields spread. */
export interface ResultLike {
  readonly __typename: string;
  readonly error?: ErrorFields$key | null;
}

/** A mutation's expected failure: its type, code (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND), message and fields. */
export interface MutationFailure {
  /** ValidationError, NotAuthorizedError, NotFoundError, ... */
  readonly type: string;
  readonly code: string | undefined;
  readonly message: string | undefined;
  /** Field messages by the last part of their path ("entry.city" as "city"), the first per field. */
  readonly fields: Readonly<Record<string, string>>;
  /** The field messages by their whole path ("ingredients.2.amount"). */
  readonly fieldList: ReadonlyArray<{ readonly path: string; readonly message: string }>;
}

/** Read from a result that is neither the payload nor an Error (a type this client does not know). */
const UNKNOWN_FAILURE: MutationFailure = { type: 'unknown', code: undefined, message: undefined, fields: {}, fieldList: [] };

/** The failure a result carries, or null when it is not an Error (the payload). */
export function failureOf(result: ResultLike): MutationFailure | null {
  if (!result.error) return null;
  const error: ErrorFields$data = readInlineData(ErrorFieldsFragment, result.error);
  const fieldList = error.fields ?? [];
  const fields: Record<string, string> = {};
  for (const field of fieldList) {
    const key = field.path.split('.').at(-1) ?? field.path;
    fields[key] ??= field.message;
  }
  return { type: error.__typename, code: error.code, message: error.message || undefined, fields, fieldList };
}

/** The failure of a result that is not of type `payloadType`; null when it is the payload. */
export function readFailure(result: ResultLike, payloadType: string): MutationFailure | null {
  if (result.__typename === payloadType) return null;
  return failureOf(result) ?? UNKNOWN_FAILURE;
}

/** The failure's message, or the fallback when it carries none. */
export function failureMessage(failure: MutationFailure | null, fallback: string): string {
  return failure?.message ?? fallback;
}

/** True when the failure says the session is gone (the member has to sign in again). */
export function isUnauthenticated(failure: MutationFailure | null): boolean {
  return failure?.code === 'UNAUTHENTICATED';
}

/**
 * True when the failure says the item acted on no longer waits for it: decided or withdrawn meanwhile
 * (NOT_PENDING), or no longer there at all (a NotFoundError). A list it was acted on from drops it.
 */
export function isNoLongerPending(failure: MutationFailure | null): boolean {
  return failure?.code === 'NOT_PENDING' || failure?.type === 'NotFoundError';
}
