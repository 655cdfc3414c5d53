import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { PreviewCocktailImportMutation } from './__generated__/PreviewCocktailImportMutation.graphql';
import type { ImportFields_import$key } from './__generated__/ImportFields_import.graphql';
import { IMPORT_FAILED } from './recipe-files-text';
import { actionErrorText } from '@/relay/fetch-graphql';

const mutation = graphql`
  mutation PreviewCocktailImportMutation($input: PreviewCocktailImportInput!) {
    previewCocktailImport(input: $input) {
      __typename
      ...ImportFields_import @alias(as: "plan")
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Reads a recipe file on the server and hands back what importing it would do; nothing is written. */
export function usePreviewCocktailImportMutation(): [
  (file: File, on: { onPreview(preview: ImportFields_import$key): void; onFailed(message: string): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<PreviewCocktailImportMutation>(mutation);
  const run = useCallback(
    (file: File, on: { onPreview(preview: ImportFields_import$key): void; onFailed(message: string): void }) => {
      commit({
        variables: { input: { file: null } },
        uploadables: { 'input.file': file },
        onCompleted: ({ previewCocktailImport: result }) => {
          const failure = readFailure(result, 'CocktailImport');
          if (failure) on.onFailed(failureMessage(failure, IMPORT_FAILED));
          else if (result.plan) on.onPreview(result.plan);
        },
        onError: (error) => on.onFailed(actionErrorText(error, IMPORT_FAILED)),
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
