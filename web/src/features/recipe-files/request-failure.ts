import { NETWORK_ERROR_MESSAGE } from '@common/constants';
import { GraphQLResponseError, NetworkFailureError } from '@/relay/fetch-graphql';

/** What to tell of a request that failed: the server's words (a limit), no answer, or the screen's own text. */
export function requestFailure(error: Error, fallback: string): string {
  if (error instanceof GraphQLResponseError) return error.message;
  if (error instanceof NetworkFailureError) return NETWORK_ERROR_MESSAGE;
  return fallback;
}
