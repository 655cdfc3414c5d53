// A read-only access token cannot write (decision 0079): the one place that says so. Every mutation of
// GraphQL, and so every /api write (rest-compat runs mutations in-process, through this same Yoga), is
// refused with FORBIDDEN before any resolver runs. Queries and subscriptions go on.
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ACCESS_TOKEN_MESSAGES } from '../../common/access-tokens';
import type { Context } from '../context';
import { isReadOnlyToken } from '../domain/access-tokens';
import { graphQLErrorOf, NotAuthorizedError } from '../errors';

export function readOnlyTokensPlugin(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!isReadOnlyToken(args.contextValue.viewer)) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      setResultAndStopExecution({ errors: [graphQLErrorOf(new NotAuthorizedError(ACCESS_TOKEN_MESSAGES.readOnly))] });
    },
  };
}
