// A subscription refused as it starts (signed out, too many streams, a query limit) is answered as the
// GraphQL over SSE protocol asks: status 200 with the errors as the stream's one `next` event, then
// `complete`. An error status would read as a broken connection to an SSE client (graphql-sse retries
// those), so it would ask again and again for what it will never be given. Queries and mutations keep
// their statuses (the `http` extensions, gateway/errors.ts).
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isAsyncIterable } from 'graphql-yoga';

export function refusalsInStreamPlugin(): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      if (isAsyncIterable(result) || Array.isArray(result) || !result.errors?.length) return;
      if (!request.headers.get('accept')?.includes('text/event-stream')) return;
      setResult({
        ...result,
        errors: result.errors.map((error) => {
          const { http: _http, ...extensions } = error.extensions ?? {};
          return new GraphQLError(error.message, { path: error.path, extensions });
        }),
      });
    },
  };
}
