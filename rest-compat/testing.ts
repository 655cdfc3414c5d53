// A stand-in for Yoga in rest-compat's tests: it answers every operation with what `answer` returns, as
// a broken or unusual server would, on both ways rest-compat calls it (the whole handler for uploads,
// the operation handler for everything else; rest-compat/operation.ts).
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../gateway/context';
import type { ServerContext } from '../gateway/yoga';

export function yogaAnswering(answer: (request: Request) => Promise<Response> | Response): YogaServerInstance<ServerContext, Context> {
  const standIn = {
    fetch: (request: Request) => answer(request),
    fetchAPI: { Request },
    getResultForParams: async ({ request }: { request: Request }) => (await answer(request)).json(),
  };
  return standIn as unknown as YogaServerInstance<ServerContext, Context>;
}
