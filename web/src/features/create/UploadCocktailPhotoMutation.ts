import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { readFailure } from '@/relay/mutation-result';
import type { UploadCocktailPhotoMutation } from './__generated__/UploadCocktailPhotoMutation.graphql';

const mutation = graphql`
  mutation UploadCocktailPhotoMutation($input: UploadCocktailPhotoInput!) {
    uploadCocktailPhoto(input: $input) {
      __typename
      ... on CocktailPhotoPayload {
        photoUrl
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Stores a cocktail photo (a multipart request, Relay uploadables: { 'input.photo': file }). The promise settles
 * with the photo's URL, or null when it could not be stored (with a toast saying why, when the server
 * says): the cocktail is then saved without it (spec section 7). It never rejects.
 */
export function useUploadCocktailPhotoMutation(): [(photo: File) => Promise<string | null>, boolean] {
  const [commit, isInFlight] = useMutation<UploadCocktailPhotoMutation>(mutation);
  const upload = useCallback(
    (photo: File) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input: { photo: null } },
          uploadables: { 'input.photo': photo },
          onCompleted: ({ uploadCocktailPhoto: result }) => {
            const failure = readFailure(result, 'CocktailPhotoPayload');
            if (!failure && result.photoUrl) return resolve(result.photoUrl);
            if (failure?.message) toast.error(failure.message);
            resolve(null);
          },
          onError: () => resolve(null),
        });
      }),
    [commit],
  );
  return [upload, isInFlight];
}
