// The guide's copyable examples (/developers). Each GraphQL document is checked against schema.graphql
// by examples.test.ts, so a renamed field breaks a test rather than a reader's first try.
import { MAX_PAGE_SIZE } from '@common/constants';

export const LOG_IN_MUTATION = `mutation LogIn($input: LogInInput!) {
  logIn(input: $input) {
    ... on AuthPayload {
      token
      viewer { id username }
    }
    ... on Error { message code }
  }
}`;

export const COCKTAILS_QUERY = `query Cocktails($first: Int = 10, $after: String) {
  cocktails(first: $first, after: $after) {
    totalCount
    edges {
      node { ...CocktailSummary }
    }
    pageInfo { hasNextPage endCursor }
  }
}

fragment CocktailSummary on Cocktail {
  id
  databaseId
  name
  glassware
  likesCount
  creator { displayName }
}`;

export const NODE_QUERY = `query Node($id: ID!) {
  node(id: $id) {
    id
    ... on Cocktail { name glassware }
    ... on User { username displayName }
  }
}`;

export const ERRORS_MUTATION = `mutation AddWorkEntry($input: AddWorkEntryInput!) {
  addWorkEntry(input: $input) {
    ... on AddWorkEntryPayload { workEntry { id position } }
    ... on ValidationError { message code fields { path message } }
    ... on Error { message code }
  }
}`;

/** Every GraphQL document of the guide, by name (the test validates each). */
export const GUIDE_DOCUMENTS = { LOG_IN_MUTATION, COCKTAILS_QUERY, NODE_QUERY, ERRORS_MUTATION };

/** A JSON body for /graphql, written as a shell argument in single quotes. */
function jsonBody(query: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ query: query.replace(/\s+/g, ' '), variables }).replace(/'/g, "'\\''");
}

export function logInCurl(origin: string): string {
  return `curl -s ${origin}/graphql \\
  -H 'Content-Type: application/json' \\
  -d '${jsonBody(LOG_IN_MUTATION, { input: { emailOrUsername: 'you@example.com', password: 'your password' } })}'`;
}

export function legacyLogInCurl(origin: string): string {
  return `curl -s ${origin}/api/auth/login \\
  -H 'Content-Type: application/json' \\
  -d '{"email": "you@example.com", "password": "your password"}'`;
}

export function cocktailsCurl(origin: string): string {
  return `curl -s ${origin}/graphql \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: Bearer $REPOUR_TOKEN" \\
  -d '${jsonBody(COCKTAILS_QUERY, { first: 10 })}'`;
}

/** The next page's variables: `endCursor` is the last page's pageInfo.endCursor (a placeholder says so by default). */
export function nextPageVariables(endCursor = '<pageInfo.endCursor of the page before>'): string {
  return JSON.stringify({ first: MAX_PAGE_SIZE, after: endCursor }, null, 2);
}

export const VALIDATION_ERROR_ANSWER = JSON.stringify(
  {
    data: {
      addWorkEntry: {
        __typename: 'ValidationError',
        message: 'Please enter the organization name',
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'organizationName', message: 'Please enter the organization name' }],
      },
    },
  },
  null,
  2,
);

export const RATE_LIMITED_ANSWER = JSON.stringify(
  {
    errors: [
      {
        message: 'Too many attempts. Please wait a moment and try again.',
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 42 },
      },
    ],
  },
  null,
  2,
);
