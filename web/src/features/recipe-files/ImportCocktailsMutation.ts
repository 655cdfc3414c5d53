import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ImportChoices } from '@common/recipe-import';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { ImportCocktailsMutation } from './__generated__/ImportCocktailsMutation.graphql';
import type { ImportFields_import$key } from './__generated__/ImportFields_import.graphql';
import { IMPORT_FAILED } from './recipe-files-text';
import { actionErrorText } from '@/relay/fetch-graphql';

const mutation = graphql`
  mutation ImportCocktailsMutation($input: ImportCocktailsInput!) {
    importCocktails(input: $input) {
      __typename
      ...ImportFields_import @alias(as: "plan")
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Imports a recipe file's new recipes with the categories picked; hands back what was created and skipped. */
export function useImportCocktailsMutation(): [
  (file: File, choices: ImportChoices, on: { onImported(result: ImportFields_import$key): void; onFailed(message: string): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<ImportCocktailsMutation>(mutation);
  const run = useCallback(
    (file: File, choices: ImportChoices, on: { onImported(result: ImportFields_import$key): void; onFailed(message: string): void }) => {
      commit({
        variables: { input: { file: null, categories: choices.categories } },
        uploadables: { 'input.file': file },
        onCompleted: ({ importCocktails: result }) => {
          const failure = readFailure(result, 'CocktailImport');
          if (failure) on.onFailed(failureMessage(failure, IMPORT_FAILED));
          else if (result.plan) on.onImported(result.plan);
        },
        onError: (error) => on.onFailed(actionErrorText(error, IMPORT_FAILED)),
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
