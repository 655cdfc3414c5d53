import { graphql, useMutation } from 'react-relay';
import type { UploadCocktailPhotoMutation } from './__generated__/UploadCocktailPhotoMutation.graphql';

/** Sends a cocktail photo as a multipart request (Relay uploadables: { photo: file }). */
export function useUploadCocktailPhotoMutation() {
  return useMutation<UploadCocktailPhotoMutation>(graphql`
    mutation UploadCocktailPhotoMutation($photo: File!) {
      uploadCocktailPhoto(photo: $photo) {
        __typename
        ... on CocktailPhotoPayload {
          photoUrl
        }
        ...ErrorFields @alias(as: "error")
      }
    }
  `);
}
