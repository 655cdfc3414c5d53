// Toasts for mutation results: the server's message when it gives one, else the spec's fallback.
import { toast } from 'sonner';
import { failureMessage, fieldErrors } from './mutation-result';

interface ResultLike {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: ReadonlyArray<{ readonly path: string; readonly message: string }>;
}

/**
 * True when the result is the expected payload (and toasts `success`); otherwise toasts the failure
 * and hands the field messages to `onFields`.
 */
export function settle(
  result: ResultLike,
  payload: string,
  messages: { success?: string; fallback: string },
  onFields?: (errors: Record<string, string>) => void,
): boolean {
  if (result.__typename === payload) {
    if (messages.success) toast.success(messages.success);
    return true;
  }
  onFields?.(fieldErrors(result));
  toast.error(failureMessage(result, messages.fallback));
  return false;
}

/** A network or server failure of a mutation. */
export function failed(error: Error, fallback: string): void {
  toast.error(error.message || fallback);
}
