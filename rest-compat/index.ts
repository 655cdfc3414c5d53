// The legacy REST API (spec section 7), mounted at /api. Every route runs a named GraphQL operation
// against the same schema in-process and reshapes the result; no business logic and no Prisma here.
import { Hono } from 'hono';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../gateway/context';
import type { ServerContext } from '../gateway/yoga';

export interface RestCompatOptions {
  yoga: YogaServerInstance<ServerContext, Context>;
}

export function createRestCompat(_options: RestCompatOptions): Hono {
  const api = new Hono();
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}
