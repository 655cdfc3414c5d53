// The legacy REST API (spec section 7), mounted at /api. Every route runs a named GraphQL operation
// against the same schema in-process and reshapes the result; no business logic and no Prisma here.
import { Hono, type Context as HonoContext } from 'hono';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../gateway/context';
import type { ServerContext } from '../gateway/yoga';
import { CommittedWriteError, operationRunner } from './operation';
import { errorResponse, RestError } from './respond';
import { authRoutes } from './routes/auth';
import { cocktailRoutes } from './routes/cocktails';
import { lookupRoutes } from './routes/lookups';
import { profileExtraRoutes } from './routes/profile-extras';
import { reportRoutes } from './routes/reports';
import { searchRoutes } from './routes/search';
import { userRoutes } from './routes/users';

/** The answer to a write that committed though its result could not be read back. */
export const WRITE_SAVED_UNREAD = 'Saved, but the result could not be read back. Fetch it again to see it.';

export interface RestCompatOptions {
  yoga: YogaServerInstance<ServerContext, Context>;
  /** What the gateway gives Yoga for the request: the client's address, the RateLimit headers' meter. */
  serverContextOf: (c: HonoContext) => ServerContext;
  onUnexpectedError?: (error: unknown, c: HonoContext) => void;
}

export function createRestCompat(options: RestCompatOptions): Hono {
  const api = new Hono();
  const graphql = operationRunner(options.yoga, options.serverContextOf, options.onUnexpectedError);
  authRoutes(api, graphql);
  reportRoutes(api, graphql);
  cocktailRoutes(api, graphql);
  lookupRoutes(api, graphql);
  userRoutes(api, graphql);
  profileExtraRoutes(api, graphql);
  searchRoutes(api, graphql);
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  api.onError((error, c) => {
    if (error instanceof RestError) return errorResponse(c, error);
    options.onUnexpectedError?.(error, c);
    if (error instanceof CommittedWriteError) return c.json({ message: WRITE_SAVED_UNREAD }, 200);
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return api;
}
