import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { toast } from 'sonner';
import { REPORT_MESSAGES, REPORT_STATUSES, reportStatusUpdated, type ReportReviewStatus, type ReportStatus } from '@common/reports';
import type { SetReportStatusMutation } from './__generated__/SetReportStatusMutation.graphql';

export const REPORT_LIST_CONNECTION_KEY = 'ReportList_cocktailReports';

const mutation = graphql`
  mutation SetReportStatusMutation($input: SetReportStatusInput!, $connections: [ID!]!) {
    setReportStatus(input: $input) {
      __typename
      ... on SetReportStatusPayload {
        report {
          id @deleteEdge(connections: $connections)
          status
          statusChangedAt
        }
        counts {
          id
          total
          open
          reviewing
          resolved
          dismissed
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Moves a report on. The new status and the counts are in the payload, so the list shown (of status
 * `listStatus`, or of all when null) updates in place: a list of one status drops the report that left
 * it. Lists of other statuses loaded earlier load again when next opened (where the report lands in
 * them depends on its date). Toasts the outcome, and calls `onSaved` after a change so the list reloads.
 */
export function useSetReportStatusMutation(
  listStatus: ReportStatus | null,
  onSaved: () => void,
): [(reportId: string, status: ReportReviewStatus) => void, boolean] {
  const [commit, isInFlight] = useMutation<SetReportStatusMutation>(mutation);
  const setStatus = useCallback(
    (reportId: string, status: ReportReviewStatus) => {
      const shown =
        listStatus && listStatus !== status
          ? [ConnectionHandler.getConnectionID(ROOT_ID, REPORT_LIST_CONNECTION_KEY, { status: listStatus })]
          : [];
      commit({
        variables: { input: { reportId, status }, connections: shown },
        updater: (store, response) => {
          if (!response?.setReportStatus.report) return;
          for (const other of [null, ...REPORT_STATUSES]) {
            if (other === listStatus) continue;
            ConnectionHandler.getConnection(store.getRoot(), REPORT_LIST_CONNECTION_KEY, { status: other })?.invalidateRecord();
          }
        },
        onCompleted: ({ setReportStatus }) => {
          // A refusal (not an admin, an unknown report) is the spec's failed update.
          if (setReportStatus.report) {
            toast.success(reportStatusUpdated(setReportStatus.report.status));
            onSaved();
          } else toast.error(REPORT_MESSAGES.statusFailed);
        },
        onError: () => {
          toast.error(REPORT_MESSAGES.statusError);
        },
      });
    },
    [commit, listStatus, onSaved],
  );
  return [setStatus, isInFlight];
}
