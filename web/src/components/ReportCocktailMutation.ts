import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { REPORT_MESSAGES } from '@common/reports';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import { failedWithFallback } from '@/relay/notify';
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
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Reports a cocktail (or suggests an edit) with the member's message: toasts the spec's "submitted" and
 * calls `onSubmitted`, or toasts why not. Nothing on screen lists reports, so nothing else changes.
 */
export function useReportCocktailMutation(): [(cocktailId: string, message: string, onSubmitted: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<ReportCocktailMutation>(mutation);
  const report = useCallback(
    (cocktailId: string, message: string, onSubmitted: () => void) => {
      commit({
        variables: { input: { cocktailId, message } },
        onCompleted: ({ reportCocktail }) => {
          const failure = readFailure(reportCocktail, 'ReportCocktailPayload');
          if (!failure) {
            toast.success(REPORT_MESSAGES.submitted);
            onSubmitted();
          } else {
            toast.error(failureMessage(failure, REPORT_MESSAGES.failed));
          }
        },
        onError: (error) => failedWithFallback(error, REPORT_MESSAGES.failed),
      });
    },
    [commit],
  );
  return [report, isInFlight];
}
