// GraphiQL from the app itself, not from a CDN: graphql-yoga's default page loads its code from
// unpkg.com, which a strict Content-Security-Policy (and an offline machine) refuses. The code comes
// from @graphql-yoga/render-graphiql (the same GraphiQL build, bundled) and is served as separate
// files under /graphiql/, so the page needs no inline script.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GraphiQLOptions } from 'graphql-yoga';

export const GRAPHIQL_ASSETS_PREFIX = '/graphiql/';

/**
 * The first tab: a named query with a fragment. GraphiQL names a tab by the first word after "query",
 * "mutation" or "subscription" on a line that does not start with "#", so comments start their lines
 * (an indented comment once named the tab "and").
 */
export const EXAMPLE_COCKTAILS_QUERY = `# A page of the cocktail database. Press the run button (or Ctrl-Enter).
# The guide to this API: /developers
query Cocktails($first: Int = 10, $after: String) {
  cocktails(first: $first, after: $after) {
    totalCount
    edges {
      node {
        ...CocktailSummary
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}

fragment CocktailSummary on Cocktail {
  id
  name
  glassware
  likesCount
  creator {
    displayName
  }
  ingredients {
    amount
    unit
    ingredient {
      name
    }
  }
}
`;

/** The second tab: signing in, whose token goes in the Headers pane as "Authorization: Bearer ...". */
export const EXAMPLE_LOG_IN_MUTATION = `# Signs in; put the token in the Headers pane below:
# {"Authorization": "Bearer <token>"}
mutation LogIn($input: LogInInput!) {
  logIn(input: $input) {
    ... on AuthPayload {
      token
      viewer {
        id
        username
      }
    }
    ... on Error {
      message
      code
    }
  }
}
`;

/** GraphiQL's options: its title and the example tabs a first visit opens with. */
export const graphiqlOptions: GraphiQLOptions = {
  title: 'Repour GraphQL',
  defaultQuery: EXAMPLE_COCKTAILS_QUERY,
  defaultTabs: [
    { query: EXAMPLE_COCKTAILS_QUERY, variables: '{ "first": 10 }' },
    { query: EXAMPLE_LOG_IN_MUTATION, variables: '{ "input": { "emailOrUsername": "you@example.com", "password": "your password" } }' },
  ],
};

interface Bundle {
  js: string;
  css: string;
  editorWorkerService: string;
  jsonWorker: string;
  graphqlWorker: string;
}

let bundle: Bundle | undefined;
/** The bundle is 9 MB of JavaScript: loaded on the first GraphiQL visit, not at start. */
function graphiqlBundle(): Bundle {
  if (!bundle) {
    const require = createRequire(import.meta.url);
    // The package exports only its renderer (which inlines everything); its assets sit beside it.
    const main = require.resolve('@graphql-yoga/render-graphiql');
    bundle = require(path.join(path.dirname(main), 'graphiql.js')) as Bundle;
  }
  return bundle;
}

/** Runs before GraphiQL's code: tells Monaco where its web workers are. */
const setupScript = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (moduleId, label) {
    return { json: '${GRAPHIQL_ASSETS_PREFIX}json.worker.js', graphql: '${GRAPHIQL_ASSETS_PREFIX}graphql.worker.js' }[label] || '${GRAPHIQL_ASSETS_PREFIX}editor.worker.js';
  },
};
`;

/** The page's own bits: the link to the guide, in the top right corner over GraphiQL. */
const pageStyle = `.repour-guide {
  position: fixed;
  top: 8px;
  right: 12px;
  z-index: 10;
  padding: 4px 10px;
  border-radius: 6px;
  background: #1f2937;
  color: #fff;
  font: 14px/1.5 system-ui, sans-serif;
  text-decoration: underline;
}
`;

/** Runs after GraphiQL's code: renders it with the options the page carries as JSON. */
const startScript = `YogaGraphiQL.renderYogaGraphiQL(
  document.querySelector('#root'),
  JSON.parse(document.getElementById('graphiql-options').textContent),
);
`;

/** The files under /graphiql/: name to [content type, body]. */
export function graphiqlAsset(name: string): { contentType: string; body: string } | undefined {
  switch (name) {
    case 'setup.js':
      return { contentType: 'text/javascript; charset=utf-8', body: setupScript };
    case 'start.js':
      return { contentType: 'text/javascript; charset=utf-8', body: startScript };
    case 'graphiql.js':
      return { contentType: 'text/javascript; charset=utf-8', body: graphiqlBundle().js };
    case 'repour.css':
      return { contentType: 'text/css; charset=utf-8', body: pageStyle };
    case 'graphiql.css':
      return { contentType: 'text/css; charset=utf-8', body: graphiqlBundle().css };
    case 'editor.worker.js':
      return { contentType: 'text/javascript; charset=utf-8', body: graphiqlBundle().editorWorkerService };
    case 'json.worker.js':
      return { contentType: 'text/javascript; charset=utf-8', body: graphiqlBundle().jsonWorker };
    case 'graphql.worker.js':
      return { contentType: 'text/javascript; charset=utf-8', body: graphiqlBundle().graphqlWorker };
    default:
      return undefined;
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Yoga's `renderGraphiQL`: a page with no inline script; its options travel as a JSON data block. */
export function renderGraphiQL(options?: GraphiQLOptions): string {
  // `<` is escaped so no value can close the data block.
  const json = JSON.stringify(options ?? {}).replace(/</g, '\\u003c');
  const p = GRAPHIQL_ASSETS_PREFIX;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options?.title ?? 'GraphiQL')}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${p}graphiql.css" />
    <link rel="stylesheet" href="${p}repour.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL. The API's guide: <a href="/developers">/developers</a>.</noscript>
    <a class="repour-guide" href="/developers">API guide</a>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${json}</script>
    <script src="${p}setup.js"></script>
    <script src="${p}graphiql.js"></script>
    <script src="${p}start.js"></script>
  </body>
</html>
`;
}
