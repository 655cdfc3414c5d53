// Toasts for mutation results: the server's message when it gives one, else the spec's fallback.
import { toast } from 'sonner';
import { actionErrorText, requestErrorText } from '@/relay/fetch-graphql';
import { failureMessage, readFailure, type ResultLike } from '@/relay/mutation-result';

/**
 * True when the result is the expected payload (and toasts `success`); otherwise toasts the failure
 * and hands the field messages to `onFields`.
 */
export function settle(
  result: ResultLike,
  payload: string,
  messages: { success?: string; fallback: string },
  onFields?: (errors: Readonly<Record<string, string>>) => void,
): boolean {
  const failure = readFailure(result, payload);
  if (!failure) {
    if (messages.success) toast.success(messages.success);
    return true;
  }
  onFields?.(failure.fields);
  toast.error(failureMessage(failure, messages.fallback));
  return false;
}

/** A network or server failure of a mutation: the server's words, "Network error...", else `fallback`. */
export function failed(error: Error, fallback: string): void {
  toast.error(actionErrorText(error, fallback));
}

/**
 * As `failed`, for a write whose screen has its own failure text for no answer too (spec section 8's "the
 * server's error text or ..."; decision 0068: offline, a screen says so in the words it already had): the
 * server's words for an error answer (a rate limit), else `fallback`.
 */
export function failedWithFallback(error: Error, fallback: string): void {
  toast.error(requestErrorText(error, fallback));
}

/** What a form hands a save: called when it is saved, or with the server's field messages when it is refused. */
export interface SaveCallbacks {
  onSaved?(): void;
  onFields?(fields: Readonly<Record<string, string>>): void;
}
