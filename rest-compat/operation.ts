// Runs a named GraphQL operation against the same Yoga instance, in-process, on behalf of the REST
// caller (their bearer token and client address go along), and turns failures into REST answers.
import type { Context as HonoContext } from 'hono';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../gateway/context';
import type { ServerContext } from '../gateway/yoga';

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; http?: { status?: number }; fields?: Array<{ path: string; message: string }> } }>;
}

export interface OperationRunner {
  run<T = any>(c: HonoContext, document: string, variables?: Record<string, unknown>, files?: Record<string, File>): Promise<GraphQLResult<T>>;
}

/** The name after `query`/`mutation`, which Yoga needs to pick the operation. */
function operationName(document: string): string {
  const match = /\b(?:query|mutation)\s+(\w+)/.exec(document);
  if (!match) throw new Error('rest-compat operations must be named');
  return match[1];
}

export function operationRunner(yoga: YogaServerInstance<ServerContext, Context>, clientAddressOf: (c: HonoContext) => string): OperationRunner {
  return {
    async run(c, document, variables = {}, files) {
      const headers = new Headers({ accept: 'application/graphql-response+json, application/json' });
      const authorization = c.req.header('authorization');
      if (authorization) headers.set('authorization', authorization);
      let body: BodyInit;
      const payload = { query: document, variables, operationName: operationName(document) };
      if (files && Object.keys(files).length) {
        // The GraphQL multipart request spec: operations, a map of file parts to variables, the files.
        const form = new FormData();
        form.append('operations', JSON.stringify(payload));
        form.append('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((name, index) => [String(index), [`variables.${name}`]]))));
        Object.values(files).forEach((file, index) => form.append(String(index), file, file.name));
        body = form;
      } else {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(payload);
      }
      // Same-origin by construction: Yoga's CSRF prevention asks for this header on non-JSON bodies.
      headers.set('x-graphql-yoga-csrf', 'rest-compat');
      const response = await yoga.fetch(new Request('http://rest-compat.internal/graphql', { method: 'POST', headers, body }), {
        clientAddress: clientAddressOf(c),
      });
      return (await response.json()) as GraphQLResult<any>;
    },
  };
}
