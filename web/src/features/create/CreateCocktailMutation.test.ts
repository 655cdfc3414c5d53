import {
  commitLocalUpdate,
  commitMutation,
  ConnectionHandler,
  createOperationDescriptor,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import CocktailListPageQueryNode from '@/features/cocktails/__generated__/CocktailListPageQuery.graphql';
import CreateCocktailMutationNode, { type CreateCocktailMutation } from './__generated__/CreateCocktailMutation.graphql';
import { addCreatedCocktailToLists } from './CreateCocktailMutation';

function cocktail(databaseId: number, name: string) {
  return {
    __typename: 'Cocktail',
    id: `Q29ja3RhaWw6${databaseId}`,
    databaseId,
    name,
    originalCreatorName: null,
    creator: null,
    glassware: 'Coupe',
    classicEra: null,
    likesCount: 0,
    viewerHasLiked: false,
    repoursCount: 0,
    viewerHasRepoured: false,
    visibility: 'public',
    ingredients: [],
  };
}

/** A store holding the database's list (unfiltered) as loaded: these names, and whether more pages follow. */
function environmentWithList(names: string[], hasNextPage: boolean) {
  const environment = new Environment({
    network: Network.create(() =>
      Observable.from({ data: { createCocktail: { __typename: 'CocktailPayload', cocktail: cocktail(99, 'Gimlet') } } } as GraphQLResponse),
    ),
    store: new Store(new RecordSource()),
  });
  environment.commitPayload(createOperationDescriptor(CocktailListPageQueryNode, { first: 100, filter: null }), {
    cocktails: {
      totalCount: names.length + (hasNextPage ? 10 : 0),
      edges: names.map((name, index) => ({ cursor: `c${index}`, node: cocktail(index + 1, name) })),
      pageInfo: { endCursor: `c${names.length - 1}`, hasNextPage },
    },
  });
  return environment;
}

function createGimlet(environment: Environment): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<CreateCocktailMutation>(environment, {
      mutation: CreateCocktailMutationNode,
      variables: { input: { name: 'Gimlet' }, profileConnections: [] },
      updater: addCreatedCocktailToLists,
      onCompleted: () => resolve(),
      onError: reject,
    });
  });
}

function listOf(environment: Environment): { names: string[]; total: unknown } {
  let list = { names: [] as string[], total: undefined as unknown };
  commitLocalUpdate(environment, (store) => {
    const connection = ConnectionHandler.getConnection(store.getRoot(), 'CocktailList_cocktails', { filter: null });
    list = {
      names: (connection?.getLinkedRecords('edges') ?? []).map((edge) => String(edge?.getLinkedRecord('node')?.getValue('name'))),
      total: connection?.getValue('totalCount'),
    };
  });
  return list;
}

describe('a new cocktail in the lists', () => {
  it('takes its place by name among the loaded cards of the database list, which counts one more', async () => {
    const environment = environmentWithList(['Daiquiri', 'Négroni', 'Sazerac'], false);
    await createGimlet(environment);
    expect(listOf(environment)).toEqual({ names: ['Daiquiri', 'Gimlet', 'Négroni', 'Sazerac'], total: 4 });
  });

  it('comes last when the whole list is loaded, and with a later page when it is not', async () => {
    const loaded = environmentWithList(['Americano', 'Daiquiri'], false);
    await createGimlet(loaded);
    expect(listOf(loaded).names).toEqual(['Americano', 'Daiquiri', 'Gimlet']);

    const paged = environmentWithList(['Americano', 'Daiquiri'], true);
    await createGimlet(paged);
    expect(listOf(paged)).toEqual({ names: ['Americano', 'Daiquiri'], total: 13 });
  });
});
