// A Relay environment whose network answers nothing by itself: each request waits until the test
// answers it, from MockPayloadGenerator and explicit resolvers. relay-test-utils' own mock environment
// cannot answer a query started by loadQuery with default variables ($shelf = can_make): it files the
// operation with the defaults and the request without them, then finds no request for the operation.
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import {
  createOperationDescriptor,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type ConcreteRequest,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';

/** An operation the page sent: its name (e.g. "CocktailListPaginationQuery") and variables. */
export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
}

interface Request extends SentOperation {
  sink: { next(response: GraphQLResponse): void; complete(): void; error(error: Error): void };
}

// Every query and mutation artifact, loaded by operation name when a request of it is answered.
const artifacts = import.meta.glob<{ default: ConcreteRequest }>([
  '../**/__generated__/*Query.graphql.ts',
  '../**/__generated__/*Mutation.graphql.ts',
]);

async function artifactOf(name: string): Promise<ConcreteRequest> {
  const path = Object.keys(artifacts).find((key) => key.endsWith(`/${name}.graphql.ts`));
  if (!path) throw new Error(`No Relay artifact for the operation ${name}`);
  return (await artifacts[path]()).default;
}

export interface TestEnvironment {
  environment: Environment;
  /** Operations sent and not yet answered, in order. */
  pending(): SentOperation[];
  /** Every operation sent so far, answered or not, in order. */
  sent(): SentOperation[];
  /** Answers the oldest pending request with data generated from the resolvers. */
  answerOne(resolvers: MockResolvers | undefined): Promise<void>;
  /** Fails the oldest pending request as the network function would (no answer, an error answer). */
  failOne(error: Error): void;
}

export function createTestEnvironment(): TestEnvironment {
  const sent: Request[] = [];
  const waiting: Request[] = [];
  const fetch = (params: RequestParameters, variables: Variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const request: Request = { name: params.name, variables, sink };
      sent.push(request);
      waiting.push(request);
      return () => {
        const index = waiting.indexOf(request);
        if (index >= 0) waiting.splice(index, 1);
      };
    });
  const environment = new Environment({ network: Network.create(fetch), store: new Store(new RecordSource()) });
  const describe = ({ name, variables }: Request): SentOperation => ({ name, variables });

  return {
    environment,
    pending: () => waiting.map(describe),
    sent: () => sent.map(describe),
    async answerOne(resolvers) {
      const request = waiting[0];
      if (!request) throw new Error('No request is waiting for an answer');
      const operation = createOperationDescriptor(await artifactOf(request.name), request.variables);
      const index = waiting.indexOf(request);
      if (index >= 0) waiting.splice(index, 1);
      request.sink.next(MockPayloadGenerator.generate(operation, resolvers));
      request.sink.complete();
    },
    failOne(error) {
      const request = waiting.shift();
      if (!request) throw new Error('No request is waiting for an answer');
      request.sink.error(error);
    },
  };
}
