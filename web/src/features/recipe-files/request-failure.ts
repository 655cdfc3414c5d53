import { NETWORK_ERROR_MESSAGE } from '@common/constants';
import { NetworkFailureError, requestErrorText } from '@/relay/fetch-graphql';

/** What to tell of a request that failed: the server's words (a limit), no answer, or the screen's own text. */
export function requestFailure(error: Error, fallback: string): string {
  return error instanceof NetworkFailureError ? NETWORK_ERROR_MESSAGE : requestErrorText(error, fallback);
}
