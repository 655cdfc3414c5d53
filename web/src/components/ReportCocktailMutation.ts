import { graphql, useMutation } from 'react-relay';
import type { ReportCocktailMutation } from './__generated__/ReportCocktailMutation.graphql';

const mutation = graphql`
  mutation ReportCocktailMutation($input: ReportCocktailInput!) {
    reportCocktail(input: $input) {
      __typename
      ... on ReportCocktailPayload {
        report {
          id
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useReportCocktailMutation() {
  return useMutation<ReportCocktailMutation>(mutation);
}
